// Runs a JavaScript snippet from a README against the package and prints, as JSON, what each of
// its console.log calls printed (one entry per call, whatever its line breaks).
// Usage: node snippet.mjs <package directory> <snippet file>

import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';

const [packageDir, snippetFile] = process.argv.slice(2);
const source = (await readFile(snippetFile, 'utf8'))
  .replaceAll("from 'shogun-sdk'", `from '${pathToFileURL(`${packageDir}/shogun.js`).href}'`)
  .replaceAll('console.log(', 'globalThis.__log(');
const printed = [];
globalThis.__log = (...values) => printed.push(format(...values));
const folder = await mkdtemp(join(tmpdir(), 'shogun-snippet-'));
try {
  const module = join(folder, 'snippet.mjs');
  await writeFile(module, source);
  await import(pathToFileURL(module).href);
} finally {
  await rm(folder, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify(printed));
