// Compiled by tsc --strict as CommonJS (module node16) beside a node_modules/shogun-sdk that is the
// package (DeclarationsTest): require's types are the CommonJS entry's, and they are the ES
// module's, absent keys included.

import sdk = require('shogun-sdk');
import engine = require('shogun-sdk/engine');

export async function uses(): Promise<void> {
  const shogun: sdk.Shogun = await sdk.loadShogun({ backend: 'js' });
  const game: sdk.Game = shogun.newGame({ energyModel: 'magnetic 90' });
  const onD1: sdk.Piece | undefined = game.pieces().d1;
  // @ts-expect-error an empty square has no key in pieces()
  const onD4: sdk.Piece = game.pieces().d4;
  const result: sdk.SearchResult = await new engine.EngineWorker().search(game, { depth: 2 });
  const error = new sdk.ShogunError({ kind: 'argument', message: 'x' });
  console.log(onD1, onD4, result.bestMove, error.kind, sdk.INITIAL_POSITION);
}
