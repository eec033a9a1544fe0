// The engine's entry for esbuild: EngineWorker, with shogun-esbuild.js loaded first, which tells
// it where esbuild's build holds the package's files and how to start the engine's worker.

import './shogun-esbuild.js';

export { EngineWorker } from './shogun-engine.js';
