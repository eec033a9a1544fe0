// A Web Worker (module worker) that runs the Shogun engine off the page's thread. It answers
// {type: 'search', id, sgn, limits, backend?} with {type: 'progress', id, progress} after each
// completed depth, then {type: 'result', id, result} or {type: 'error', id, error}.
// shogun-engine.js drives it; a page need not speak this protocol itself.

import { loadShogun } from './shogun.js';

let shogun = null;

self.onmessage = async (event) => {
  const request = event.data;
  if (!request || request.type !== 'search') {
    return;
  }
  const { id } = request;
  try {
    if (shogun === null) {
      shogun = await loadShogun({ backend: request.backend ?? 'auto' });
    }
    const game = shogun.readGame(request.sgn);
    const result = game.search(request.limits, (progress) => self.postMessage({ type: 'progress', id, progress }));
    self.postMessage({ type: 'result', id, result });
  } catch (e) {
    self.postMessage({ type: 'error', id, error: { kind: e.kind ?? 'internal', message: String(e.message ?? e) } });
  }
};
