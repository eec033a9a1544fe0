// TypeScript declarations of the Shogun SDK's JavaScript API. The values are the JSON shapes of the
// SDK's Jackson module (docs/JSON.md in the SDK's repository): squares and moves as text ("d3",
// "d1d3"), positions as SPN, rule sets and energy models as their text.

/** A file letter. */
export type File = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';
/** A rank digit. */
export type Rank = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
/** A square's name, file a-h and rank 1-8 in lower case: "d3". */
export type Square = `${File}${Rank}`;
/** A move in canonical notation, from-square then to-square: "d1d3". */
export type Move = `${Square}${Square}`;
/**
 * A move as text, as play reads it: the canonical form, "d1-d3", "d1xd3", letters in any case,
 * and the record form a ply's notation writes, "d4xb6:2+" (landing energy after ":", then "+" for
 * check or "#" for checkmate). The marks are checked against the move.
 */
export type MoveText = string;
/** A position in SPN, such as INITIAL_POSITION. */
export type Spn = string;
/** A piece: K/P for a White king/pawn, k/p for Red, then its energy (a king 1-2, a pawn 1-4): "P4", "k1". */
export type Piece = `${'K' | 'k'}${1 | 2}` | `${'P' | 'p'}${1 | 2 | 3 | 4}`;
/** A piece's kind. */
export type PieceKind = 'king' | 'pawn';
/** A side. */
export type Colour = 'white' | 'red';
/** A path's shape: one direction, or a direction then a perpendicular one (U, D, L, R, then e.g. UL = up then left). */
export type Shape = 'U' | 'D' | 'L' | 'R' | 'UL' | 'UR' | 'DL' | 'DR' | 'LU' | 'LD' | 'RU' | 'RD';

/**
 * The SPN of the initial position (White's king on d1, Red's on e8) with the standard magnets'
 * energies. game.load(INITIAL_POSITION) starts any game from its own initial position.
 */
export const INITIAL_POSITION: Spn;

/** Rules, energy model and start of a game. */
export interface GameSetup {
  /** A rule set's text: "standard" (the default), "coursework", "koth", with options such as "standard quiet-plies=0". */
  ruleSet: string;
  /**
   * An energy model's text: "fixed", "magnetic" (the default), "magnetic 90" (the layout turned 0,
   * 90, 180 or 270 degrees), "magnetic <layout>" or "magnetic <layout> 270" with a layout of 64
   * digits 1-4 (rank 8 first; the ranks may be separated by "/"), or "random 42" (a whole number
   * seed). A colon may stand for the space ("magnetic:90"); the name may be in any letter case. A
   * layout alone, without "magnetic", is refused.
   */
  energyModel: string;
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
  landingEnergy: number;
  /** Whether the move gives check. */
  check: boolean;
  /** Whether the move gives checkmate. */
  checkmate: boolean;
  /** The move as a record writes it, such as "d4xb6:2+"; play reads it back. */
  notation: MoveText;
  before: Spn;
  after: Spn;
}

/**
 * The refusal reasons; a later version may add more. "wrong-landing-energy" and "wrong-mark" refuse
 * a move given as text whose energy, capture, check or checkmate mark is not true of it.
 */
export type RefusalReason = 'no-piece' | 'not-your-piece' | 'no-movement' | 'wrong-distance'
  | 'own-piece-on-destination' | 'blocked' | 'leaves-king-in-check' | 'king-to-attacked-square'
  | 'king-captures-defended-piece' | 'game-over' | 'game-too-long' | 'wrong-landing-energy' | 'wrong-mark';

/** Why a side won. */
export type WinReason = 'king-captured' | 'bare-king' | 'hill' | 'checkmate' | 'trapped' | 'resignation';
/** Why a game was drawn. */
export type DrawReason = 'repetition' | 'quiet-plies' | 'agreement';

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
  /** Why it ended, or null while it goes on. */
  reason: WinReason | DrawReason | null;
  /** "Game in progress", "White wins by checkmate", … */
  text: string;
}

/** The engine's evaluation, from the side to move's view: exactly one key. */
export type Score = { centipawns: number } | { winIn: number } | { lossIn: number };

/** One of a search's best lines (limits.lines above 1). */
export interface SearchLine {
  /** 1 for the best line, 2 for the next, … */
  rank: number;
  score: Score;
  /** The line's moves, the principal variation: the one it recommends first (the engine protocol's "pv"). */
  principalVariation: Move[];
}

/** The engine's report after a completed depth. */
export interface SearchProgress {
  depth: number;
  score: Score;
  /** The best line's moves, the principal variation. */
  principalVariation: Move[];
  nodes: number;
  nodesPerSecond: number;
  /** The time spent so far, in whole milliseconds. */
  elapsedMs: number;
  /**
   * The best lines, best first, each starting with a different move; present only when there are
   * two or more (limits.lines above 1). The first is score and principalVariation.
   */
  lines?: SearchLine[];
}

