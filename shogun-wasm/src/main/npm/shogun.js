// The Shogun SDK in JavaScript: the SDK's Java rules compiled to WebAssembly GC (and to plain
// JavaScript where WebAssembly GC is missing), behind a small API. Values are plain objects in the
// JSON shapes of the SDK's Jackson module; shogun.d.ts documents every function.

import { bundleLocator, compileShogunWasm, instantiateShogunWasm, viteDevFolder, warnOnce } from './shogun-wasm-loader.js';
import {
  ShogunError,
  arity,
  count,
  folder,
  LIMIT_KEYS,
  eloLimit,
  lineCount,
  moveOptions,
  optionalText,
  options,
  pieceText,
  reason,
  refuse,
  requiredCount,
  shown,
  side,
  square,
  standstill,
  text,
  unwrap,
} from './shogun-arguments.js';
import { children, nodePath, recordJson, recordsBuild, resolve } from './shogun-record-paths.js';

export { ShogunError } from './shogun-arguments.js';

const VERSION = '@project.version@';

/** The JavaScript build's speed beside WebAssembly's, as the documentation states it (docs/JAVASCRIPT.md). */
const SLOWDOWN = 'perft about 50 times slower than WebAssembly and a search about 25 times';

/** The initial position's SPN. */
export const INITIAL_POSITION = 'p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w';

// A struct type: valid only where WebAssembly GC is supported.
const GC_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 3, 1, 0x5f, 0]);

/** Whether this JavaScript engine runs WebAssembly GC, which the fast build needs. */
export function supportsWasmGc() {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(GC_PROBE);
  } catch (e) {
    return false;
  }
}

async function loadWasm(base, records) {
  // Each URL is written out relative to this module, so bundlers (Vite, webpack) copy the file
  // into the build and rewrite the URL; baseUrl overrides it. esbuild's entry locates it instead.
  const name = records ? 'shogun-records.wasm' : 'shogun.wasm';
  const url = base ? new URL(name, base) : bundleLocator()?.file(name)
    ?? (records ? new URL('./shogun-records.wasm', import.meta.url) : new URL('./shogun.wasm', import.meta.url));
  return instantiateShogunWasm(await compileShogunWasm(url));
}

async function loadJs(base, records) {
  // An asset URL rather than import('./shogun-fallback.js'): a bundler then copies the file as
  // it is instead of splitting it into a chunk, which Vite cannot do in a worker's bundle.
  const name = records ? 'shogun-records-fallback.js' : 'shogun-fallback.js';
  const url = base ? new URL(name, base) : bundleLocator()?.file(name)
    ?? (records ? new URL('./shogun-records-fallback.js', import.meta.url) : new URL('./shogun-fallback.js', import.meta.url));
  return import(/* webpackIgnore: true */ /* @vite-ignore */ url.href);
}

// One loading per choice of build and folder, shared by every caller: the module is compiled once.
const loadings = new Map();

/**
 * Loads the SDK. Resolves to a Shogun object; the WebAssembly build when the engine supports
 * WebAssembly GC, otherwise (or when asked) the JavaScript build, which gives the same answers
 * more slowly. Its backend says which; its fallbackReason why the WebAssembly build was not used.
 * With {records: true}, the records build of either: the same SDK with record trees, a larger download.
 * Every call with the same options resolves to the same object; a failed loading is tried again.
 */
export function loadShogun(options = {}) {
  try {
    if (options === null || typeof options !== 'object') {
      throw new ShogunError({ kind: 'argument', message: 'options must be an object such as {backend: "wasm"}' });
    }
    const backend = options.backend ?? 'auto';
    if (!['auto', 'wasm', 'js'].includes(backend)) {
      throw new ShogunError({ kind: 'argument', message: `backend must be "auto", "wasm" or "js", not ${JSON.stringify(backend)}` });
    }
    const records = options.records ?? false;
    if (typeof records !== 'boolean') {
      throw new ShogunError({ kind: 'argument', message: `records must be true or false, not ${shown(records)}` });
    }
    const base = options.baseUrl !== undefined && options.baseUrl !== null ? folder(options.baseUrl) : viteDevFolder();
    const key = `${backend} ${records} ${base?.href ?? ''}`;
    let loading = loadings.get(key);
    if (loading === undefined) {
      loading = load(backend, records, base);
      loadings.set(key, loading);
      loading.catch(() => loadings.delete(key));
    }
    return loading;
  } catch (e) {
    return Promise.reject(e);
  }
}

