// TypeScript declarations of shogun-engine.js: the Shogun engine in a worker (browsers and Node).

import type { Game, LoadOptions, SearchLimits, SearchProgress, SearchResult } from './shogun.js';

/**
 * The engine in a worker: a Web Worker in browsers, a worker_threads worker in Node. The page (or
 * the event loop) stays responsive while it thinks; in Node an idle worker does not keep the
 * process alive.
 */
export class EngineWorker {
  /**
   * Chooses the build and finds the files as loadShogun does. No worker starts before the first
   * search. Bad options throw a ShogunError of kind "argument".
   */
  constructor(options?: Omit<LoadOptions, 'records'>);
  /** Whether a search is running. */
  readonly searching: boolean;
  /**
   * Searches a game's current position; the game may be played on meanwhile. onProgress gets each
   * completed depth; should it throw, the search still ends and rejects with that error. Rejects
   * with a ShogunError of kind "argument" when game is not a Game, limits is not an object of
   * whole numbers (depth, nodes, timeMs) of at least 1, or onProgress is not a function.
   */
  search(game: Game, limits: SearchLimits, onProgress?: (progress: SearchProgress) => void): Promise<SearchResult>;
  /**
   * Ends the running search at once; it resolves with the best move of its last completed depth, or
   * of a one-ply search made on this thread when none had completed (stopReason "stopped"), with
   * that depth's lines when the limits asked for several.
   */
  stop(): void;
  /** Ends the worker; a running search is rejected. */
  close(): void;
}