/** What a search found. */
export interface SearchResult {
  /** The move to play, or null when the game is over. */
  bestMove: Move | null;
  score: Score;
  /** The best line's moves, the principal variation; empty when the game is over. */
  principalVariation: Move[];
  depth: number;
  nodes: number;
  /** The time spent, in whole milliseconds. */
  elapsedMs: number;
  stopReason: 'depth' | 'nodes' | 'time' | 'stopped' | 'game-over';
  /**
   * The best lines, best first, each starting with a different move; present only when there are
   * two or more (limits.lines above 1, and as many legal moves). The first is score and principalVariation.
   */
  lines?: SearchLine[];
}

/** The limits of a search, whole numbers of at least 1. */
interface SearchLimitFields {
  /** The deepest iteration, 1 to 64. */
  depth?: number;
  /** The most nodes to search. */
  nodes?: number;
  /** The longest time, in milliseconds. */
  timeMs?: number;
  /** How many best lines to find, 1 (the default) to 16; not a limit. */
  lines?: number;
  /**
   * A strength limit for people, in Elo: 600 (a beginner) to 2600 (full strength, the default).
   * The engine then searches shallower, chooses among nearly-best moves at random and now and then
   * errs; the result has one line, the move it plays. Not a limit.
   */
  elo?: number;
}

/** The limits of a search: at least one is required, so that every search ends. */
export type SearchLimits = (SearchLimitFields & { depth: number }) | (SearchLimitFields & { nodes: number })
  | (SearchLimitFields & { timeMs: number });

/** A move to play: a text such as "d1d3" or "d4xb6:2+", or two squares with an optional path shape or (random energies) landing energy. */
export type MoveInput = MoveText | { from: Square; to: Square; shape?: Shape | null; landingEnergy?: number | null };

/** A legal move with what it does (moves with verbose: true). */
export interface VerboseMove {
  move: Move;
  from: Square;
  to: Square;
  /** The moving piece. */
  piece: Piece;
  /** The piece on the destination, which the move captures, or null. */
  captured: Piece | null;
  /** The path play takes when no path is chosen: the first open one in shape order. */
  path: MovePath;
}

/** A piece on the board, as board() gives it. */
export interface BoardCell {
  square: Square;
  kind: PieceKind;
  colour: Colour;
  energy: number;
}

/** A piece as put takes it: its text, or its parts. */
export type PieceInput = Piece | { kind: PieceKind; colour: Colour; energy: number };

/** A comment and its place: the number of plies before it (0: the comment that opens the game). */
export interface PlyComment {
  ply: number;
  comment: string;
  /** The position there: after those plies (for 0, the start). */
  position: Spn;
}

/** A numeric annotation glyph, 1 to 255: 1 "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!". */
export type Glyph = number;

/** The declared result of a record's main line. */
export type RecordResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/** One ply of a record tree, as readRecord gives it. */
export interface RecordNode {
  move: Move;
  /** The path's shape. */
  shape: Shape;
  /** The mover's energy after landing, 1 to 4. */
  landingEnergy: number;
  /** Present when the ply has glyphs: ascending, without repeats. */
  glyphs?: Glyph[];
  /** Present when the ply has a comment. */
  comment?: string;
  /**
   * Present when the ply has alternatives: each a line played from the position before it, in
   * the record's order. The main line goes on with the next node of the array this one is in.
   */
  variations?: RecordNode[][];
}

/** A game record as a tree, as readRecord gives it: plain data in the JSON shape of the SDK's Jackson module. */
export interface GameRecord {
  setup: GameSetup;
  /** The tags other than Rules, Energy, Position and Result, in the record's order: a tag not given has no key. */
  tags: Partial<Record<string, string>>;
  /** The comment before the first ply, or null. */
  comment: string | null;
  /** The main line: the plies the record gives first at every turn. */
  mainline: RecordNode[];
  result: RecordResult;
}

/** One ply of a record tree as writeRecord takes it: a straight move's shape may be left out. */
export interface RecordNodeInput {
  move: Move;
  shape?: Shape | null;
  landingEnergy: number;
  glyphs?: Glyph[] | null;
  comment?: string | null;
  variations?: RecordNodeInput[][] | null;
}

/** A game as JSON (docs/JSON.md, "Games"): the record is the game; the other keys are what it determines. */
export interface GameJson {
  record: GameRecord;
  /** The start position (SPN). */
  start: string;
  /** The plies played, as game.history() gives them. */
  history: Ply[];
  /** The position now (SPN). */
  position: string;
  sideToMove: Colour;
  inCheck: boolean;
  outcome: Outcome;
}

