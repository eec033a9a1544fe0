// Compiled by tsc --strict against the board component's declarations (BoardDeclarationsTest): the
// uses below must type-check, and each line after "@ts-expect-error" must be a type error.

import { loadShogun } from './shogun.js';
import type { Game, Ply } from './shogun.js';
import { createBoard } from './shogun-board.js';
import type { BoardOptions, BoardShapes, Movable, Premove, ShogunBoard } from './shogun-board.js';

export async function uses(element: HTMLElement): Promise<void> {
  const shogun = await loadShogun();
  const game: Game = shogun.newGame();
  const played: Ply[] = [];
  const options: BoardOptions = { orientation: 'red', movable: 'white', animationMs: 0, onMove: (ply) => played.push(ply) };
  const board: ShogunBoard = createBoard(element, game, options);
  const shapes: BoardShapes = { arrows: [{ move: 'a1b4', shape: 'UR' }, { move: 'd1d3', brush: 'hint' }], circles: [{ square: 'e7' }] };
  board.setShapes('engine', shapes);
  const drawn: number = board.shapes('user').arrows.length;
  const premove: Premove | null = board.premove();
  const movable: Movable = 'both';
  board.setMovable(movable);
  const result = board.playMove('d1d3');
  if (result.ok) {
    console.log(result.ply.notation, drawn, premove?.to);
  }
  board.update({ animate: false });
  board.element.classList.add('wide');
  await board.animation?.finished;
  board.flip();
  // @ts-expect-error: a side is "white" or "red"
  board.setOrientation('black');
  // @ts-expect-error: the sets are "user" and "engine"
  board.setShapes('mine', {});
  // @ts-expect-error: an arrow's move is two squares
  board.setShapes('user', { arrows: [{ move: 'a1' }] });
  // @ts-expect-error: the element comes first, then the game
  createBoard(game, element);
  // @ts-expect-error: movable takes a side, "both" or "none"
  createBoard(element, game, { movable: 'all' });
}
