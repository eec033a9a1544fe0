// The JavaScript build's warning is printed once a page (or process): the engine's worker, which
// loads an SDK of its own, stays silent. Loads from a copy of the package without its .wasm files,
// so that the page and the worker both fall back, then searches in the worker; NodeLoaderTest
// counts the warnings among what this prints (the worker's console comes out on this stderr).
// Usage: node fallback-warning.mjs <package directory>

import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const packageDir = process.argv[2];
const { loadShogun } = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const { EngineWorker } = await import(pathToFileURL(`${packageDir}/shogun-engine.js`).href);
const folder = await mkdtemp(join(tmpdir(), 'shogun-no-wasm-'));
try {
  for (const file of await readdir(packageDir)) {
    if (file.endsWith('.js')) {
      await copyFile(join(packageDir, file), join(folder, file));
    }
  }
  const baseUrl = pathToFileURL(folder);
  const shogun = await loadShogun({ baseUrl });
  await loadShogun({ baseUrl });
  const engine = new EngineWorker({ baseUrl });
  const result = await engine.search(shogun.newGame(), { depth: 2 });
  // The worker's console reaches this process's stderr through a stream: let it arrive before the worker ends.
  await new Promise((resolve) => setTimeout(resolve, 500));
  engine.close();
  console.log(`backend ${shogun.backend}, the worker searched to depth ${result.depth}`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
