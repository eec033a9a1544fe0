// The Shogun SDK in JavaScript: the SDK's Java rules compiled to WebAssembly GC (and to plain
// JavaScript where WebAssembly GC is missing), behind a small API. Values are plain objects in the
// JSON shapes of the SDK's Jackson module; shogun.d.ts documents every function.

import { compileShogunWasm, instantiateShogunWasm, viteDevFolder } from './shogun-wasm-loader.js';

const VERSION = '@project.version@';

/** The initial position's SPN. */
export const INITIAL_POSITION = 'p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w';

/** An input the SDK refused: a bad notation, record, argument, or a call the game's state does not allow. */
export class ShogunError extends Error {
  constructor(error) {
    super(error.message);
    this.name = 'ShogunError';
    this.kind = error.kind;
    if (error.index !== undefined) this.index = error.index;
    if (error.line !== undefined) this.line = error.line;
    if (error.column !== undefined) this.column = error.column;
    if (error.refusal !== undefined) this.refusal = error.refusal;
  }
}

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

async function loadWasm(base) {
  // Each URL is written out relative to this module, so bundlers (Vite, webpack) copy the file
  // into the build and rewrite the URL; baseUrl overrides it.
  const url = base ? new URL('shogun.wasm', base) : new URL('./shogun.wasm', import.meta.url);
  return instantiateShogunWasm(await compileShogunWasm(url));
}

async function loadJs(base) {
  // An asset URL rather than import('./shogun-fallback.js'): a bundler then copies the file as
  // it is instead of splitting it into a chunk, which Vite cannot do in a worker's bundle.
  const url = base ? new URL('shogun-fallback.js', base) : new URL('./shogun-fallback.js', import.meta.url);
  return import(/* webpackIgnore: true */ /* @vite-ignore */ url.href);
}

/** The reason an error gives, on one line. */
function reason(e) {
  const message = e instanceof Error ? `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}` : String(e);
  return message.replace(/\s+/g, ' ').trim() || 'an unknown error';
}

let warned = false;

/**
 * Loads the SDK. Resolves to a Shogun object; the WebAssembly build when the engine supports
 * WebAssembly GC, otherwise (or when asked) the JavaScript build, which gives the same answers
 * more slowly. Its backend says which; its fallbackReason why the WebAssembly build was not used.
 */
export async function loadShogun(options = {}) {
  if (options === null || typeof options !== 'object') {
    throw new ShogunError({ kind: 'argument', message: 'options must be an object such as {backend: "wasm"}' });
  }
  const backend = options.backend ?? 'auto';
  if (!['auto', 'wasm', 'js'].includes(backend)) {
    throw new ShogunError({ kind: 'argument', message: `backend must be "auto", "wasm" or "js", not ${JSON.stringify(backend)}` });
  }
  const base = options.baseUrl !== undefined && options.baseUrl !== null ? folder(options.baseUrl) : viteDevFolder();
  if (backend === 'js') {
    return loaded(await loadJsOrExplain(base, null), 'js', null);
  }
  let wasmFailure;
  if (!supportsWasmGc()) {
    wasmFailure = 'this JavaScript engine does not support WebAssembly GC';
  } else {
    try {
      return loaded(await loadWasm(base), 'wasm', null);
    } catch (e) {
      wasmFailure = `the WebAssembly build did not load: ${reason(e)}`;
    }
  }
  if (backend === 'wasm') {
    throw new ShogunError({ kind: 'state', message: `${wasmFailure} (the "js" backend gives the same answers more slowly)` });
  }
  const shogun = loaded(await loadJsOrExplain(base, wasmFailure), 'js', wasmFailure);
  if (!warned) {
    warned = true;
    console.warn(`Shogun SDK: using the JavaScript build, 10 to 100 times slower, because ${wasmFailure}`);
  }
  return shogun;
}

/** The Shogun object of a loaded build, saying why the WebAssembly one was not used (or null). */
function loaded(native, backend, fallbackReason) {
  const shogun = new Shogun(native, backend);
  shogun.fallbackReason = fallbackReason;
  return shogun;
}

async function loadJsOrExplain(base, wasmFailure) {
  try {
    return await loadJs(base);
  } catch (e) {
    const jsFailure = `the JavaScript build did not load: ${reason(e)}`;
    throw new ShogunError({ kind: 'state', message: wasmFailure === null ? jsFailure : `${wasmFailure}; ${jsFailure}` });
  }
}

/** A folder's URL with its final slash, so that files resolve inside it. */
function folder(url) {
  if (typeof url !== 'string' && !(url instanceof URL)) {
    throw new ShogunError({ kind: 'argument', message: 'baseUrl must be a string or a URL' });
  }
  let resolved;
  try {
    resolved = new URL(url, globalThis.location?.href ?? import.meta.url);
  } catch (e) {
    throw new ShogunError({ kind: 'argument', message: `baseUrl is not a URL: ${JSON.stringify(String(url).slice(0, 100))}` });
  }
  if (!resolved.pathname.endsWith('/')) {
    resolved.pathname += '/';
  }
  return resolved;
}

/** Unwraps the SDK's answer: its value, or a ShogunError. */
function unwrap(json) {
  const answer = JSON.parse(json);
  if (answer.error) {
    throw new ShogunError(answer.error);
  }
  return answer.value;
}

