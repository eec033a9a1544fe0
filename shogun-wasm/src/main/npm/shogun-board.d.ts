// TypeScript declarations of shogun-sdk/board, a board component for a game of the SDK. It imports
// nothing at run time: the types below come from the SDK's declarations.

import type { Colour, Game, Move, MoveInput, PlayResult, Ply, Shape, Square } from './shogun.js';

/** Which pieces the person at the board moves: one side (the other side's turn allows premoves), both, or none. */
export type Movable = Colour | 'both' | 'none';

/** How a board starts; every key is optional. */
export interface BoardOptions {
  /** The side at the bottom: "white" (the default, rank 1 at the bottom) or "red". */
  orientation?: Colour;
  /** Which pieces may be moved; "both" by default. */
  movable?: Movable;
  /** Shows the game without letting anyone move (arrows can still be set by the program). */
  viewOnly?: boolean;
  /** With movable set to one side, whether that side may choose its next move while the other side is to move; true by default. */
  premoves?: boolean;
  /** How long a move's slide along its path takes, in milliseconds (0: no animation); 250 by default. */
  animationMs?: number;
  /** Whether files and ranks are written on the edge squares; true by default. */
  coordinates?: boolean;
  /** Whether each square shows its magnet's value (under a magnetic energy model); true by default. */
  magnets?: boolean;
  /** How far, in CSS pixels, a pointer moves with a piece before a drag starts; 4 by default. */
  dragThreshold?: number;
  /** Called after a move made on the board (by pointer, keyboard or a premove) was played on the game. */
  onMove?: ((ply: Ply) => void) | null;
  /** The board's accessible name; "Shogun board" by default. */
  label?: string;
}

/** An arrow along a move's path: the open path the game knows for it, else the shape given, else along the file first. */
export interface BoardArrow {
  move: Move;
  /** The path's shape, for a move with two paths or one not legal now. */
  shape?: Shape | null;
  /** A name added as the class "sg-brush-<name>", for a colour of one's own. */
  brush?: string;
}

/** A circle around a square. */
export interface BoardCircle {
  square: Square;
  brush?: string;
}

/** A set of arrows and circles: the user's (drawn with the right mouse button) or the engine's (set by the program). */
export interface BoardShapes {
  arrows?: BoardArrow[];
  circles?: BoardCircle[];
}

/** A premove waiting for the opponent's move. */
export interface Premove {
  from: Square;
  to: Square;
}

/** A board drawn for a game. */
export interface ShogunBoard {
  /** The board's element (class "sg-board"), inside the element it was created in. */
  readonly element: HTMLElement;
  /** The move's slide last started, or null: its finished promise resolves when it ends. */
  readonly animation: Animation | null;
  /** The game shown. */
  game(): Game;
  /** Shows another game (the premove, the piece in hand and the path choice are dropped). */
  setGame(game: Game): void;
  /**
   * Plays a move on the game (the engine's, an opponent's), then draws, slides and announces it as
   * update does; a move the rules refuse changes nothing and is answered as play answers it.
   */
  playMove(move: MoveInput, options?: { animate?: boolean }): PlayResult;
  /**
   * After the game changed elsewhere (played, undone, loaded): draws it, announces every ply played
   * since the last update and the moves taken back, slides the last ply along its path (unless
   * animate is false), and plays the premove if it is legal now (else drops it, saying so).
   */
  update(options?: { animate?: boolean }): void;
  orientation(): Colour;
  setOrientation(orientation: Colour): void;
  /** Turns the board round. */
  flip(): void;
  setViewOnly(viewOnly: boolean): void;
  setMovable(movable: Movable): void;
  /** Replaces a set of shapes ("user" or "engine"); arrows follow their move's path, turning where it turns. */
  setShapes(set: 'user' | 'engine', shapes: BoardShapes): void;
  shapes(set: 'user' | 'engine'): Required<BoardShapes>;
  /** The premove waiting, or null. */
  premove(): Premove | null;
  cancelPremove(): void;
  /** Says a line of text to screen readers through the board's live region. */
  announce(text: string): void;
  /** Drops the piece in hand and a path choice (not the premove). */
  cancel(): void;
  /** Draws the board again from the game (update also announces and slides). */
  redraw(): void;
  /** Removes the board's element and its listeners. */
  destroy(): void;
}

/**
 * Draws a board for a game inside an element; the board takes the element's width (give it one)
 * and is square. Bad arguments throw a TypeError naming them.
 */
export function createBoard(element: HTMLElement, game: Game, options?: BoardOptions): ShogunBoard;
