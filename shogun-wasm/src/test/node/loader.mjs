// Checks how the package loads in Node, one line per check, and exits 1 at the first that fails:
// the builds it picks and why, its errors when a build will not load, the .wasm fetched over HTTP
// as application/wasm and as application/octet-stream, and EngineWorker on worker_threads with
// its argument checks. Usage: node loader.mjs <package directory>

import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const packageDir = process.argv[2];
const { loadShogun, ShogunError } = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const { EngineWorker } = await import(pathToFileURL(`${packageDir}/shogun-engine.js`).href);
const lines = [];

function check(name, condition, detail) {
  if (!condition) {
    throw new Error(`${name}: ${detail}`);
  }
  lines.push(`ok ${name}`);
}

/** The ShogunError a call throws or rejects with, or a failure when it does neither. */
async function refusal(name, call) {
  try {
    await call();
  } catch (e) {
    check(`${name} throws a ShogunError`, e instanceof ShogunError, `${e?.name}: ${e?.message}`);
    return e;
  }
  throw new Error(`${name}: no error`);
}

const warnings = [];
console.warn = (...values) => warnings.push(values.join(' '));

// Every caller gets the same loaded SDK: the WebAssembly module is compiled once, not once a call.
let compilations = 0;
for (const name of ['compile', 'compileStreaming']) {
  const compile = WebAssembly[name];
  WebAssembly[name] = (...args) => {
    compilations++;
    return compile.apply(WebAssembly, args);
  };
}
const [shogun, alsoShogun] = await Promise.all([loadShogun(), loadShogun()]);
check('two callers at once get the same SDK', shogun === alsoShogun, 'two objects');
check('a later caller gets it too', (await loadShogun({ backend: 'auto' })) === shogun, 'another object');
check('it was compiled once', compilations === 1, `${compilations} compilations`);
const withRecords = await loadShogun({ records: true });
check('the records build is another SDK, compiled once', withRecords !== shogun && withRecords === await loadShogun({ records: true })
  && compilations === 2, `${compilations} compilations`);
check('auto loads the WebAssembly build', shogun.backend === 'wasm' && shogun.fallbackReason === null,
  `${shogun.backend} ${shogun.fallbackReason}`);

const empty = await mkdtemp(join(tmpdir(), 'shogun-empty-'));
const fallbackOnly = await mkdtemp(join(tmpdir(), 'shogun-js-'));
await copyFile(join(packageDir, 'shogun-fallback.js'), join(fallbackOnly, 'shogun-fallback.js'));
try {
  const wasm = await refusal('backend wasm without shogun.wasm', () => loadShogun({ backend: 'wasm', baseUrl: pathToFileURL(empty) }));
  check('its kind is state', wasm.kind === 'state', wasm.kind);
  check('it names the cause', /WebAssembly build did not load: .*shogun\.wasm/.test(wasm.message), wasm.message);

  const js = await loadShogun({ baseUrl: pathToFileURL(fallbackOnly) });
  check('auto falls back to the JavaScript build', js.backend === 'js', js.backend);
  check('fallbackReason says why', /WebAssembly build did not load: .*shogun\.wasm/.test(js.fallbackReason ?? ''), js.fallbackReason);
  check('the fallback answers', js.perft(2) === shogun.perft(2), `${js.perft(2)}`);
  await loadShogun({ baseUrl: pathToFileURL(fallbackOnly) });
  check('the fallback is warned once', warnings.length === 1 && warnings[0].includes('JavaScript build'), JSON.stringify(warnings));

  const both = await refusal('neither build loading', () => loadShogun({ baseUrl: pathToFileURL(empty) }));
  check('the error names both causes', /WebAssembly build did not load.*; the JavaScript build did not load/.test(both.message), both.message);

  const chosen = await loadShogun({ backend: 'js' });
  check('backend js is no fallback', chosen.backend === 'js' && chosen.fallbackReason === null, `${chosen.fallbackReason}`);
} finally {
  await rm(empty, { recursive: true, force: true });
  await rm(fallbackOnly, { recursive: true, force: true });
}

for (const [name, options] of [['backend "x"', { backend: 'x' }], ['options null', null], ['baseUrl 5', { baseUrl: 5 }]]) {
  const e = await refusal(`loadShogun with ${name}`, () => loadShogun(options));
  check(`loadShogun with ${name} is an argument error`, e.kind === 'argument', e.kind);
}

// Served over HTTP, streaming where the type allows it and from the bytes where it does not.
const wasmBytes = await readFile(join(packageDir, 'shogun.wasm'));
for (const type of ['application/wasm', 'application/octet-stream']) {
  const server = createServer((request, response) => {
    if (request.url === '/shogun.wasm') {
      response.writeHead(200, { 'Content-Type': type }).end(wasmBytes);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const served = await loadShogun({ backend: 'wasm', baseUrl: `http://127.0.0.1:${server.address().port}/` });
    check(`.wasm served as ${type} loads`, served.backend === 'wasm' && served.newGame().moves().length > 0, served.backend);
  } finally {
    server.close();
  }
}

// EngineWorker on worker_threads: the same search as on this thread, its progress, then a stop.
const game = shogun.newGame();
game.play('d1d3');
const engine = new EngineWorker();
const depths = [];
const result = await engine.search(game, { depth: 3 }, (progress) => depths.push(progress.depth));
const here = game.search({ depth: 3 });
delete result.elapsedMs;
delete here.elapsedMs;
check('EngineWorker searches on a worker thread as the game does', JSON.stringify(result) === JSON.stringify(here),
  `${JSON.stringify(result)} vs ${JSON.stringify(here)}`);
check('EngineWorker reports each depth', depths.join() === '1,2,3', depths.join());
const several = await engine.search(game, { depth: 3, lines: 3 });
const severalHere = game.search({ depth: 3, lines: 3 });
check('EngineWorker finds the same best lines as the game', JSON.stringify(several.lines) === JSON.stringify(severalHere.lines)
  && several.lines.length === 3, `${JSON.stringify(several.lines)} vs ${JSON.stringify(severalHere.lines)}`);
const stoppedLines = engine.search(game, { timeMs: 60000, lines: 2 });
engine.stop();
const stoppedSeveral = await stoppedLines;
check('a stopped search of several lines answers them', stoppedSeveral.stopReason === 'stopped'
  && stoppedSeveral.lines.length === 2 && stoppedSeveral.lines[0].principalVariation[0] === stoppedSeveral.bestMove, JSON.stringify(stoppedSeveral));
const long = engine.search(game, { timeMs: 60000 });
engine.stop();
const stopped = await long;
check('stop answers at once', stopped.stopReason === 'stopped' && typeof stopped.bestMove === 'string', JSON.stringify(stopped));

for (const [name, call] of [
  ['a game that is not one', () => engine.search({}, { depth: 1 })],
  ['limits null', () => engine.search(game, null)],
  ['a limit holding a function', () => engine.search(game, { depth: () => 1 })],
  ['an unknown limit', () => engine.search(game, { plies: 3 })],
  ['a depth of 0', () => engine.search(game, { depth: 0 })],
  ['onProgress that is not a function', () => engine.search(game, { depth: 1 }, 5)],
  ['backend "x"', () => new EngineWorker({ backend: 'x' })],
]) {
  const e = await refusal(`EngineWorker with ${name}`, call);
  check(`EngineWorker with ${name} is an argument error`, e.kind === 'argument', e.kind);
}
check('EngineWorker is idle after refusals', !engine.searching, 'searching');
engine.close();
process.stdout.write(lines.join('\n') + '\n');
