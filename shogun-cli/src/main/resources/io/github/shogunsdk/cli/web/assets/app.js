// The Shogun web game: the SDK's board component (page-board.js) shows a piece's targets, paths and
// landing energies and plays a move by click, drag or keyboard; the move goes to the backend, which
// decides. An illegal click says why and marks the squares to blame. The engine answers when it is its turn.
// The move list is the record's tree: a click on a move goes there, a move played there that the
// record does not have becomes a variation. The analysis panel shows the engine's best lines.

import { api, ApiError, backend } from './backend.js';
import { PageBoard, loadBoard } from './page-board.js';
import { renderMoves, variationOf } from './movelist.js';
import { AnalysisPanel, describeScore } from './panel.js';
import { Analysis, reviewGame } from './analysis.js';
import { wireControls } from './controls.js';
import { Steps } from './steps.js';
import { DEFAULT_OPTIONS, legend, loadOptions, readOptions, readSetup, saveOptions, wireForm } from './settings.js';

const $ = (id) => document.getElementById(id);

let board;
let game = null;            // the game as the server last sent it
let marks = { blockers: [], checkers: [], hint: null };
let busy = 0;               // requests or animations under way
let options = DEFAULT_OPTIONS;
let panel;
let movesDrawn = null;      // the state the move list was last drawn from
let arrows = [];            // the first moves of the lines shown, for the board
let analysis;               // the analysis of the position shown
let reviewing = false;      // whether a review of the game runs
const steps = new Steps(api);   // Back and Forward

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
  board.show(game, {
    movable: movable(),
    orientation: engineColour() === 'white' ? 'red' : 'white',
    hint: marks.hint,
    blockers: marks.blockers,
    checkers: marks.checkers,
    magnets: $('show-magnets').checked,
    arrows,
  });
  $('status').textContent = game.status;
  $('legend').textContent = legend(game.setup.energyModel);
  if (movesDrawn !== game) {
    // Drawn again only when the game changes, not with each depth of an analysis.
    renderMoves($('moves'), game);
    movesDrawn = game;
  }
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
  $('delete-variation').hidden = !game.path || variationOf(game.path) === null;
  $('delete-variation').disabled = thinking;
  $('review').disabled = !reviewing && (thinking || !game.tree || game.tree.mainline.length === 0);
  if (over || thinking) {
    $('resign-confirm').hidden = true;
  }
  document.body.dataset.sideToMove = game.sideToMove;
}

function colourOf(piece) {
  return piece[0] === piece[0].toUpperCase() ? 'white' : 'red';
}

/** Who moves pieces on the board: nobody when the game is over or a hint is sought; against the engine, your side (premoves on its turn). */
function movable() {
  const thinking = game.search && game.search.running;
  if (game.outcome.over || (thinking && !engineToMove())) {
    return 'none';
  }
  return engineColour() === null ? 'both' : engineColour() === 'white' ? 'red' : 'white';
}

/** A piece as a sentence says it: "the red pawn on e2". */
function pieceOn(square) {
  const piece = game.pieces[square];
  return piece ? `the ${colourOf(piece)} ${piece[0].toLowerCase() === 'k' ? 'king' : 'pawn'} on ${square}` : square;
}

function clearMarks() {
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
  const moved = !game || game.id !== state.id || game.position !== state.position
    || (game.path || []).join('.') !== (state.path || []).join('.');
  if (game && game.id !== state.id && backend.analysis) {
    // The engine's slots are shared by a client's games: the game left lets its analysis go.
    api.stopAnalysis(game.id).catch(() => {});
  }
  game = state;
  if (location.hash.slice(1) !== state.id) {
    history.replaceState(null, '', `#${state.id}`);
  }
  if (moved) {
    arrows = [];
  }
  render();
  if (moved && analysisOn()) {
    analyse();
  } else if (moved && backend.analysis) {
    analysis.showReviewed(game);
  }
}

// ---- review ----

/** Reviews the main line, saying how far it has got, then shows the game with its mistakes marked. */
async function review() {
  const id = game.id;
  reviewing = true;
  $('review').textContent = 'Stop the review';
  try {
    $('review-status').textContent = await reviewGame(id, options.limits, (text) => {
      $('review-status').textContent = text;
    });
    clearMarks();
    movesDrawn = null;
    setGame(await api.state(id));
    if (!analysisOn()) {
      analysis.showReviewed(game);
    }
  } finally {
    reviewing = false;
    $('review').textContent = 'Review this game';
    render();
  }
}

// ---- analysis ----

function analysisOn() {
  return backend.analysis && $('analyse').checked;
}

/** Analyses the position shown, its lines on the board as arrows. */
function analyse() {
  return analysis.run(game, showing, (lines) => {
    arrows = lines;
    render();
  });
}

/** Whether the page still shows the position of a state. */
function showing(state) {
  return game !== null && game.id === state.id && game.position === state.position
    && (game.path || []).join('.') === (state.path || []).join('.');
}

function stopAnalysing() {
  analysis.stop(game && game.id);
  arrows = [];
  render();
}

// ---- the tree ----

async function goTo(path) {
  clearMarks();
  setGame(await api.goTo(game.id, path));
}

async function deleteVariation() {
  const variation = variationOf(game.path);
  if (variation !== null) {
    clearMarks();
    setGame(await api.deleteVariation(game.id, variation));
  }
}

