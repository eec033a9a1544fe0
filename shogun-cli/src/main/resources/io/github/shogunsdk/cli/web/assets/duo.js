// The page of a game for two (/play/<id>, a seat's link) and of its watchers (/watch/<watch id>).
// A seat's token comes in the link's fragment (#seat=…, which no browser sends to a server): the
// page reads it, keeps it for the tab, and replaces the address without it, so that it stays out
// of the history. It acts with it over HTTP (Authorization: Seat …) and presents it as the live
// socket's first message; the socket brings every change, and after a drop the page connects
// again, resumes from the last revision it saw and sends again a move whose answer it lost. The game
// itself names the side the engine plays, if any (flow.engine), so any seat link lets it move.

import { PageBoard, loadBoard } from './page-board.js';
import { renderMoves } from './movelist.js';
import { legend } from './settings.js';
import { Clocks } from './duo-clock.js';
import { AfterResult } from './duo-review.js';
import { ApiError } from './backend.js';

const $ = (id) => document.getElementById(id);
const NAMES = { white: 'White', red: 'Red' };

const [, kind, name] = location.pathname.split('/');
const watching = kind === 'watch';
const watchId = watching ? decodeURIComponent(name) : null;
let id = watching ? null : decodeURIComponent(name);
/** The engine's colour in a game against it with a clock, as the game names it, else null. */
let engine = null;

let token = null;
let board;
let clocks;
let game = null;            // the game for two as the server last sent it
let revision = 0;           // the newest revision seen
let socket = null;
let retries = 0;
let pending = null;         // a move sent whose answer has not come
let shownAt = performance.now();
let marks = { blockers: [], checkers: [] };   // the squares to blame for the last refusal
let engineAsked = -1;       // the ply the engine was last asked to move at
let arrows = [];            // the first moves of the analysis's lines, once the game is over
let after;                  // the analysis panel and the review, once the game is over
let busy = 0;

function setBusy(delta) {
  busy += delta;
  document.body.dataset.busy = busy > 0 || pending ? 'true' : 'false';
}

async function task(work) {
  setBusy(1);
  try {
    await work();
  } catch (e) {
    $('notice').textContent = e.message;
  } finally {
    setBusy(-1);
  }
}

/** Reads the seat's token from the fragment, keeps it for the tab, and takes it out of the address. */
function readToken() {
  const key = `shogun-seat-${id}`;
  const match = /^#seat=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (match) {
    try {
      sessionStorage.setItem(key, match[1]);
    } catch (e) {
      // Storage may be off: a reload then needs the link again.
    }
    history.replaceState(null, '', location.pathname + location.search);
    return match[1];
  }
  try {
    return sessionStorage.getItem(key);
  } catch (e) {
    return null;
  }
}

