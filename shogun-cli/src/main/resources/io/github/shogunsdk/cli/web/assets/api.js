// The server's JSON API (docs/WEB.md). Every call resolves to the decoded JSON body or throws an
// ApiError carrying the status and the server's one-line message. local-api.js answers the same
// calls in the page; the server gives the page one of the two as backend.js.

export class ApiError extends Error {
  constructor(status, body) {
    super(body && body.error ? body.error : `the server answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function request(method, path, body) {
  const init = { method, headers: { Accept: 'application/json' } };
  // The server takes a change only as JSON, with or without a body: a page of another site cannot
  // send that without asking first, and the server refuses to be asked.
  if (method !== 'GET') {
    init.headers['Content-Type'] = 'application/json';
  }
  if (body !== undefined) {
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, { error: 'the server cannot be reached; is shogun serve still running?' });
  }
  const text = await response.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch (e) {
      data = { error: text.slice(0, 200) };
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, data);
  }
  return data;
}

const game = (id) => `api/games/${encodeURIComponent(id)}`;

export const api = {
  newGame: (setup) => request('POST', 'api/games', setup),
  load: (sgn) => request('POST', 'api/games/from-sgn', { sgn }),
  state: (id) => request('GET', game(id)),
  moves: (id, from) => request('GET', `${game(id)}/moves?from=${encodeURIComponent(from)}`),
  whyNot: (id, from, to) => request('GET', `${game(id)}/why-not?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  play: (id, move, shape) => request('POST', `${game(id)}/play`, shape ? { move, shape } : { move }),
  undo: (id) => request('POST', `${game(id)}/undo`),
  redo: (id) => request('POST', `${game(id)}/redo`),
  resign: (id, side) => request('POST', `${game(id)}/resign`, side ? { side } : undefined),
  search: (id, limits, play, strength) => request('POST', `${game(id)}/search`, { limits, play, strength }),
  searchState: (id) => request('GET', `${game(id)}/search`),
  stop: (id) => request('POST', `${game(id)}/search/stop`),
  sgn: (id) => request('GET', `${game(id)}/sgn`),
  goTo: (id, path) => request('POST', `${game(id)}/goto`, { path }),
  deleteVariation: (id, path) => request('POST', `${game(id)}/delete-variation`, { path }),
  analyse: (id, limits, lines) => request('POST', `${game(id)}/analysis`, { limits, lines }),
  analysis: (id) => request('GET', `${game(id)}/analysis`),
  stopAnalysis: (id) => request('POST', `${game(id)}/analysis/stop`),
  review: (id, limits) => request('POST', `${game(id)}/review`, { limits }),
  reviewState: (id) => request('GET', `${game(id)}/review`),
  stopReview: (id) => request('POST', `${game(id)}/review/stop`),
};

/** What the page says about where its rules run, and the page that runs them elsewhere. */
export const backend = {
  description: 'The rules and the engine run on the server.',
  // The analysis panel, the move tree and the review: the page of browser rules has none of them.
  analysis: true,
  other: { text: 'Play with the rules in your browser', href: 'browser/' },
};
