// The package's CommonJS entry, as require() finds it through package.json (CommonJsTest copies
// this script beside a node_modules/shogun-sdk that is the package): the same exports as the ES
// module, the SDK loaded once, the legal moves of the king on d1 (energy 2: c2, d3, e2), a refusal
// as a ShogunError of this entry, and a search in the engine's worker of a game this entry made.
// Prints "commonjs ok <backend>", or fails with the first difference. On a Node that can require
// ES modules, run it with --no-experimental-require-module to be sure the entry does not need that.

const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const sdk = require('shogun-sdk');
const { EngineWorker } = require('shogun-sdk/engine');

async function main() {
  const entry = require.resolve('shogun-sdk');
  assert.equal(path.basename(entry), 'shogun.cjs', `require('shogun-sdk') found ${entry}`);
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8'));
  const oldest = /^>=(\d+)\.(\d+)$/.exec(manifest.engines.node);
  assert.ok(oldest, `engines.node is ${manifest.engines.node}`);
  const [major, minor] = process.versions.node.split('.').map(Number);
  assert.ok(major > Number(oldest[1]) || (major === Number(oldest[1]) && minor >= Number(oldest[2])),
    `package.json's engines (${manifest.engines.node}) leave out this Node, ${process.version}, which runs the package`);

  const esm = await import('shogun-sdk');
  assert.deepEqual(Object.keys(sdk).sort(), Object.keys(esm).sort(), 'the CommonJS entry exports what the ES module does');
  const [shogun, again] = await Promise.all([sdk.loadShogun(), sdk.loadShogun()]);
  assert.equal(shogun, again);
  const game = shogun.newGame();
  assert.deepEqual(game.moves({ square: 'd1' }), ['d1c2', 'd1d3', 'd1e2']);
  assert.equal(sdk.INITIAL_POSITION, esm.INITIAL_POSITION);
  assert.throws(() => game.moves('d1'), (e) => e instanceof sdk.ShogunError && e.kind === 'argument');
  assert.equal(game.play('d1d3').ok, true);
  const engine = new EngineWorker();
  const result = await engine.search(game, { depth: 2 });
  engine.close();
  assert.equal(result.depth, 2);
  assert.ok(game.moves().includes(result.bestMove), result.bestMove);
  console.log(`commonjs ok ${shogun.backend}`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