async function call(method, path, body) {
  const headers = { Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Seat ${token}`;
  }
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (e) {
    data = { error: text.slice(0, 200) };
  }
  if (!response.ok) {
    throw new ApiError(response.status, data);
  }
  return data;
}

const gamePath = () => `/api/games/${encodeURIComponent(id)}`;

/** A seat's calls of the engine's help and of the record's walk, which the server opens once the game has a result. */
const seatApi = {
  analyse: (gameId, limits, lines) => call('POST', `${gamePath()}/analysis`, { limits, lines }),
  analysis: () => call('GET', `${gamePath()}/analysis`),
  stopAnalysis: () => call('POST', `${gamePath()}/analysis/stop`),
  review: (gameId, limits) => call('POST', `${gamePath()}/review`, { limits }),
  reviewState: () => call('GET', `${gamePath()}/review`),
  stopReview: () => call('POST', `${gamePath()}/review/stop`),
  goTo: async (path) => {
    await call('POST', `${gamePath()}/goto`, { path });
    return call('GET', gamePath());
  },
  state: () => call('GET', gamePath()),
};

// ---- the live socket ----

function setConnection(state) {
  $('connection').dataset.state = state;
  $('connection').textContent = state;
}

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const opened = new WebSocket(`${scheme}://${location.host}${gamePath()}/live`);
  socket = opened;
  opened.addEventListener('open', () => {
    retries = 0;
    opened.send(JSON.stringify(watching ? { watch: watchId } : { seat: token }));
    opened.send(JSON.stringify({ resume: revision }));
    if (pending) {
      opened.send(JSON.stringify(pending));
    }
    setConnection('live');
  });
  opened.addEventListener('message', (event) => receive(JSON.parse(event.data)));
  opened.addEventListener('close', () => {
    if (socket !== opened) {
      return;
    }
    socket = null;
    setConnection('reconnecting');
    setTimeout(connect, Math.min(4000, 200 * 2 ** retries++));
  });
}

function receive(message) {
  if (message.type === 'state' || message.type === 'played') {
    if (message.type === 'played') {
      pending = null;
    }
    if (message.revision >= revision) {
      revision = message.revision;
      setGame(message.state);
    }
  } else if (message.type === 'error') {
    pending = null;
    $('notice').textContent = message.error;
    if (game) {
      render();   // the board follows the server again: a move it refused is taken back
    }
  }
  setBusy(0);
}

// ---- drawing ----

function setGame(state) {
  if (!game || game.flow.plies !== state.flow.plies) {
    shownAt = performance.now();
    clearMarks();
  }
  game = state;
  engine = state.flow.engine || null;
  clocks.update(state.flow.clock, state.flow.phase);
  render();
  after.update(state);
  askEngine();
}

function render() {
  const flow = game.flow;
  const seat = game.seat;
  board.show(game, {
    movable: seat && flow.phase === 'playing' ? seat : 'none',
    orientation: seat === 'red' ? 'red' : 'white',
    magnets: $('show-magnets').checked, ...marks, arrows, hint: null,
  });
  $('status').textContent = flow.phase === 'waiting' ? waiting(flow) : game.status;
  $('legend').textContent = legend(game.setup.energyModel);
  $('seat-line').textContent = seat ? `You play ${NAMES[seat]}.` : 'You are watching this game.';
  renderMoves($('moves'), game);
  const over = flow.phase === 'over';
  $('banner').hidden = !over;
  $('banner').textContent = over && flow.result ? flow.result.text : '';
  const mine = Boolean(seat);
  const offer = flow.drawOfferedBy;
  $('seat-actions').hidden = !mine;
  $('draw-offer').hidden = over || Boolean(engine) || Boolean(offer);
  $('draw-offer').disabled = flow.phase !== 'playing';
  $('resign').hidden = over;
  $('resign').disabled = flow.phase !== 'playing';
  $('draw-offered').hidden = !(mine && !over && offer && offer !== seat);
  $('draw-question').textContent = offer ? `${NAMES[offer]} offers a draw.` : '';
  if (mine && offer === seat && !over) {
    $('notice').textContent = 'You offered a draw; your opponent has not answered yet.';
  }
  $('rematch').hidden = !(mine && over && !engine && !flow.nextGame);
  $('rematch').disabled = Boolean(mine && flow.rematch[seat]);
  $('rematch').textContent = mine && flow.rematch[seat] ? 'Rematch asked: waiting for your opponent' : 'Rematch';
  $('next-game').hidden = !flow.nextGame;
  if (flow.nextGame) {
    $('next-game').href = `/play/${flow.nextGame}#seat=${token}`;
  }
  $('export').hidden = !mine;
  if (over) {
    $('resign-confirm').hidden = true;
  }
  document.body.dataset.sideToMove = game.sideToMove;
  document.body.dataset.phase = flow.phase;
}

function waiting(flow) {
  const missing = ['white', 'red'].filter((side) => !flow.joined[side]).map((side) => NAMES[side]);
  return `Waiting for ${missing.join(' and ')} to open their link`;
}

// ---- acting ----

/** Why the seat cannot move now, as a sentence, or null when it may. */
function notNow() {
  const flow = game.flow;
  if (flow.phase === 'over') {
    return `The game is over: ${flow.result.text}.`;
  }
  if (flow.phase !== 'playing') {
    return 'The game starts when both players have opened their links.';
  }
  if (flow.toMove !== game.seat) {
    return `It is ${NAMES[flow.toMove]}'s move: wait for ${flow.toMove === engine ? 'the engine' : 'your opponent'}.`;
  }
  return null;
}

function clearMarks() {
  marks = { blockers: [], checkers: [] };
  $('refusal').textContent = '';
}

/**
 * What a press on the board meant (page-board.js), as on the main page: a piece without a move,
 * or a square no move goes to, says why; so does the board when it is not the seat's move.
 */
function onPress(press) {
  if (!game || !game.seat || pending) {
    return;
  }
  clearMarks();
  const why = notNow();
  if (press.kind === 'picked' && press.dests === 0) {
    $('refusal').textContent = `The piece on ${press.square} has no legal move.`;
  } else if (press.kind === 'refused' && why) {
    $('refusal').textContent = why;
  } else if (press.kind === 'refused') {
    task(async () => {
      const answer = await call('GET', `${gamePath()}/why-not?from=${press.from}&to=${press.to}`);
      marks = answer.legal ? { blockers: [], checkers: [] }
        : { blockers: answer.refusal.blockers || [], checkers: answer.refusal.checkers || [] };
      // A square that holds no piece of the seat names no move: its explanation alone, as a sentence.
      const message = answer.legal ? '' : answer.refusal.message;
      const explanation = message.slice(message.indexOf(': ') + 2);
      $('refusal').textContent = !answer.legal && press.from === press.to
        ? `${explanation.charAt(0).toUpperCase()}${explanation.slice(1)}.` : message;
      render();
    });
    return;
  }
  render();
}

/** Sends a move made on the board; the board shows it at once, and the server's answer decides. */
function play(ply) {
  pending = { move: ply.move, after: game.flow.plies, thoughtMs: Math.round(performance.now() - shownAt) };
  if (ply.path && ply.path.shape) {
    pending.shape = ply.path.shape;
  }
  clearMarks();
  setBusy(0);
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(pending));
  }
}

