// The same API as api.js, answered in the page: the rules run in the SDK compiled to WebAssembly
// (the shogun-sdk package), the engine in a Web Worker. Nothing is asked of the server but files,
// so this page works from any static file server. The answers have the shapes of the server's JSON
// API (docs/WEB.md), which app.js draws.

import { ApiError } from './api.js';

export { ApiError };
import { loadShogun } from '../shogun-sdk/shogun.js';
import { EngineWorker } from '../shogun-sdk/shogun-engine.js';

/** The longest a search may think, as on the server; a search without a time limit gets this one. */
const MAX_SEARCH_MS = 60_000;

// A browser that cannot load the rules (no WebAssembly, a policy forbidding it) gets a page that
// says so on its first action, rather than a page stuck loading.
let shogun = null;
let failure = null;
try {
  shogun = await loadShogun();
} catch (e) {
  failure = e;
}
const engine = new EngineWorker();
const games = new Map();   // id → { id, game, search }
let made = 0;

function loaded() {
  if (failure !== null) {
    throw new ApiError(503, { error: `the rules could not be loaded in this browser: ${failure.message}` });
  }
  return shogun;
}

function entry(id) {
  loaded();
  const found = games.get(id);
  if (!found) {
    throw new ApiError(404, { error: `no game ${id} in this page` });
  }
  return found;
}

/** Runs an SDK call, turning its errors into the 4xx answers the server would give. */
function attempt(call, status = 400) {
  try {
    return call();
  } catch (e) {
    if (e.name === 'ShogunError') {
      throw new ApiError(status, { error: e.message });
    }
    throw e;
  }
}

function idle(found) {
  if (found.search && found.search.running) {
    throw new ApiError(409, { error: 'the engine is thinking: wait for its move or stop it first' });
  }
}

function state(found) {
  const { game } = found;
  const pieces = game.pieces();
  const side = game.sideToMove();
  const outcome = game.outcome();
  const letter = side === 'white' ? 'K' : 'k';
  const king = Object.keys(pieces).find((square) => pieces[square][0] === letter) ?? null;
  const check = game.inCheck();
  return {
    id: found.id,
    setup: game.setup(),
    position: game.position(),
    sideToMove: side,
    status: outcome.over ? outcome.text : `${side === 'white' ? 'White' : 'Red'} to move${check ? ' — in check' : ''}`,
    outcome,
    pieces,
    magnets: game.magnets(),
    check,
    king,
    checkers: check && king !== null ? game.attackers(king) : [],
    lastPly: game.lastPly(),
    plies: game.history().map((ply) => ply.notation),
    movetext: game.movetext(),
    canUndo: game.canUndo(),
    canRedo: game.canRedo(),
    search: found.search ? view(found.search) : null,
  };
}

/** The levels for people and their strength limits in Elo, as the SDK names them (StrengthLevel). */
const LEVEL_ELO = { beginner: 600, casual: 1000, club: 1400, strong: 1800, expert: 2200, full: 2600 };

/** A level's strength limit as the server reads it (400 when unknown); full strength when none is given. */
function strengthElo(strength) {
  if (strength === undefined || strength === null) {
    return undefined;
  }
  // ASCII letters only, as the server does: toLowerCase would fold the Kelvin sign to k.
  const name = typeof strength === 'string' ? strength.replace(/[A-Z]/g, (c) => c.toLowerCase()) : null;
  const elo = name !== null && Object.hasOwn(LEVEL_ELO, name) ? LEVEL_ELO[name] : undefined;
  if (elo === undefined) {
    throw new ApiError(400, { error: `"strength": a strength level is beginner, casual, club, strong, expert or full, not ${JSON.stringify(strength)}` });
  }
  return elo;
}

/** The limits of a search as the server checks them (400 when they are bad), with its time cap. */
function checkedLimits(limits) {
  if (limits === null || typeof limits !== 'object') {
    throw new ApiError(400, { error: 'expected the key "limits", such as {"limits":{"depth":4}}' });
  }
  const whole = (name, min, max) => {
    const value = limits[name];
    if (value === undefined || value === null) {
      return null;
    }
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new ApiError(400, { error: `"limits.${name}": expected a whole number from ${min} to ${max}, found ${JSON.stringify(value)}` });
    }
    return value;
  };
  const depth = whole('depth', 1, 64);
  const nodes = whole('nodes', 1, Number.MAX_SAFE_INTEGER);
  const timeMs = whole('timeMs', 1, Number.MAX_SAFE_INTEGER);
  return { depth, nodes, timeMs: timeMs === null ? MAX_SEARCH_MS : Math.min(timeMs, MAX_SEARCH_MS) };
}

function view(search) {
  const { id, running, play, limits, progress, result, ply, error } = search;
  return { id, running, play, limits, progress, result, ply, error };
}

function add(game) {
  const id = `b${++made}`;
  const found = { id, game, search: null, searches: 0 };
  games.set(id, found);
  return state(found);
}

