// TypeScript declarations of the Shogun SDK's JavaScript API. The values are the JSON shapes of the
// SDK's Jackson module (docs/JSON.md in the SDK's repository): squares and moves as text ("d3",
// "d1d3"), positions as SPN, rule sets and energy models as their text.

/** A square's name, file a-h and rank 1-8: "d3". */
export type Square = string;
/** A move in canonical notation, from-square then to-square: "d1d3". */
export type Move = string;
/** A position in SPN, such as INITIAL_POSITION. */
export type Spn = string;
/** A piece: K/P for a White king/pawn, k/p for Red, then its energy: "P4", "k1". */
export type Piece = string;
/** A side. */
export type Colour = 'white' | 'red';
/** A path's shape: one direction, or a direction then a perpendicular one (U, D, L, R, then e.g. UL = up then left). */
export type Shape = 'U' | 'D' | 'L' | 'R' | 'UL' | 'UR' | 'DL' | 'DR' | 'LU' | 'LD' | 'RU' | 'RD';

/** The SPN of the initial position (White's king on d1, Red's on e8). */
export const INITIAL_POSITION: Spn;

/** Rules, energy model and start of a game. */
export interface GameSetup {
  /** A rule set's text: "standard" (the default), "coursework", "koth", with options such as "standard quiet-plies=0". */
  rules: string;
  /** An energy model's text: "magnetic" (the default), "magnetic 90", "fixed", "random 42", or 64 magnet digits. */
  energy: string;
  /** The start position, or null for the energy model's initial position. */
  start: Spn | null;
}

/** A path a move can take: the squares after the start, ending with the destination. */
export interface MovePath {
  move: Move;
  shape: Shape;
  squares: Square[];
}

/** A move played, with what it did. */
export interface Ply {
  move: Move;
  /** The path the piece took (the one asked for, when open). */
  path: MovePath;
  /** The moving piece before it moved. */
  piece: Piece;
  /** The piece captured, or null. */
  captured: Piece | null;
  energyBefore: number;
  energyAfter: number;
  /** Whether the move gives check. */
  check: boolean;
  /** Whether the move gives checkmate. */
  checkmate: boolean;
  /** The move as a record writes it, such as "d4xb6:2+". */
  notation: string;
  before: Spn;
  after: Spn;
}

/** The refusal reasons; a later version may add more. */
export type RefusalReason = 'no-piece' | 'not-your-piece' | 'no-movement' | 'wrong-distance'
  | 'own-piece-on-destination' | 'blocked' | 'leaves-king-in-check' | 'king-to-attacked-square'
  | 'king-captures-defended-piece' | 'game-over' | 'game-too-long';

/** Why a move cannot be played, as data a board can show. */
export interface Refusal {
  from: Square;
  to: Square;
  reason: RefusalReason;
  /** One line of English, built from the rest: "illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away". */
  message: string;
  /** The first occupied square of each blocked path. */
  blockers: Square[];
  /** The enemy pieces whose attack forbids the move. */
  checkers: Square[];
  /** The mover's energy, or null when there is no piece on "from". */
  energy: number | null;
  /** Steps between the squares, counted along ranks and files. */
  distance: number;
  piece: Piece | null;
}

/** How the game stands. */
export interface Outcome {
  over: boolean;
  /** "1-0" (White won), "0-1" (Red won), "1/2-1/2" or "*" (not over). */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  winner: Colour | null;
  /** Why it ended: a win reason (king-captured, bare-king, hill, checkmate, trapped, resignation) or a draw reason (repetition, quiet-plies, agreement). */
  reason: string | null;
  /** "Game in progress", "White wins by checkmate", … */
  text: string;
}

/** The engine's evaluation, from the side to move's view: exactly one key. */
export type Score = { cp: number } | { winIn: number } | { lossIn: number };

/** The engine's report after a completed depth. */
export interface SearchProgress {
  depth: number;
  score: Score;
  /** The principal variation. */
  pv: Move[];
  nodes: number;
  nps: number;
  timeMs: number;
}

/** What a search found. */
export interface SearchResult {
  /** The move to play, or null when the game is over. */
  bestMove: Move | null;
  score: Score;
  pv: Move[];
  depth: number;
  nodes: number;
  timeMs: number;
  stopReason: 'depth' | 'nodes' | 'time' | 'stopped' | 'game-over';
}

/** The limits of a search: at least one is required. */
export interface SearchLimits {
  /** The deepest iteration, 1 to 64. */
  depth?: number;
  /** The most nodes to search. */
  nodes?: number;
  /** The longest time, in milliseconds. */
  timeMs?: number;
}

/** A move to play: a text such as "d1d3", or two squares with an optional path shape or (random energies) landing energy. */
export type MoveInput = Move | { from: Square; to: Square; shape?: Shape; energy?: number };

/** The answer of play: the ply, or the rules' refusal. */
export type PlayResult = { ok: true; ply: Ply } | { ok: false; refusal: Refusal };

