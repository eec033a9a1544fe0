// The Shogun web game: click (or Enter on) a piece to see its targets, then a target to play; an
// illegal click says why and marks the squares to blame. The engine answers when it is its turn.

import { api, ApiError, backend } from './backend.js';
import { Board, colourOf } from './board.js';

const $ = (id) => document.getElementById(id);

/** The levels for people, by the names the engine takes (StrengthLevel); the others pick depth or time. */
const LEVELS = ['beginner', 'casual', 'club', 'strong', 'expert', 'full'];
/** The thinking time of a named level: the weaker levels stop sooner, at their own depth. */
const LEVEL_MS = 2000;

let board;
let game = null;            // the game as the server last sent it
let selected = null;        // the square of the selected piece
let targets = new Map();    // destination square → {move, paths}
let marks = { blockers: [], checkers: [], hint: null };
let busy = 0;               // requests or animations under way
let options = { opponent: 'red', limits: { timeMs: LEVEL_MS }, strength: 'club' };

function setBusy(delta) {
  busy += delta;
  document.body.dataset.busy = busy > 0 ? 'true' : 'false';
}

async function task(work) {
  setBusy(1);
  try {
    await work();
  } catch (e) {
    report(e);
  } finally {
    setBusy(-1);
  }
}

function report(error) {
  if (error instanceof ApiError) {
    if (error.body && error.body.refusal) {
      showRefusal(error.body.refusal);
    } else {
      $('notice').textContent = error.message;
    }
    if (error.status === 404 && game && error.message.startsWith('no game')) {
      $('notice').textContent = `${error.message}. Start a new game.`;
    }
  } else {
    $('notice').textContent = String(error && error.message ? error.message : error);
    console.error(error);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- drawing ----

function render() {
  if (!game) {
    return;
  }
  board.render(game, {
    selected,
    targets: new Set(targets.keys()),
    hint: marks.hint,
    blockers: marks.blockers,
    checkers: marks.checkers,
    magnets: $('show-magnets').checked,
  });
  $('status').textContent = game.status;
  $('legend').textContent = legend(game.setup.energy);
  $('moves').textContent = game.movetext;
  const over = game.outcome.over;
  const banner = $('banner');
  banner.hidden = !over;
  banner.textContent = over ? game.outcome.text : '';
  const thinking = game.search && game.search.running;
  $('undo').disabled = !game.canUndo || thinking;
  $('redo').disabled = !game.canRedo || thinking;
  $('hint').disabled = over || thinking;
  $('engine-move').disabled = over || thinking;
  $('resign').disabled = over || thinking;
  if (over || thinking) {
    $('resign-confirm').hidden = true;
  }
  document.body.dataset.sideToMove = game.sideToMove;
}

/** How energies work in a game of an energy model, such as "magnetic 90" or "random 7". */
function legend(energy) {
  const rule = 'A piece moves exactly as many squares as its energy, the number on it.';
  if (energy.startsWith('magnetic')) {
    return `${rule} The small number in a square's corner is its magnet: a pawn that lands there takes the magnet `
      + 'as its energy; a king takes 2 on an even magnet (2 or 4) and 1 on an odd one (1 or 3).';
  }
  if (energy.startsWith('random')) {
    return `${rule} A piece that lands draws a new energy: 1 to 4 for a pawn, 1 or 2 for a king.`;
  }
  return `${rule} In this game energies never change.`;
}

/** A piece as a sentence says it: "the red pawn on e2". */
function pieceOn(square) {
  const piece = game.pieces[square];
  return piece ? `the ${colourOf(piece)} ${piece[0].toLowerCase() === 'k' ? 'king' : 'pawn'} on ${square}` : square;
}

function clearMarks() {
  selected = null;
  targets = new Map();
  marks = { blockers: [], checkers: [], hint: null };
  $('refusal').textContent = '';
}

function showRefusal(refusal) {
  marks.blockers = refusal.blockers || [];
  marks.checkers = refusal.checkers || [];
  // A click on a square that holds no piece of the side to move names no move: say why alone.
  const explanation = refusal.message.slice(refusal.message.indexOf(': ') + 2);
  $('refusal').textContent = refusal.from === refusal.to
    ? `${explanation.charAt(0).toUpperCase()}${explanation.slice(1)}.`
    : refusal.message;
  render();
}

function setGame(state) {
  game = state;
  if (location.hash.slice(1) !== state.id) {
    history.replaceState(null, '', `#${state.id}`);
  }
  render();
}

// ---- playing ----

function engineColour() {
  return options.opponent === 'none' ? null : options.opponent;
}

function engineToMove() {
  return game && !game.outcome.over && game.sideToMove === engineColour();
}

async function onSquare(square) {
  if (!game || busy > 0) {
    return;
  }
  $('notice').textContent = '';
  if (square === null) {
    clearMarks();
    render();
    return;
  }
  if (game.outcome.over) {
    $('refusal').textContent = `The game is over: ${game.outcome.text}.`;
    return;
  }
  if (engineToMove()) {
    $('refusal').textContent = 'It is the engine\'s turn: wait for its move.';
    return;
  }
  await task(async () => {
    if (selected && targets.has(square)) {
      await play(targets.get(square));
      return;
    }
    if (selected === square) {
      clearMarks();
      render();
      return;
    }
    const piece = game.pieces[square];
    if (piece && colourOf(piece) === game.sideToMove) {
      const answer = await api.moves(game.id, square);
      clearMarks();
      selected = square;
      for (const target of answer.moves) {
        targets.set(target.move.slice(2), target);
      }
      if (targets.size === 0 && game.check) {
        // In check, a piece may only make a move that ends the check: say so, and mark the checkers.
        marks.checkers = game.checkers;
        const by = game.checkers.map(pieceOn).join(' and ');
        $('refusal').textContent = `${pieceOn(square).replace(/^t/, 'T')} has no legal move: the ${game.sideToMove} king is in `
          + `check by ${by}, and no move of this piece ends the check.`;
      } else if (targets.size === 0) {
        $('refusal').textContent = `${pieceOn(square).replace(/^t/, 'T')} has no legal move.`;
      }
      render();
      return;
    }
    const from = selected || square;
    const answer = await api.whyNot(game.id, from, square);
    marks = { blockers: [], checkers: [], hint: null };
    if (answer.legal) {
      $('refusal').textContent = '';
      render();
    } else {
      showRefusal(answer.refusal);
    }
  });
}

async function play(target) {
  const path = target.paths[0];
  const answer = await api.play(game.id, target.move, path ? path.shape : undefined);
  clearMarks();
  render();
  await board.slide(answer.ply.path, answer.ply.piece);
  setGame(answer.state);
  if (engineToMove()) {
    await engineMove();
  }
}

function describeScore(score) {
  if (!score) {
    return '';
  }
  if ('winIn' in score) {
    return `win in ${score.winIn}`;
  }
  if ('lossIn' in score) {
    return `loss in ${score.lossIn}`;
  }
  const pawns = score.cp / 100;
  return `${pawns >= 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/** Polls a search until it ends, showing its depth and score; returns its final view. */
async function follow() {
  const thinking = $('thinking');
  thinking.hidden = false;
  render();
  try {
    for (;;) {
      const search = await api.searchState(game.id);
      const progress = search.progress;
      $('thinking-text').textContent = progress
        ? `Thinking… depth ${progress.depth}, ${describeScore(progress.score)}`
        : 'Thinking…';
      if (!search.running) {
        return search;
      }
      await sleep(120);
    }
  } finally {
    thinking.hidden = true;
  }
}

async function engineMove() {
  const before = game;
  await api.search(game.id, options.limits, true, options.strength);
  game = { ...game, search: { running: true } };
  const search = await follow();
  if (search.error) {
    $('notice').textContent = search.error;
  }
  if (search.ply) {
    await board.slide(search.ply.path, before.pieces[search.ply.move.slice(0, 2)]);
  }
  clearMarks();
  setGame(await api.state(game.id));
}

async function hint() {
  await api.search(game.id, options.limits, false);
  game = { ...game, search: { running: true } };
  const search = await follow();
  const state = await api.state(game.id);
  clearMarks();
  if (search.result && search.result.bestMove) {
    const move = search.result.bestMove;
    marks.hint = [move.slice(0, 2), move.slice(2)];
    $('notice').textContent = `Hint: ${move} (${describeScore(search.result.score)}, depth ${search.result.depth})`;
  } else if (search.error) {
    $('notice').textContent = search.error;
  }
  setGame(state);
}

async function undo() {
  const twice = engineColour() && game.sideToMove !== engineColour() && game.plies.length >= 2;
  let answer = await api.undo(game.id);
  if (twice) {
    answer = await api.undo(game.id);
  }
  clearMarks();
  setGame(answer.state);
}

async function redo() {
  let answer = await api.redo(game.id);
  if (engineColour() && answer.state.sideToMove === engineColour() && answer.state.canRedo) {
    answer = await api.redo(game.id);
  }
  clearMarks();
  setGame(answer.state);
}

async function resign() {
  const side = engineColour() ? (engineColour() === 'white' ? 'red' : 'white') : game.sideToMove;
  clearMarks();
  setGame(await api.resign(game.id, side));
}

// ---- new games and records ----

function readOptions() {
  const kind = $('level-kind').value;
  if (LEVELS.includes(kind)) {
    return { opponent: $('opponent').value, limits: { timeMs: LEVEL_MS }, strength: kind };
  }
  const value = Math.max(1, Math.floor(Number($('level').value) || 1));
  return {
    opponent: $('opponent').value,
    limits: kind === 'time' ? { timeMs: value } : { depth: Math.min(value, 64) },
  };
}

function readSetup() {
  const energy = $('energy').value;
  let text = energy;
  if (energy === 'magnetic' && $('rotation').value !== '0') {
    text = `magnetic ${$('rotation').value}`;
  } else if (energy === 'random') {
    text = `random ${$('seed').value || '0'}`;
  }
  const start = $('start').value.trim();
  return { rules: $('rules').value, energy: text, start: start === '' ? null : start };
}

function saveOptions() {
  try {
    sessionStorage.setItem('shogun-options', JSON.stringify(options));
  } catch (e) {
    // Storage may be off; the options then last as long as the page.
  }
}

function loadOptions() {
  try {
    const saved = JSON.parse(sessionStorage.getItem('shogun-options'));
    if (saved && saved.opponent && saved.limits) {
      options = saved;
      $('opponent').value = saved.opponent;
      if (LEVELS.includes(saved.strength)) {
        $('level-kind').value = saved.strength;
      } else {
        $('level-kind').value = 'timeMs' in saved.limits ? 'time' : 'depth';
        $('level').value = saved.limits.timeMs || saved.limits.depth;
      }
    }
  } catch (e) {
    // Nothing saved.
  }
}

async function startGame(state) {
  $('notice').textContent = '';
  clearMarks();
  board.orient(engineColour() === 'white' ? 'red' : 'white');
  setGame(state);
  if (engineToMove()) {
    await engineMove();
  }
}

async function newGame() {
  options = readOptions();
  saveOptions();
  await startGame(await api.newGame(readSetup()));
}

async function exportRecord() {
  const record = await api.sgn(game.id);
  $('sgn').value = record.sgn;
  const link = $('download');
  if (link.href) {
    URL.revokeObjectURL(link.href);
  }
  link.href = URL.createObjectURL(new Blob([record.sgn], { type: 'application/x-shogun-sgn' }));
  link.hidden = false;
}

async function importRecord() {
  options = readOptions();
  saveOptions();
  await startGame(await api.load($('sgn').value));
}

function updateForm() {
  $('rotation').disabled = $('energy').value !== 'magnetic';
  $('seed').disabled = $('energy').value !== 'random';
  // A named level sets its own depth: the number is for a depth or a time only.
  $('level').disabled = LEVELS.includes($('level-kind').value);
}

// ---- start ----

async function init() {
  board = new Board($('board'), onSquare);
  $('backend').textContent = backend.description;
  $('other-backend').textContent = backend.other.text;
  $('other-backend').href = backend.other.href;
  loadOptions();
  updateForm();
  $('energy').addEventListener('change', updateForm);
  $('level-kind').addEventListener('change', updateForm);
  $('new-game').addEventListener('submit', (event) => {
    event.preventDefault();
    task(newGame);
  });
  $('undo').addEventListener('click', () => task(undo));
  $('redo').addEventListener('click', () => task(redo));
  $('hint').addEventListener('click', () => task(hint));
  $('engine-move').addEventListener('click', () => task(engineMove));
  // Resigning ends the game for good, so it asks first.
  $('resign').addEventListener('click', () => {
    $('resign-confirm').hidden = false;
    $('resign-no').focus();
  });
  $('resign-no').addEventListener('click', () => {
    $('resign-confirm').hidden = true;
    $('resign').focus();
  });
  $('resign-yes').addEventListener('click', () => {
    $('resign-confirm').hidden = true;
    task(resign);
  });
  $('stop').addEventListener('click', () => api.stop(game.id).catch(report));
  $('export').addEventListener('click', () => task(exportRecord));
  $('import').addEventListener('click', () => task(importRecord));
  $('show-magnets').addEventListener('change', render);
  window.addEventListener('hashchange', () => {
    const id = location.hash.slice(1);
    if (game && id && id !== game.id) {
      task(async () => startGame(await api.state(id)));
    }
  });
  await task(async () => {
    const id = location.hash.slice(1);
    if (id) {
      try {
        await startGame(await api.state(id));
        return;
      } catch (e) {
        if (!(e instanceof ApiError) || e.status !== 404) {
          throw e;
        }
      }
    }
    await newGame();
  });
}

init();
