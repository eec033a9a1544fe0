// Jest in its default mode (CommonJS, no configuration) requiring the installed package, as an
// app's tests do (JestTest installs it beside Jest). The king on d1 has energy 2: c2, d3 and e2.

const { loadShogun, ShogunError } = require('shogun-sdk');
const { EngineWorker } = require('shogun-sdk/engine');

test('the SDK loads once and answers', async () => {
  const shogun = await loadShogun();
  expect(shogun.backend).toBe('wasm');
  expect(await loadShogun()).toBe(shogun);
  const game = shogun.newGame();
  expect(game.moves({ square: 'd1' })).toEqual(['d1c2', 'd1d3', 'd1e2']);
  expect(() => game.moves('d1')).toThrow(ShogunError);
  expect(game.play('d1d1')).toEqual({ ok: false, refusal: game.refusal('d1', 'd1') });
  expect(game.play('d1d3').ply.notation).toBe('d1d3:1');
});

test('the engine searches in its worker', async () => {
  const shogun = await loadShogun();
  const engine = new EngineWorker();
  try {
    const result = await engine.search(shogun.newGame(), { depth: 2 });
    expect(result.depth).toBe(2);
  } finally {
    engine.close();
  }
});