async function load(backend, records, base) {
  if (backend === 'js') {
    return loaded(await loadJsOrExplain(base, records, null), 'js', records, null);
  }
  let wasmFailure;
  if (!supportsWasmGc()) {
    wasmFailure = 'this JavaScript engine does not support WebAssembly GC';
  } else {
    try {
      return loaded(await loadWasm(base, records), 'wasm', records, null);
    } catch (e) {
      wasmFailure = `the WebAssembly build did not load: ${reason(e)}`;
    }
  }
  if (backend === 'wasm') {
    throw new ShogunError({ kind: 'state', message: `${wasmFailure} (the "js" backend gives the same answers more slowly)` });
  }
  const shogun = loaded(await loadJsOrExplain(base, records, wasmFailure), 'js', records, wasmFailure);
  warnOnce(`Shogun SDK: using the JavaScript build (${SLOWDOWN}) because ${wasmFailure}`);
  return shogun;
}

/** The Shogun object of a loaded build, saying why the WebAssembly one was not used (or null). */
function loaded(native, backend, records, fallbackReason) {
  const shogun = new Shogun(native, backend, records);
  shogun.fallbackReason = fallbackReason;
  return shogun;
}

async function loadJsOrExplain(base, records, wasmFailure) {
  try {
    return await loadJs(base, records);
  } catch (e) {
    const jsFailure = `the JavaScript build did not load: ${reason(e)}`;
    throw new ShogunError({ kind: 'state', message: wasmFailure === null ? jsFailure : `${wasmFailure}; ${jsFailure}` });
  }
}

/**
 * Checks a search's arguments as Game.search and EngineWorker.search take them; throws a
 * ShogunError of kind "argument" for anything else.
 */
export function checkSearchArguments(game, limits, onProgress) {
  if (!(game instanceof Game)) {
    throw refuse(`the game to search must be a Game made by the SDK, not ${shown(game)}`);
  }
  const given = options(limits, 'limits', [...LIMIT_KEYS, 'lines', 'elo']);
  if (LIMIT_KEYS.every((key) => given[key] === undefined || given[key] === null)) {
    throw refuse('limits must hold at least one limit, such as {depth: 4} or {timeMs: 500}');
  }
  count(given.depth, 'depth', 1);
  count(given.nodes, 'nodes', 1);
  count(given.timeMs, 'timeMs', 1);
  lineCount(given.lines);
  eloLimit(given.elo);
  if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
    throw refuse(`onProgress must be a function, not ${shown(onProgress)}`);
  }
}

class Shogun {
  constructor(native, backend, records) {
    this._native = native;
    /** Which build answers: "wasm" or "js". */
    this.backend = backend;
    /** Whether the records build answers, which has record trees. */
    this.records = records;
    /** The SDK's version. */
    this.version = VERSION;
  }

  newGame(setup) {
    arity(arguments, 1, 'newGame');
    const given = options(setup, 'setup', ['ruleSet', 'energyModel', 'start']);
    return game(this._native.newGame(optionalText(given.ruleSet, 'ruleSet'), optionalText(given.energyModel, 'energyModel'),
      optionalText(given.start, 'start')), this._native);
  }

  readGame(sgn) {
    arity(arguments, 1, 'readGame');
    return game(this._native.readGame(text(sgn, 'sgn')), this._native);
  }

  perft(depth, opts) {
    arity(arguments, 2, 'perft');
    const given = options(opts, 'the options of perft', ['position', 'energyModel']);
    return unwrap(this._native.perft(given.position === undefined ? INITIAL_POSITION : text(given.position, 'position'),
      requiredCount(depth, 'depth', 0), optionalText(given.energyModel, 'energyModel')));
  }