/** In a game against the engine, asks for its move on its turn, once a ply. */
function askEngine() {
  const flow = game.flow;
  if (!engine || !token || flow.phase !== 'playing' || flow.toMove !== engine || engineAsked === flow.plies) {
    return;
  }
  engineAsked = flow.plies;
  task(() => call('POST', `${gamePath()}/search`, { limits: { timeMs: 2000 }, play: true, strength: 'club' }));
}

async function exportRecord() {
  const record = await call('GET', `${gamePath()}/sgn`);
  $('sgn').value = record.sgn;
  const link = $('download');
  link.href = URL.createObjectURL(new Blob([record.sgn], { type: 'application/x-shogun-sgn' }));
  link.hidden = false;
}

function wire() {
  const act = (path) => () => task(async () => setGame(await call('POST', `${gamePath()}/${path}`)));
  $('draw-offer').addEventListener('click', act('draw/offer'));
  $('draw-accept').addEventListener('click', act('draw/accept'));
  $('draw-decline').addEventListener('click', act('draw/decline'));
  $('rematch').addEventListener('click', act('rematch'));
  $('resign').addEventListener('click', () => {
    $('resign-confirm').hidden = false;
    $('resign-no').focus();
  });
  $('resign-no').addEventListener('click', () => {
    $('resign-confirm').hidden = true;
  });
  $('resign-yes').addEventListener('click', () => {
    $('resign-confirm').hidden = true;
    act('resign')();
  });
  $('export').addEventListener('click', () => task(exportRecord));
  $('show-magnets').addEventListener('change', () => game && render());
  // A socket that carries nothing for minutes is closed by the server: a resume now and then keeps it.
  setInterval(() => {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ resume: revision }));
    }
  }, 120000);
}

async function init() {
  try {
    board = new PageBoard($('board'), await loadBoard(), { onMove: play, onPress }, { premoves: false });
  } catch (e) {
    $('notice').textContent = e.message;
    document.body.dataset.busy = 'false';
    return;
  }
  clocks = new Clocks({ white: document.createElement('div'), red: document.createElement('div') });
  for (const side of ['white', 'red']) {
    clocks.elements[side].className = 'clock';
    clocks.elements[side].dataset.testid = `clock-${side}`;
    clocks.elements[side].dataset.side = side;
  }
  after = new AfterResult(seatApi, {
    shown: () => game,
    show: (state) => setGame(state),
    arrows: (list) => {
      arrows = list;
      render();
    },
    task,
  });
  wire();
  await task(async () => {
    let state;
    if (watching) {
      state = await call('GET', `/api/watch/${encodeURIComponent(watchId)}`);
      id = state.id;
    } else {
      token = readToken();
      if (!token) {
        throw new Error('this link has lost its seat: open the link you were sent (it ends with #seat=…) again');
      }
      state = await call('POST', `${gamePath()}/join`);
    }
    const bottom = state.seat === 'red' ? 'red' : 'white';
    $('clock-bottom').append(clocks.elements[bottom]);
    $('clock-top').append(clocks.elements[bottom === 'white' ? 'red' : 'white']);
    setGame(state);
    connect();
  });
}

init();
