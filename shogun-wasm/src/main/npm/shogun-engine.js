// The engine in a worker: a module Web Worker in browsers, a worker_threads worker in Node. The
// search runs off the calling thread, so a page stays responsive, and stop() answers at once with
// the best move found so far.

import { ShogunError, checkSearchArguments } from './shogun.js';
import { folder } from './shogun-arguments.js';
import { bundleLocator, viteDevFolder } from './shogun-wasm-loader.js';

/**
 * Starts the worker. The URL is written out in the form bundlers recognise (Vite and webpack
 * build the worker as an entry of its own); baseUrl overrides it; esbuild's entry starts its own.
 */
function startWorker(base) {
  if (typeof Worker === 'function') {
    if (base === null && bundleLocator() !== null) {
      return bundleLocator().startWorker();
    }
    return base !== null
      ? new Worker(new URL('shogun-worker.js', base), { type: 'module' })
      : new Worker(new URL('./shogun-worker.js', import.meta.url), { type: 'module' });
  }
  const threads = globalThis.process?.getBuiltinModule?.('worker_threads');
  if (!threads) {
    throw new ShogunError({ kind: 'state',
      message: 'EngineWorker needs Web Workers (a browser) or worker_threads (Node 22.3 or newer); neither is here' });
  }
  return nodeWorker(new threads.Worker(new URL('shogun-worker.js', base ?? import.meta.url)));
}

/**
 * A Node worker seen as a Web Worker (onmessage, onerror, postMessage, terminate). It holds the
 * process open only while a search runs, so a script that never calls close() still ends.
 */
function nodeWorker(worker) {
  const adapter = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      worker.ref();
      worker.postMessage(message);
    },
    terminate() {
      worker.terminate();
    },
  };
  worker.unref();
  worker.on('message', (data) => {
    if (data?.type === 'result' || data?.type === 'error') {
      worker.unref();
    }
    adapter.onmessage?.({ data });
  });
  worker.on('error', (error) => adapter.onerror?.({ message: error?.message ?? String(error) }));
  worker.on('exit', (code) => {
    if (code !== 0) {
      adapter.onerror?.({ message: `the worker exited with code ${code}` });
    }
  });
  return adapter;
}

/** What the worker runs, as messages name it. */
function workerName(base) {
  return (base === null ? bundleLocator()?.worker : null) ?? 'shogun-worker.js';
}

export class EngineWorker {
  /**
   * Starts no worker yet: the first search does. options.backend chooses the build as loadShogun
   * does; options.baseUrl is the folder of the package's files.
   */
  constructor(options = {}) {
    if (options === null || typeof options !== 'object') {
      throw new ShogunError({ kind: 'argument', message: 'options must be an object such as {backend: "wasm"}' });
    }
    if (options.records !== undefined) {
      throw new ShogunError({ kind: 'argument', message: 'records is an option of loadShogun: the engine\'s worker searches without record trees' });
    }
    this._backend = options.backend ?? 'auto';
    if (!['auto', 'wasm', 'js'].includes(this._backend)) {
      throw new ShogunError({ kind: 'argument', message: `backend must be "auto", "wasm" or "js", not ${JSON.stringify(this._backend)}` });
    }
    this._base = options.baseUrl !== undefined && options.baseUrl !== null ? folder(options.baseUrl) : viteDevFolder();
    this._worker = null;
    this._searches = 0;
    this._pending = null;
  }

  /** Whether a search is running. */
  get searching() {
    return this._pending !== null;
  }

  /**
   * Searches a game's current position (the game is copied through its record, so it may be played
   * on meanwhile). Resolves to a SearchResult; onProgress receives each completed depth.
   */
  search(game, limits, onProgress) {
    if (this._pending !== null) {
      return Promise.reject(new ShogunError({ kind: 'state', message: 'the engine is already searching: stop it first' }));
    }
    try {
      checkSearchArguments(game, limits, onProgress);
    } catch (e) {
      return Promise.reject(e);
    }
    let pending;
    try {
      const id = ++this._searches;
      // The copy answers a stop that comes before the first depth completes, on this thread.
      const copy = game.copy();
      const message = { type: 'search', id, sgn: game.sgn(), limits, backend: this._backend,
        baseUrl: this._base === null ? null : this._base.href };
      this._start().postMessage(message);
      pending = { id, copy, lines: limits.lines, onProgress, last: null, started: performance.now(), callbackError: null };
    } catch (e) {
      this._terminate();
      return Promise.reject(e);
    }
    return new Promise((resolve, reject) => {
      pending.resolve = resolve;
      pending.reject = reject;
      this._pending = pending;
    });
  }

  /**
   * Stops the running search at once: the worker is ended and the search resolves with the best
   * move of its last completed depth (stopReason "stopped"), or, before the first depth completes,
   * with a one-ply search's move made here; with that depth's lines when several were asked for.
   * Does nothing when no search runs.
   */
  stop() {
    const pending = this._pending;
    if (pending === null) {
      return;
    }
    this._terminate();
    this._pending = null;
    const elapsed = Math.round(performance.now() - pending.started);
    try {
      const best = pending.last ?? pending.copy.search({ depth: 1, lines: pending.lines });
      const { depth, score, principalVariation, nodes, lines } = best;
      const result = { bestMove: principalVariation[0] ?? best.bestMove ?? null, score, principalVariation, depth, nodes, elapsedMs: elapsed, stopReason: 'stopped' };
      pending.resolve(lines === undefined ? result : { ...result, lines });
    } catch (e) {
      pending.reject(e);
    }
  }

  /** Ends the worker; a running search is rejected. */
  close() {
    const pending = this._pending;
    this._terminate();
    this._pending = null;
    if (pending !== null) {
      pending.reject(new ShogunError({ kind: 'state', message: 'the engine was closed' }));
    }
  }

  _start() {
    if (this._worker === null) {
      const worker = startWorker(this._base);
      worker.onmessage = (event) => this._answer(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        this._terminate();
        this._fail(new ShogunError({ kind: 'internal',
          message: `the engine's worker (${workerName(this._base)}) failed: ${event.message || 'it could not be loaded'}` }));
      };
      this._worker = worker;
    }
    return this._worker;
  }

  /** Ends the worker at once; nothing it had queued is read afterwards. */
  _terminate() {
    const worker = this._worker;
    if (worker !== null) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      this._worker = null;
    }
  }

  _answer(message) {
    const pending = this._pending;
    if (pending === null || message.id !== pending.id) {
      return;
    }
    if (message.type === 'progress') {
      pending.last = message.progress;
      if (pending.onProgress && pending.callbackError === null) {
        try {
          pending.onProgress(message.progress);
        } catch (e) {
          // The search goes on; the listener's error is the search's answer once it ends.
          pending.callbackError = e;
        }
      }
    } else if (message.type === 'result') {
      this._pending = null;
      if (pending.callbackError !== null) {
        pending.reject(pending.callbackError);
      } else {
        pending.resolve(message.result);
      }
    } else if (message.type === 'error') {
      this._fail(new ShogunError(message.error));
    }
  }

  _fail(error) {
    const pending = this._pending;
    this._pending = null;
    if (pending !== null) {
      pending.reject(error);
    }
  }
}