function text(value, name) {
  if (typeof value !== 'string') {
    throw new ShogunError({ kind: 'argument', message: `${name} must be a string, not ${value === null ? 'null' : typeof value}` });
  }
  return value;
}

function optionalText(value, name) {
  return value === undefined || value === null ? null : text(value, name);
}

function count(value, name, min) {
  if (value === undefined || value === null) {
    return 0;
  }
  if (!Number.isSafeInteger(value) || value < min) {
    throw new ShogunError({ kind: 'argument', message: `${name} must be a whole number of at least ${min}, not ${String(value)}` });
  }
  return value;
}

class Shogun {
  constructor(native, backend) {
    this._native = native;
    /** Which build answers: "wasm" or "js". */
    this.backend = backend;
    /** The SDK's version. */
    this.version = VERSION;
  }

  newGame(setup = {}) {
    if (setup === null || typeof setup !== 'object') {
      throw new ShogunError({ kind: 'argument', message: 'setup must be an object such as {rules: "standard", energy: "magnetic"}' });
    }
    const known = ['rules', 'energy', 'start'];
    for (const key of Object.keys(setup)) {
      if (!known.includes(key)) {
        throw new ShogunError({ kind: 'argument', message: `unknown setup key ${JSON.stringify(key)}; the keys are rules, energy and start` });
      }
    }
    return game(this._native.newGame(optionalText(setup.rules, 'rules'), optionalText(setup.energy, 'energy'),
      optionalText(setup.start, 'start')));
  }

  readGame(sgn) {
    return game(this._native.readGame(text(sgn, 'sgn')));
  }

  perft(depth, options = {}) {
    return unwrap(this._native.perft(options.position === undefined ? INITIAL_POSITION : text(options.position, 'position'),
      count(depth, 'depth', 0), optionalText(options.energy, 'energy')));
  }

  divide(depth, options = {}) {
    return unwrap(this._native.divide(options.position === undefined ? INITIAL_POSITION : text(options.position, 'position'),
      count(depth, 'depth', 1), optionalText(options.energy, 'energy')));
  }
}

function game(answer) {
  const error = answer.error();
  if (error !== null && error !== undefined) {
    unwrap(error);
  }
  return new Game(answer.game());
}

function square(value, name) {
  return text(value, name);
}

class Game {
  constructor(native) {
    this._native = native;
  }

  setup() { return unwrap(this._native.setup()); }
  position() { return unwrap(this._native.position()); }
  sideToMove() { return unwrap(this._native.sideToMove()); }
  pieces() { return unwrap(this._native.pieces()); }
  magnets() { return unwrap(this._native.magnets()); }

  moves(options = {}) {
    return unwrap(this._native.moves(optionalText(options.square, 'square')));
  }

  movePaths(options = {}) {
    return unwrap(this._native.movePaths(optionalText(options.square, 'square')));
  }

  paths(move) { return unwrap(this._native.paths(text(move, 'move'))); }

  refusal(from, to) {
    return unwrap(this._native.refusal(square(from, 'from'), square(to, 'to')));
  }

  play(move) {
    let answer;
    if (typeof move === 'string') {
      answer = unwrap(this._native.play(move));
    } else if (move !== null && typeof move === 'object') {
      answer = unwrap(this._native.playSquares(square(move.from, 'from'), square(move.to, 'to'),
        optionalText(move.shape, 'shape'), count(move.energy, 'energy', 1)));
    } else {
      throw new ShogunError({ kind: 'argument', message: 'play takes a move such as "d1d3" or {from: "d1", to: "d3"}' });
    }
    return answer.ply ? { ok: true, ply: answer.ply } : { ok: false, refusal: answer.refusal };
  }

  undo() { return this.canUndo() ? unwrap(this._native.undo()) : null; }
  redo() { return this.canRedo() ? unwrap(this._native.redo()) : null; }
  canUndo() { return this._native.canUndo(); }
  canRedo() { return this._native.canRedo(); }
  history() { return unwrap(this._native.history()); }
  lastPly() { return unwrap(this._native.lastPly()); }
  outcome() { return unwrap(this._native.outcome()); }
  isOver() { return this.outcome().over; }
  inCheck() { return this._native.inCheck(); }
  reach(sq) { return unwrap(this._native.reach(square(sq, 'square'))); }
  attackers(sq) { return unwrap(this._native.attackers(square(sq, 'square'))); }
  defenders(sq) { return unwrap(this._native.defenders(square(sq, 'square'))); }
  resign(side) { return unwrap(this._native.resign(optionalText(side, 'side'))); }
  agreeDraw() { return unwrap(this._native.agreeDraw()); }
  movetext() { return unwrap(this._native.movetext()); }
  sgn() { return unwrap(this._native.sgn()); }
  tags() { return unwrap(this._native.tags()); }
  setTag(name, value) { unwrap(this._native.setTag(text(name, 'name'), text(value, 'value'))); }
  copy() { return new Game(this._native.copy()); }

  search(limits = {}, onProgress) {
    if (limits === null || typeof limits !== 'object') {
      throw new ShogunError({ kind: 'argument', message: 'limits must be an object such as {depth: 4} or {timeMs: 500}' });
    }
    if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
      throw new ShogunError({ kind: 'argument', message: 'onProgress must be a function' });
    }
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
      count(limits.timeMs, 'timeMs', 1), callback));
    if (listenerError !== null) {
      throw listenerError;
    }
    return result;
  }
}
