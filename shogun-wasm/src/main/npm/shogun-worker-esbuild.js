// The engine's worker in an esbuild build: the entry shogun-sdk/worker, which the build names
// shogun-engine-worker and writes beside the app's bundle (docs/JAVASCRIPT.md, "Using a bundler").
// It holds the SDK alone, so the app's modules never run in the worker. shogun-esbuild.js tells it
// where esbuild put shogun.wasm; the worker's side of EngineWorker's protocol does the rest.

import './shogun-esbuild.js';
import { serveSearches } from './shogun-worker-protocol.js';

serveSearches();
