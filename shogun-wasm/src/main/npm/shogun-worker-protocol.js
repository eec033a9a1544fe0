// The worker's side of EngineWorker's protocol. It answers {type: 'search', id, sgn, limits,
// backend?, baseUrl?} with {type: 'progress', id, progress} after each completed depth, then
// {type: 'result', id, result} or {type: 'error', id, error}. shogun-worker.js runs it; so does
// the worker entry of an esbuild build (shogun-worker-esbuild.js).

import { loadShogun } from './shogun.js';
import { silenceWarnings } from './shogun-wasm-loader.js';

/** The channel to the thread that started this worker: the worker's global, or Node's parentPort. */
function channel() {
  if (typeof self === 'object' && self !== null && typeof self.postMessage === 'function') {
    return {
      post: (message) => self.postMessage(message),
      listen: (handler) => { self.onmessage = (event) => handler(event.data); },
    };
  }
  const port = globalThis.process?.getBuiltinModule?.('worker_threads')?.parentPort;
  if (!port) {
    throw new Error('the Shogun engine\'s worker runs only as a Web Worker or a Node worker thread');
  }
  return { post: (message) => port.postMessage(message), listen: (handler) => port.on('message', handler) };
}

/** Answers the searches the starting thread asks for, from now on; the SDK loads at the first. */
export function serveSearches() {
  const parent = channel();
  // The page that started this worker chose the same build and has said so on its console.
  silenceWarnings();
  let shogun = null;
  parent.listen(async (request) => {
    if (!request || request.type !== 'search') {
      return;
    }
    const { id } = request;
    try {
      if (shogun === null) {
        shogun = await loadShogun({ backend: request.backend ?? 'auto', baseUrl: request.baseUrl ?? undefined });
      }
      const game = shogun.readGame(request.sgn);
      const result = game.search(request.limits, (progress) => parent.post({ type: 'progress', id, progress }));
      parent.post({ type: 'result', id, result });
    } catch (e) {
      parent.post({ type: 'error', id, error: { kind: e.kind ?? 'internal', message: String(e.message ?? e) } });
    }
  });
}