  divide(depth, opts) {
    arity(arguments, 2, 'divide');
    const given = options(opts, 'the options of divide', ['position', 'energyModel']);
    return unwrap(this._native.divide(given.position === undefined ? INITIAL_POSITION : text(given.position, 'position'),
      requiredCount(depth, 'depth', 1), optionalText(given.energyModel, 'energyModel')));
  }

  validatePosition(spn) {
    arity(arguments, 1, 'validatePosition');
    const answer = this._native.newGame(null, null, text(spn, 'spn')).error();
    return answer === null || answer === undefined ? { ok: true, error: null }
      : { ok: false, error: JSON.parse(answer).error.message };
  }

  readRecord(sgn) {
    arity(arguments, 1, 'readRecord');
    return unwrap(recordsBuild(this._native).readRecord(text(sgn, 'sgn')));
  }

  writeRecord(record) {
    arity(arguments, 1, 'writeRecord');
    return unwrap(recordsBuild(this._native).writeRecord(recordJson(record)));
  }

  recordGame(record, path) {
    arity(arguments, 2, 'recordGame');
    const native = recordsBuild(this._native);
    const at = path === undefined || path === null ? null : JSON.stringify(nodePath(path));
    return game(native.recordGame(recordJson(record), at), native);
  }

  gameFromJSON(json) {
    arity(arguments, 1, 'gameFromJSON');
    const native = recordsBuild(this._native);
    if (typeof json !== 'string' && (json === null || typeof json !== 'object' || Array.isArray(json))) {
      throw refuse(`gameFromJSON takes a game's JSON, an object such as game.toJSON() gives or its text, not ${shown(json)}`);
    }
    return game(native.readGameJson(typeof json === 'string' ? json : JSON.stringify(json)), native);
  }

  recordNode(record, path) {
    arity(arguments, 2, 'recordNode');
    const steps = nodePath(path);
    if (steps.length === 0) {
      throw refuse('the path [] is the start of the game, which is not a ply');
    }
    const { line, index } = resolve(record, steps);
    return line[index];
  }

  recordChildren(record, path) {
    arity(arguments, 2, 'recordChildren');
    const steps = path === undefined || path === null ? [] : nodePath(path);
    const { line, index } = resolve(record, steps);
    return children(line, index);
  }
}

function game(answer, module) {
  const error = answer.error();
  if (error !== null && error !== undefined) {
    unwrap(error);
  }
  return new Game(answer.game(), module);
}

class Game {
  constructor(native, module) {
    this._native = native;
    this._module = module;
  }

  setup() { arity(arguments, 0, 'setup'); return unwrap(this._native.setup()); }
  position() { arity(arguments, 0, 'position'); return unwrap(this._native.position()); }
  sideToMove() { arity(arguments, 0, 'sideToMove'); return unwrap(this._native.sideToMove()); }
  pieces() { arity(arguments, 0, 'pieces'); return unwrap(this._native.pieces()); }
  magnets() { arity(arguments, 0, 'magnets'); return unwrap(this._native.magnets()); }

  moves(opts) {
    arity(arguments, 1, 'moves');
    const given = moveOptions(opts, 'moves');
    if (given.verbose !== undefined && typeof given.verbose !== 'boolean') {
      throw refuse(`verbose must be true or false, not ${shown(given.verbose)}`);
    }
    const moves = unwrap(this._native.moves(optionalText(given.square, 'square')));
    if (!given.verbose) {
      return moves;
    }
    const pieces = this.pieces();
    return moves.map((move) => {
      const from = move.slice(0, 2);
      const to = move.slice(2, 4);
      // The path play takes when none is chosen: the first open one.
      const path = unwrap(this._native.paths(move))[0];
      return { move, from, to, piece: pieces[from], captured: pieces[to] ?? null, path };
    });
  }

  movePaths(opts) {
    arity(arguments, 1, 'movePaths');
    return unwrap(this._native.movePaths(optionalText(moveOptions(opts, 'movePaths').square, 'square')));
  }

  paths(move) {
    arity(arguments, 1, 'paths');
    // A move from a square to itself has no path, as an illegal move has none.
    return standstill(text(move, 'move')) === null ? unwrap(this._native.paths(move)) : [];
  }

