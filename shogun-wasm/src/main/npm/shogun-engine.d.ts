// TypeScript declarations of shogun-engine.js: the Shogun engine in a Web Worker.

import type { Game, SearchLimits, SearchProgress, SearchResult } from './shogun.js';

/** The engine in a Web Worker (browsers): the page stays responsive while it thinks. */
export class EngineWorker {
  /** baseUrl is the folder of the package's files, by default the one of this module. No worker starts before the first search. */
  constructor(options?: { backend?: 'auto' | 'wasm' | 'js'; baseUrl?: string | URL });
  /** Whether a search is running. */
  readonly searching: boolean;
  /**
   * Searches a game's current position; the game may be played on meanwhile. onProgress gets each
   * completed depth; should it throw, the search still ends and rejects with that error.
   */
  search(game: Game, limits: SearchLimits, onProgress?: (progress: SearchProgress) => void): Promise<SearchResult>;
  /**
   * Ends the running search at once; it resolves with the best move of its last completed depth, or
   * of a one-ply search made on this thread when none had completed (stopReason "stopped").
   */
  stop(): void;
  /** Ends the worker; a running search is rejected. */
  close(): void;
}
