// TypeScript declarations of shogun-engine.js: the Shogun engine in a Web Worker.

import type { Game, SearchLimits, SearchProgress, SearchResult } from './shogun.js';

/** The engine in a Web Worker (browsers): the page stays responsive while it thinks. */
export class EngineWorker {
  /** baseUrl is where the package's files are, by default beside this module. */
  constructor(options?: { backend?: 'auto' | 'wasm' | 'js'; baseUrl?: string | URL });
  /** Whether a search is running. */
  readonly searching: boolean;
  /** Searches a game's current position; the game may be played on meanwhile. */
  search(game: Game, limits: SearchLimits, onProgress?: (progress: SearchProgress) => void): Promise<SearchResult>;
  /** Ends the running search at once; it resolves with the best move found so far (stopReason "stopped"). */
  stop(): void;
  /** Ends the worker; a running search is rejected. */
  close(): void;
}