  refusal(from, to) {
    arity(arguments, 2, 'refusal');
    return unwrap(this._native.refusal(square(from, 'from'), square(to, 'to')));
  }

  play(move) {
    arity(arguments, 1, 'play');
    let answer;
    const still = typeof move === 'string' ? standstill(move) : null;
    if (still !== null) {
      // Well-formed text that the rules refuse, as they refuse the same two squares given apart.
      answer = unwrap(this._native.playSquares(still, still, null, 0));
    } else if (typeof move === 'string') {
      answer = unwrap(this._native.play(move));
    } else if (move !== null && typeof move === 'object' && !Array.isArray(move)) {
      const given = options(move, 'the move', ['from', 'to', 'shape', 'landingEnergy']);
      answer = unwrap(this._native.playSquares(square(given.from, 'from'), square(given.to, 'to'),
        optionalText(given.shape, 'shape'), count(given.landingEnergy, 'landingEnergy', 1)));
    } else {
      throw refuse(`play takes a move such as "d1d3" or {from: "d1", to: "d3"}, not ${shown(move)}`);
    }
    return answer.ply ? { ok: true, ply: answer.ply } : { ok: false, refusal: answer.refusal };
  }

  undo() { arity(arguments, 0, 'undo'); return this.canUndo() ? unwrap(this._native.undo()) : null; }
  redo() { arity(arguments, 0, 'redo'); return this.canRedo() ? unwrap(this._native.redo()) : null; }
  canUndo() { arity(arguments, 0, 'canUndo'); return this._native.canUndo(); }
  canRedo() { arity(arguments, 0, 'canRedo'); return this._native.canRedo(); }
  history() { arity(arguments, 0, 'history'); return unwrap(this._native.history()); }
  lastPly() { arity(arguments, 0, 'lastPly'); return unwrap(this._native.lastPly()); }
  outcome() { arity(arguments, 0, 'outcome'); return unwrap(this._native.outcome()); }
  isOver() { arity(arguments, 0, 'isOver'); return this.outcome().over; }
  inCheck() { arity(arguments, 0, 'inCheck'); return this._native.inCheck(); }
  reach(sq) { arity(arguments, 1, 'reach'); return unwrap(this._native.reach(square(sq, 'square'))); }

  attackers(sq, colour) {
    arity(arguments, 2, 'attackers');
    if (colour === undefined) {
      return unwrap(this._native.attackers(square(sq, 'square')));
    }
    return unwrap(this._native.attackersBy(square(sq, 'square'), side(colour, 'colour')));
  }

  isAttacked(sq, colour) {
    arity(arguments, 2, 'isAttacked');
    return unwrap(this._native.attackersBy(square(sq, 'square'), side(colour, 'colour'))).length > 0;
  }

  defenders(sq) { arity(arguments, 1, 'defenders'); return unwrap(this._native.defenders(square(sq, 'square'))); }

  resign(colour) {
    arity(arguments, 1, 'resign');
    return unwrap(this._native.resign(colour === undefined || colour === null ? null : side(colour, 'side')));
  }

  agreeDraw() { arity(arguments, 0, 'agreeDraw'); return unwrap(this._native.agreeDraw()); }
  movetext() { arity(arguments, 0, 'movetext'); return unwrap(this._native.record().movetext()); }
  sgn() { arity(arguments, 0, 'sgn'); return unwrap(this._native.record().sgn()); }
  tags() { arity(arguments, 0, 'tags'); return unwrap(this._native.record().tags()); }

  setTag(name, value) {
    arity(arguments, 2, 'setTag');
    unwrap(this._native.record().setTag(text(name, 'name'), text(value, 'value')));
  }

  copy() { arity(arguments, 0, 'copy'); return new Game(this._native.copy(), this._module); }

  board() {
    arity(arguments, 0, 'board');
    const pieces = this.pieces();
    const rows = [];
    for (let rank = 8; rank >= 1; rank--) {
      const row = [];
      for (const file of 'abcdefgh') {
        const square = `${file}${rank}`;
        const piece = pieces[square];
        row.push(piece === undefined ? null : {
          square,
          kind: piece[0] === 'K' || piece[0] === 'k' ? 'king' : 'pawn',
          colour: piece[0] === 'K' || piece[0] === 'P' ? 'white' : 'red',
          energy: Number(piece.slice(1)),
        });
      }
      rows.push(row);
    }
    return rows;
  }