function played(found, ply) {
  return { ply, state: state(found) };
}

export const api = {
  async newGame(setup) {
    return add(attempt(() => loaded().newGame(setup ?? {})));
  },

  async load(sgn) {
    return add(attempt(() => loaded().readGame(sgn), 422));
  },

  async state(id) {
    return state(entry(id));
  },

  async moves(id, from) {
    const { game } = entry(id);
    const paths = attempt(() => game.movePaths({ square: from }));
    const moves = [];
    for (const path of paths) {
      const last = moves[moves.length - 1];
      if (last && last.move === path.move) {
        last.paths.push(path);
      } else {
        moves.push({ move: path.move, paths: [path] });
      }
    }
    return { from, moves };
  },

  async whyNot(id, from, to) {
    const { game } = entry(id);
    const refusal = attempt(() => game.refusal(from, to));
    return refusal ? { legal: false, refusal, paths: [] } : { legal: true, refusal: null, paths: game.paths(from + to) };
  },

  async play(id, move, shape) {
    const found = entry(id);
    idle(found);
    const answer = attempt(() => found.game.play({ from: move.slice(0, 2), to: move.slice(2, 4), shape }));
    if (!answer.ok) {
      throw new ApiError(422, { error: answer.refusal.message, refusal: answer.refusal });
    }
    return played(found, answer.ply);
  },

  async undo(id) {
    const found = entry(id);
    idle(found);
    const ply = found.game.undo();
    if (ply === null) {
      throw new ApiError(409, { error: 'there is no move to undo' });
    }
    return played(found, ply);
  },

  async redo(id) {
    const found = entry(id);
    idle(found);
    const ply = attempt(() => found.game.redo(), 409);
    if (ply === null) {
      throw new ApiError(409, { error: 'there is no move to redo' });
    }
    return played(found, ply);
  },

  async resign(id, side) {
    const found = entry(id);
    idle(found);
    if (found.game.isOver()) {
      throw new ApiError(409, { error: `the game is already over: ${found.game.outcome().text}` });
    }
    attempt(() => found.game.resign(side ?? found.game.sideToMove()), 409);
    return state(found);
  },

  async search(id, limits, play, strength) {
    const found = entry(id);
    idle(found);
    if (found.game.isOver()) {
      throw new ApiError(409, { error: `the game is over: ${found.game.outcome().text}` });
    }
    const capped = checkedLimits(limits);
    const elo = strengthElo(strength);
    // The page has one engine: a search still running for another game ends here, as the server
    // ends the search of a game it forgets.
    for (const other of games.values()) {
      if (other !== found && other.search && other.search.running) {
        other.search.error = 'another game of this page started a search';
        other.search.play = false;
        engine.stop();
      }
    }
    const { game } = found;
    const search = {
      id: ++found.searches, running: true, play: Boolean(play), limits: capped,
      progress: null, result: null, ply: null, error: null,
    };
    found.search = search;
    const plies = game.history().length;
    const position = game.position();
    const asked = { depth: capped.depth ?? undefined, nodes: capped.nodes ?? undefined, timeMs: capped.timeMs, elo };
    search.done = engine.search(game, asked, (progress) => { search.progress = progress; }).then((result) => {
      search.result = result;
      if (search.play && result.bestMove) {
        if (found.search !== search || game.history().length !== plies || game.position() !== position) {
          search.error = 'the game changed during the search; the engine\'s move was not played';
        } else {
          const answer = game.play(result.bestMove);
          if (answer.ok) {
            search.ply = answer.ply;
          } else {
            search.error = answer.refusal.message;
          }
        }
      }
    }, (e) => {
      search.error = search.error ?? `the search failed: ${e.message}`;
    }).finally(() => {
      search.running = false;
    });
    return view(search);
  },

  async searchState(id) {
    const found = entry(id);
    if (!found.search) {
      throw new ApiError(404, { error: 'no search has been started in this game' });
    }
    return view(found.search);
  },

  /** Stops the game's search and answers once it has ended, with its result and the move played. */
  async stop(id) {
    const found = entry(id);
    if (!found.search) {
      throw new ApiError(404, { error: 'no search has been started in this game' });
    }
    if (found.search.running) {
      engine.stop();
      await found.search.done;
    }
    return view(found.search);
  },

  async sgn(id) {
    return { sgn: entry(id).game.sgn() };
  },
};

/** What the page says about where its rules run, and the page that runs them elsewhere. */
export const backend = {
  // No analysis panel, move tree or review here: the page hides them (docs/WEB.md).
  analysis: false,
  description: failure !== null
    ? `The rules could not be loaded in this browser: ${failure.message}`
    : `The rules and the engine run in your browser (${shogun.backend === 'wasm' ? 'WebAssembly' : 'JavaScript'}, shogun-sdk ${shogun.version}); the server only sends files.`,
  other: { text: 'Play with the rules on the server', href: '../' },
};
