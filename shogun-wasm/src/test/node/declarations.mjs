// Checks that the TypeScript declarations name exactly what the package offers: the module's
// exports, and the methods of Shogun, Game and EngineWorker. Prints the differences and exits 1.
// Usage: node declarations.mjs <package directory>

import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const packageDir = process.argv[2];
const main = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const engine = await import(pathToFileURL(`${packageDir}/shogun-engine.js`).href);
const types = await readFile(`${packageDir}/shogun.d.ts`, 'utf8');
const engineTypes = await readFile(`${packageDir}/shogun-engine.d.ts`, 'utf8');

/** The member names declared in a block such as "export interface Game {". */
function declared(text, header) {
  const start = text.indexOf(header);
  if (start < 0) {
    throw new Error(`no "${header}" in the declarations`);
  }
  const body = text.slice(start + header.length, text.indexOf('\n}', start));
  const names = new Set();
  for (const match of body.matchAll(/^ {2}(?:readonly )?([A-Za-z]\w*)\??[(:<]/gm)) {
    if (match[1] !== 'constructor') {
      names.add(match[1]);
    }
  }
  return names;
}

/** The public methods and properties of an object. */
function offered(object) {
  const names = new Set(Object.keys(object).filter((name) => !name.startsWith('_')));
  for (let proto = Object.getPrototypeOf(object); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && !name.startsWith('_')) {
        names.add(name);
      }
    }
  }
  return names;
}

const problems = [];
function compare(what, declaredNames, offeredNames) {
  for (const name of offeredNames) {
    if (!declaredNames.has(name)) problems.push(`${what}.${name} is offered but not declared`);
  }
  for (const name of declaredNames) {
    if (!offeredNames.has(name)) problems.push(`${what}.${name} is declared but not offered`);
  }
}

const shogun = await main.loadShogun({ backend: 'js' });
const game = shogun.newGame();
compare('Shogun', declared(types, 'export interface Shogun {'), offered(shogun));
compare('Game', declared(types, 'export interface Game {'), offered(game));
compare('EngineWorker', declared(engineTypes, 'export class EngineWorker {'), offered(new engine.EngineWorker()));
const exportsDeclared = new Set([...types.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]));
compare('shogun.js', exportsDeclared, new Set(Object.keys(main)));

if (problems.length > 0) {
  console.log(problems.join('\n'));
  process.exit(1);
}
console.log('declarations match');