/** An input the SDK refused. */
export class ShogunError extends Error {
  /** Made by the SDK from its error objects; applications catch it rather than make one. */
  constructor(error: { kind: ShogunError['kind']; message: string; index?: number; line?: number; column?: number; refusal?: Refusal });
  /**
   * "notation" (bad text, with index), "record" (bad game record, with index, line and column),
   * "argument", "state" (the call does not fit the game's state), "illegal-move" (a call other than
   * play met a refusal of the rules, given as refusal) or "internal" (an SDK fault).
   */
  kind: 'notation' | 'record' | 'argument' | 'state' | 'internal' | 'illegal-move';
  /** Where in the text the problem starts, for notation and record errors. */
  index?: number;
  line?: number;
  column?: number;
  refusal?: Refusal;
}

/** A game: mutable, with history, undo and redo. */
export interface Game {
  setup(): GameSetup;
  /** The current position. */
  position(): Spn;
  sideToMove(): Colour;
  /** The pieces by square, in square order (a1, a2, …, h8). */
  pieces(): Record<Square, Piece>;
  /** The magnet under each square, or null when the energy model has no magnets. */
  magnets(): Record<Square, number> | null;
  /** The legal moves, sorted: all of them, or those of the piece on one square. None once the game is over. */
  moves(options?: { square?: Square }): Move[];
  /** The open paths of the legal moves, each move's paths together: for highlighting and animation. */
  movePaths(options?: { square?: Square }): MovePath[];
  /** The open paths of one move; none when it is not legal. */
  paths(move: Move): MovePath[];
  /** Why the piece on "from" cannot move to "to", or null when it can. */
  refusal(from: Square, to: Square): Refusal | null;
  /** Plays a move; a move the rules refuse changes nothing. Throws ShogunError only for malformed input. */
  play(move: MoveInput): PlayResult;
  /** Takes back the last move (or a resignation or agreed draw); null when there is none. */
  undo(): Ply | null;
  /** Plays again the last move taken back; null when there is none. */
  redo(): Ply | null;
  canUndo(): boolean;
  canRedo(): boolean;
  history(): Ply[];
  lastPly(): Ply | null;
  outcome(): Outcome;
  isOver(): boolean;
  /** Whether the side to move is in check. */
  inCheck(): boolean;
  /** The squares the piece on a square reaches along open paths. */
  reach(square: Square): Square[];
  /** The enemy pieces that attack the piece on a square. */
  attackers(square: Square): Square[];
  /** The pieces that could recapture on a square if its piece were taken. */
  defenders(square: Square): Square[];
  /** A side resigns (default: the side to move); the other wins. */
  resign(side?: Colour): Outcome;
  agreeDraw(): Outcome;
  /** The moves as a record writes them, numbered and with their marks, without a result: "1. d1d3:1 e8e7:2". */
  movetext(): string;
  /** The game record (SGN); Shogun.readGame reads it back to an equal game. */
  sgn(): string;
  tags(): Record<string, string>;
  setTag(name: string, value: string): void;
  /** An independent game with the same setup, history and tags. */
  copy(): Game;
  /**
   * Searches for the best move on the calling thread (in a page, use EngineWorker, which runs it in
   * a Web Worker). onProgress runs after each completed depth; should it throw, the search still
   * ends and its error is thrown then.
   */
  search(limits: SearchLimits, onProgress?: (progress: SearchProgress) => void): SearchResult;
}

/** The loaded SDK. */
export interface Shogun {
  /** Which build answers. */
  readonly backend: 'wasm' | 'js';
  /**
   * Why the JavaScript build answers although "auto" was asked for (no WebAssembly GC here, or
   * the WebAssembly build failed to load, with its error); null when the build answering was the
   * one wanted.
   */
  readonly fallbackReason: string | null;
  readonly version: string;
  /** Starts a game; every key is optional. */
  newGame(setup?: Partial<GameSetup>): Game;
  /** Reads a game record (SGN) and replays it; a bad record throws a ShogunError of kind "record". */
  readGame(sgn: string): Game;
  /** Counts the leaves of the legal-move tree (perft), by default of the initial position with fixed energies. */
  perft(depth: number, options?: { position?: Spn; energy?: string }): number;
  /** Counts the leaves below each root move. */
  divide(depth: number, options?: { position?: Spn; energy?: string }): Record<Move, number>;
}

/** Whether this JavaScript engine runs WebAssembly GC. */
export function supportsWasmGc(): boolean;

/** How loadShogun and EngineWorker find and choose a build. */
export interface LoadOptions {
  /**
   * "auto" (the default): the WebAssembly GC build, else the JavaScript build, saying why in
   * Shogun.fallbackReason and once on the console. "wasm": that build or a ShogunError (kind
   * "state") naming why it did not load. "js": the JavaScript build.
   */
  backend?: 'auto' | 'wasm' | 'js';
  /**
   * The folder the package's files are served from, relative to the page (in Node, to this
   * module); by default they are found beside this module (where a bundler put them).
   */
  baseUrl?: string | URL;
}

/**
 * Loads the SDK: with "auto" (the default), the WebAssembly GC build where the engine supports it
 * and loads it, otherwise the JavaScript build; or the one asked for. Rejects with a ShogunError of
 * kind "argument" for bad options, and of kind "state" naming the cause when the build asked for
 * does not load (both causes when neither build loads).
 */
export function loadShogun(options?: LoadOptions): Promise<Shogun>;