/** A record tree as writeRecord and recordGame take it: a missing key takes the empty record's value. */
export interface GameRecordInput {
  setup?: Partial<GameSetup> | null;
  tags?: Partial<Record<string, string>> | null;
  comment?: string | null;
  mainline?: RecordNodeInput[] | null;
  result?: RecordResult | null;
}

/**
 * The address of a node in a record tree: the child index chosen at each ply from the start, 0
 * for the main continuation and 1, 2, … for the variations. [] is the start of the game;
 * [0, 0, 1] the first alternative to the main line's third ply.
 */
export type NodePath = number[];

/** What validatePosition says of a text. */
export type Validation = { ok: true; error: null } | { ok: false; error: string };

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
  /**
   * The pieces by square, in square order (a1, a2, …, h8): an empty square has no key, so
   * pieces()['d4'] is undefined there (TypeScript says Piece | undefined).
   */
  pieces(): Partial<Record<Square, Piece>>;
  /** The magnet under each square (all 64 keys), or null when the energy model has no magnets. */
  magnets(): Record<Square, number> | null;
  /**
   * The legal moves, sorted: all of them, or those of the piece on one square. None once the game
   * is over. With verbose: true, each with its piece, capture and path. A string is refused: write
   * moves({square: "d1"}).
   */
  moves(options?: { square?: Square | null; verbose?: false }): Move[];
  moves(options: { square?: Square | null; verbose: true }): VerboseMove[];
  /** The open paths of the legal moves, each move's paths together: for highlighting and animation. */
  movePaths(options?: { square?: Square | null }): MovePath[];
  /** The open paths of one move; none when it is not legal. */
  paths(move: Move): MovePath[];
  /** Why the piece on "from" cannot move to "to", or null when it can. */
  refusal(from: Square, to: Square): Refusal | null;
  /**
   * Plays a move; a move the rules refuse changes nothing. A text's marks are checked: a wrong
   * landing energy or a false capture, check or checkmate mark is refused ("wrong-landing-energy",
   * "wrong-mark"). Text and squares answer alike: "d1d1" and {from: "d1", to: "d1"} are both the
   * refusal "no-movement". Throws ShogunError only for malformed input ("d9", "d1z9"), text or
   * squares alike, of kind "notation".
   */
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
  /**
   * Without colour, the enemy pieces that attack the piece on a square (none for an empty square);
   * with colour, the pieces of that side that attack the square, whatever stands on it.
   */
  attackers(square: Square, colour?: Colour): Square[];
  /** Whether a piece of a side attacks a square, empty or not: it could land there were an enemy piece on it. */
  isAttacked(square: Square, colour: Colour): boolean;
  /** The pieces that could recapture on a square if its piece were taken. */
  defenders(square: Square): Square[];
  /** A side resigns (default: the side to move); the other wins. */
  resign(side?: Colour): Outcome;
  agreeDraw(): Outcome;
  /** The moves as a record writes them, numbered and with their marks, without a result: "1. d1d3:1 e8e7:2". */
  movetext(): string;
  /** The game record (SGN); Shogun.readGame reads it back to an equal game. */
  sgn(): string;
  /** The tags a record writes other than Rules, Energy, Position and Result: a tag not set has no key. */
  tags(): Partial<Record<string, string>>;
  /** Sets a tag (1 to 64 letters, digits and "_"; a value of one line); an empty value removes the tag. */
  setTag(name: string, value: string): void;
  /**
   * The comment after a number of plies (0: the one that opens the game; by default, after the
   * last ply played), or null. Comments are written into the record in braces after their ply.
   */
  getComment(ply?: number): string | null;
  /**
   * Sets the comment after a number of plies (by default after the last ply played), replacing
   * any; whitespace runs become one space; an empty text removes it; a "}" is refused.
   */
  setComment(comment: string, ply?: number): void;
  /** Removes the comment after a number of plies (by default after the last ply played); the comment removed, or null. */
  removeComment(ply?: number): string | null;
  /** Every comment in ply order. */
  getComments(): PlyComment[];
  /** Removes every comment, the one that opens the game included; those removed, in ply order. */
  removeComments(): PlyComment[];
  /**
   * The game as a record tree: setup, tags, plies with their comments, and result (no glyphs or
   * variations). 
   * Needs the records build (loadShogun({records: true})); the default build throws a ShogunError of kind "state" saying so.
   */
  record(): GameRecord;
  /**
   * The game in the JSON shape of Game (docs/JSON.md, "Games"): what JSON.stringify(game) writes,
   * and what Shogun.gameFromJSON reads back to an equal game. Needs the records build.
   */
  toJSON(key?: string): GameJson;
  /** The board as 8 rows, rank 8 first (board()[0][0] is a8, board()[7][7] is h1), each from file a to h. */
  board(): (BoardCell | null)[][];
  /** The board as text: files a-h above and below, ranks 8 to 1, pieces as "P4" or "k1", "." for empty. */
  ascii(): string;
  /**
   * Starts the game again from a position: the rules, energy model and tags are kept; the moves,
   * what undo and redo would do, the comments and a resignation or agreed draw are forgotten.
   * INITIAL_POSITION, or no position, starts it from its energy model's initial position, as a new
   * game with the same setup starts (turned or custom magnets and random energies give other
   * energies than that text's), and setup().start is then null. A refused position throws a
   * ShogunError and leaves the game as it was.
   */
  load(spn?: Spn | null): void;
  /** Puts a piece on a square (replacing what stood there), then starts again from there as load does. */
  put(piece: PieceInput, square: Square): void;
  /** Empties a square and starts again from there as load does; the piece removed, or null (nothing changes) for an empty square. */
  remove(square: Square): Piece | null;
  /** Empties the board (the side to move kept) and starts again from there as load does. */
  clear(): void;
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
  /** Whether the records build answers (loadShogun({records: true})), which alone has readRecord, writeRecord, recordGame and Game.record. */
  readonly records: boolean;
  readonly version: string;
  /** Starts a game; every key is optional. */
  newGame(setup?: Partial<GameSetup>): Game;
  /** Reads a game record (SGN) and replays it; a bad record throws a ShogunError of kind "record". */
  readGame(sgn: string): Game;
  /** Counts the leaves of the legal-move tree (perft), by default of the initial position with fixed energies. */
  perft(depth: number, options?: { position?: Spn; energyModel?: string }): number;
  /** Counts the leaves below each root move: a key per legal move, none for the others (divide(1)['d1d4'] is undefined). */
  divide(depth: number, options?: { position?: Spn; energyModel?: string }): Partial<Record<Move, number>>;
  /** Checks a position's text: {ok: true, error: null}, or {ok: false, error} with the one-line reason. */
  validatePosition(spn: string): Validation;
  /**
   * Reads a game record (SGN) as a tree, with comments, glyphs and variations, replaying every
   * line; a bad record throws a ShogunError of kind "record" naming its line and column.
   * Needs the records build (loadShogun({records: true})); the default build throws a ShogunError
   * of kind "state" saying so.
   */
  readRecord(sgn: string): GameRecord;
  /**
   * Writes a record tree as SGN, which readRecord reads back to an equal tree. A malformed tree
   * throws a ShogunError of kind "argument" naming where ("mainline[3].glyphs[0]: …"); a ply that
   * cannot be played where it stands, one of kind "illegal-move". Needs the records build.
   */
  writeRecord(record: GameRecordInput): string;
  /**
   * A game replayed along the line to a node (by default the end of the main line, with the
   * record's result): its setup, tags, and the comments of the line's plies. Needs the records build.
   */
  recordGame(record: GameRecordInput, path?: NodePath): Game;
  /**
   * A new game from the JSON shape of Game (an object, or its JSON text): its record replayed,
   * undo back to its start; the other keys, when present, must agree with the record, and unknown
   * keys are refused (a ShogunError of kind "argument" naming where). Needs the records build.
   */
  gameFromJSON(json: GameJson | string): Game;
  /** The node a path leads to; a path that is empty or leads nowhere throws a ShogunError of kind "argument". */
  recordNode(record: GameRecord, path: NodePath): RecordNode;
  /** The plies that may follow a node (by default the start): its main continuation first, then the variations' first plies. */
  recordChildren(record: GameRecord, path?: NodePath): RecordNode[];
}

/**
 * Checks the arguments of a search as Game.search and EngineWorker.search take them, throwing a
 * ShogunError of kind "argument" for a game not made by the SDK, limits without a limit or with an
 * unknown key or a value that is not a whole number of at least 1 (lines: 1 to 16), or an onProgress that is not a
 * function.
 */
export function checkSearchArguments(game: Game, limits: SearchLimits, onProgress?: ((progress: SearchProgress) => void) | null): void;

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
  /**
   * true: the records build, the same SDK with record trees (readRecord, writeRecord, recordGame,
   * Game.record), a download about a quarter larger. false (the default): the smaller build without them.
   */
  records?: boolean;
}

/**
 * Loads the SDK: with "auto" (the default), the WebAssembly GC build where the engine supports it
 * and loads it, otherwise the JavaScript build; or the one asked for. Rejects with a ShogunError of
 * kind "argument" for bad options, and of kind "state" naming the cause when the build asked for
 * does not load (both causes when neither build loads).
 */
export function loadShogun(options?: LoadOptions): Promise<Shogun>;
