// A page with no framework and no build step: you play White, the engine (in a Web Worker) Red.
// Serve this folder with the npm package's files in shogun-sdk/ beside it.
import { loadShogun } from './shogun-sdk/shogun.js';
import { EngineWorker } from './shogun-sdk/shogun-engine.js';
import { createBoard } from './shogun-sdk/shogun-board.js';

const shogun = await loadShogun();
const game = shogun.newGame();
const engine = new EngineWorker();
const status = document.getElementById('status');

const board = createBoard(document.getElementById('board'), game, {
  movable: 'white',                                   // Red's turn allows premoves
  onMove: () => reply(),                              // after each move of yours
});

async function reply() {
  status.textContent = game.outcome().text;
  if (game.isOver()) {
    return;
  }
  const result = await engine.search(game, { depth: 3 }, (progress) => {
    // The engine's line so far, drawn along the paths its moves take.
    board.setShapes('engine', { arrows: progress.principalVariation.slice(0, 1).map((move) => ({ move })) });
  });
  board.setShapes('engine', {});
  board.playMove(result.bestMove);                    // slid along its path and announced
  status.textContent = game.outcome().text;
}

document.getElementById('flip').addEventListener('click', () => board.flip());
document.getElementById('undo').addEventListener('click', () => {
  game.undo();
  game.undo();
  board.update();
});
document.body.dataset.ready = 'true';