/** Plays moves of an engine's line from the position shown; the record keeps them as a line of its tree. */
async function playLine(moves) {
  clearMarks();
  let state = game;
  try {
    for (const move of moves) {
      state = (await api.play(state.id, move)).state;
    }
  } finally {
    // A move refused on the way leaves the page at the last move played.
    setGame(state);
  }
}

// ---- playing ----

function engineColour() {
  return options.opponent === 'none' ? null : options.opponent;
}

function engineToMove() {
  return game && !game.outcome.over && game.sideToMove === engineColour();
}

/** What a press on the board meant (page-board.js): a piece with no move, or a square no move goes to, says why. */
function onPress(press) {
  if (!game || busy > 0) {
    return;
  }
  $('notice').textContent = '';
  marks = { blockers: [], checkers: [], hint: marks.hint };
  $('refusal').textContent = '';
  if (press.kind === 'picked' && press.dests === 0 && colourOf(game.pieces[press.square]) === game.sideToMove) {
    const piece = pieceOn(press.square).replace(/^t/, 'T');
    if (game.check) {
      // In check, a piece may only make a move that ends the check: say so, and mark the checkers.
      marks.checkers = game.checkers;
      const by = game.checkers.map(pieceOn).join(' and ');
      $('refusal').textContent = `${piece} has no legal move: the ${game.sideToMove} king is in `
        + `check by ${by}, and no move of this piece ends the check.`;
    } else {
      $('refusal').textContent = `${piece} has no legal move.`;
    }
  } else if (press.kind === 'refused' && game.outcome.over) {
    $('refusal').textContent = `The game is over: ${game.outcome.text}.`;
  } else if (press.kind === 'refused' && engineToMove()) {
    $('refusal').textContent = 'It is the engine\'s turn: wait for its move.';
  } else if (press.kind === 'refused') {
    task(async () => {
      const answer = await api.whyNot(game.id, press.from, press.to);
      if (!answer.legal) {
        showRefusal(answer.refusal);
      }
    });
    return;
  }
  render();
}

/** Sends a move made on the board to the backend, which decides; a refused move is taken back from the board. */
async function sendMove(ply) {
  clearMarks();
  let answer;
  try {
    answer = await api.play(game.id, ply.move, ply.path ? ply.path.shape : undefined);
  } catch (e) {
    board.takeBack();
    throw e;
  }
  setGame(answer.state);
  if (engineToMove()) {
    await engineMove();
  }
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
  await api.search(game.id, options.limits, true, options.strength);
  game = { ...game, search: { running: true } };
  const search = await follow();
  if (search.error) {
    $('notice').textContent = search.error;
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
  const state = await steps.back(game, engineColour());
  clearMarks();
  setGame(state);
}

async function redo() {
  const state = await steps.forward(game, engineColour());
  clearMarks();
  setGame(state);
}

async function resign() {
  const side = engineColour() ? (engineColour() === 'white' ? 'red' : 'white') : game.sideToMove;
  clearMarks();
  setGame(await api.resign(game.id, side));
}

// ---- new games and records ----

async function startGame(state) {
  $('notice').textContent = '';
  clearMarks();
  setGame(state);
  if (engineToMove()) {
    await engineMove();
  }
}

async function newGame() {
  options = readOptions();
  saveOptions(options);
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
  saveOptions(options);
  await startGame(await api.load($('sgn').value));
}

// ---- start ----

async function init() {
  try {
    board = new PageBoard($('board'), await loadBoard(), { onMove: (ply) => task(() => sendMove(ply)), onPress });
  } catch (e) {
    $('status').textContent = 'No board';
    $('notice').textContent = e.message;
    document.body.dataset.busy = 'false';
    return;
  }
  panel = new AnalysisPanel({
    bar: $('eval-bar'), fill: $('eval-fill'), value: $('eval-value'), depth: $('eval-depth'), lines: $('lines'),
  }, (moves) => {
    if (busy === 0) {
      task(() => playLine(moves));
    }
  });
  analysis = new Analysis(panel);
  $('analysis').hidden = !backend.analysis;
  $('delete-variation').parentElement.hidden = !backend.analysis;
  $('analyse').addEventListener('change', () => {
    if (analysisOn() && game) {
      analyse();
    } else {
      stopAnalysing();
    }
  });
  $('moves').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-path]');
    if (button && busy === 0 && !(game.search && game.search.running)) {
      task(() => goTo(button.dataset.path.split('.').map(Number)));
    }
  });
  $('delete-variation').addEventListener('click', () => task(deleteVariation));
  $('review').addEventListener('click', () => {
    if (reviewing) {
      api.stopReview(game.id).catch(report);
    } else if (busy === 0) {
      task(review);
    }
  });
  $('backend').textContent = backend.description;
  $('other-backend').textContent = backend.other.text;
  $('other-backend').href = backend.other.href;
  options = loadOptions() ?? options;
  wireForm();
  wireControls({
    newGame: () => task(newGame),
    undo: () => task(undo),
    redo: () => task(redo),
    hint: () => task(hint),
    engineMove: () => task(engineMove),
    resign: () => task(resign),
    stop: () => api.stop(game.id).catch(report),
    exportRecord: () => task(exportRecord),
    importRecord: () => task(importRecord),
  });
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
