// The engine in a Web Worker, for pages: the search runs off the page's thread, so the page stays
// responsive, and stop() answers at once with the best move of the last completed depth.

import { ShogunError } from './shogun.js';

export class EngineWorker {
  /** Starts a worker; options.backend chooses the build as loadShogun does. */
  constructor(options = {}) {
    this._backend = options.backend ?? 'auto';
    this._workerUrl = new URL('./shogun-worker.js', options.baseUrl ? new URL(options.baseUrl, import.meta.url) : import.meta.url);
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
    const id = ++this._searches;
    const sgn = game.sgn();
    return new Promise((resolve, reject) => {
      this._pending = { id, sgn, resolve, reject, onProgress, last: null };
      this._start().postMessage({ type: 'search', id, sgn, limits, backend: this._backend });
    });
  }

  /**
   * Stops the running search: the worker is ended at once and the search resolves with the best
   * move of its last completed depth (stopReason "stopped"); before the first depth completes, a
   * one-ply search gives the move.
   */
  stop() {
    const pending = this._pending;
    if (pending === null) {
      return;
    }
    this._terminate();
    if (pending.last !== null) {
      this._pending = null;
      const { depth, score, pv, nodes, timeMs } = pending.last;
      pending.resolve({ bestMove: pv[0] ?? null, score, pv, depth, nodes, timeMs, stopReason: 'stopped' });
      return;
    }
    // Nothing completed yet: a depth-1 search, which takes milliseconds, supplies the move.
    pending.onProgress = null;
    pending.stopped = true;
    this._start().postMessage({ type: 'search', id: pending.id, sgn: pending.sgn, limits: { depth: 1 }, backend: this._backend });
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
      this._worker = new Worker(this._workerUrl, { type: 'module' });
      this._worker.onmessage = (event) => this._answer(event.data);
      this._worker.onerror = (event) => this._fail(new ShogunError({ kind: 'internal', message: `the engine's worker failed: ${event.message ?? 'unknown error'}` }));
    }
    return this._worker;
  }

  _terminate() {
    if (this._worker !== null) {
      this._worker.terminate();
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
      if (pending.onProgress) {
        pending.onProgress(message.progress);
      }
    } else if (message.type === 'result') {
      this._pending = null;
      pending.resolve(pending.stopped ? { ...message.result, stopReason: 'stopped' } : message.result);
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
