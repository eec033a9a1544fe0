// The worker that runs the Shogun engine off the calling thread: a module Web Worker in browsers,
// a worker_threads worker in Node. shogun-engine.js starts it and drives it; the protocol is in
// shogun-worker-protocol.js. A page need not speak it itself.

import { serveSearches } from './shogun-worker-protocol.js';

serveSearches();
