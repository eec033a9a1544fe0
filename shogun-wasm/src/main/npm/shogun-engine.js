// The engine in a Web Worker, for pages: the search runs off the page's thread, so the page stays
// responsive, and stop() answers at once with the best move found so far.

import { ShogunError, checkSearchArguments } from './shogun.js';

/** A folder's URL with its final slash, so that files resolve inside it. */
function folder(url) {
  const resolved = new URL(url, import.meta.url);
  if (!resolved.pathname.endsWith('/')) {
    resolved.pathname += '/';
  }
  return resolved;
}

export class EngineWorker {
  /** Starts no worker yet: the first search does. options.backend chooses the build as loadShogun does. */
  constructor(options = {}) {
    this._backend = options.backend ?? 'auto';
    this._workerUrl = new URL('./shogun-worker.js', options.baseUrl ? folder(options.baseUrl) : import.meta.url);
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
    let pending;
    try {
      checkSearchArguments(game, limits, onProgress);
      const id = ++this._searches;
      // The copy answers a stop that comes before the first depth completes, on this thread.
      const copy = game.copy();
      const message = { type: 'search', id, sgn: game.sgn(), limits, backend: this._backend };
      this._start().postMessage(message);
      pending = { id, copy, onProgress, last: null, started: performance.now(), callbackError: null };
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
   * with a one-ply search's move made here. Does nothing when no search runs.
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
      const best = pending.last ?? pending.copy.search({ depth: 1 });
      const { depth, score, pv, nodes } = best;
      pending.resolve({ bestMove: pv[0] ?? best.bestMove ?? null, score, pv, depth, nodes, timeMs: elapsed, stopReason: 'stopped' });
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
      const worker = new Worker(this._workerUrl, { type: 'module' });
      worker.onmessage = (event) => this._answer(event.data);
      worker.onerror = (event) => {
        event.preventDefault?.();
        this._terminate();
        this._fail(new ShogunError({ kind: 'internal',
          message: `the engine's worker ${this._workerUrl.href} failed: ${event.message || 'it could not be loaded'}` }));
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