  ascii() {
    arity(arguments, 0, 'ascii');
    const files = '     a   b   c   d   e   f   g   h';
    const lines = [files];
    for (const [row, cells] of this.board().entries()) {
      const rank = 8 - row;
      const drawn = cells.map((cell) => {
        if (cell === null) return '.   ';
        const letter = cell.kind === 'king' ? 'K' : 'P';
        return `${cell.colour === 'white' ? letter : letter.toLowerCase()}${cell.energy}  `;
      });
      lines.push(` ${rank}   ${drawn.join('')} ${rank}`);
    }
    lines.push(files);
    return `${lines.join('\n')}\n`;
  }

  load(spn) {
    arity(arguments, 1, 'load');
    unwrap(this._native.load(spn === undefined || spn === null ? null : text(spn, 'spn')));
  }
  put(piece, sq) { arity(arguments, 2, 'put'); unwrap(this._native.put(square(sq, 'square'), pieceText(piece))); }
  remove(sq) { arity(arguments, 1, 'remove'); return unwrap(this._native.remove(square(sq, 'square'))); }
  clear() {
    arity(arguments, 0, 'clear');
    this.load(`8/8/8/8/8/8/8/8 ${this.sideToMove() === 'white' ? 'w' : 'r'}`);
  }

  getComment(ply) {
    arity(arguments, 1, 'getComment');
    return unwrap(this._native.record().comment(this._ply(ply)));
  }

  setComment(comment, ply) {
    arity(arguments, 2, 'setComment');
    unwrap(this._native.record().setComment(this._ply(ply), text(comment, 'comment')));
  }

  removeComment(ply) {
    arity(arguments, 1, 'removeComment');
    const at = this._ply(ply);
    const removed = unwrap(this._native.record().comment(at));
    if (removed !== null) {
      unwrap(this._native.record().setComment(at, ''));
    }
    return removed;
  }

  getComments() { arity(arguments, 0, 'getComments'); return unwrap(this._native.record().comments()); }

  removeComments() {
    arity(arguments, 0, 'removeComments');
    const removed = this.getComments();
    for (const { ply } of removed) {
      unwrap(this._native.record().setComment(ply, ''));
    }
    return removed;
  }

  /**
   * The game in the JSON shape of Game, so that JSON.stringify(game) writes it; the records build
   * reads it back (Shogun.gameFromJSON) to an equal game. JSON.stringify passes a key: it is ignored.
   */
  toJSON(key) {
    arity(arguments, 1, 'toJSON');
    return unwrap(recordsBuild(this._module).writeGame(unwrap(this._native.record().sgn())));
  }

  record() {
    arity(arguments, 0, 'record');
    // The game's own record read back as a tree: the SDK reads every record it writes to an equal game.
    return unwrap(recordsBuild(this._module).readRecord(unwrap(this._native.record().sgn())));
  }

  /** A comment's place: the plies before it, by default all those played. */
  _ply(ply) {
    if (ply === undefined || ply === null) {
      return this.history().length;
    }
    return requiredCount(ply, 'ply', 0);
  }

  search(limits, onProgress) {
    arity(arguments, 2, 'search');
    checkSearchArguments(this, limits, onProgress);
    // The search goes on past a listener that throws; the listener's error is then thrown at its end.
    let listenerError = null;
    const callback = onProgress ? (json) => {
      if (listenerError === null) {
        try {
          onProgress(JSON.parse(json));
        } catch (e) {
          listenerError = e;
        }
      }
    } : null;
    const result = unwrap(this._native.search(count(limits.depth, 'depth', 1), count(limits.nodes, 'nodes', 1),
      count(limits.timeMs, 'timeMs', 1), lineCount(limits.lines), eloLimit(limits.elo), callback));
    if (listenerError !== null) {
      throw listenerError;
    }
    return result;
  }
}
