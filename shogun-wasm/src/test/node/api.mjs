// The JavaScript API's argument checks and its chess.js-like calls, in one build. Every expected
// value is worked out by hand from the initial position (see NodeApiTest). Prints "api ok", or
// fails with the first difference.
// Usage: node api.mjs <package directory> <backend>

import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';

const [packageDir, backend] = process.argv.slice(2);
const main = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const { EngineWorker } = await import(pathToFileURL(`${packageDir}/shogun-engine.js`).href);
const { loadShogun, ShogunError, INITIAL_POSITION, checkSearchArguments } = main;
const shogun = await loadShogun({ backend });
assert.equal(shogun.backend, backend);

function refused(call, kind = 'argument') {
  let error = null;
  try {
    call();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof ShogunError, `${call} threw ${error}`);
  assert.equal(error.kind, kind, `${call}: ${error.message}`);
  assert.ok(!error.message.includes('\n'), error.message);
  return error.message;
}

// Arguments: a wrong type or value is a ShogunError of kind "argument", never a raw error or an ignored argument.
const game = shogun.newGame();
refused(() => game.moves(null));
refused(() => game.movePaths(null));
refused(() => shogun.perft(1, null));
refused(() => shogun.divide(1, null));
assert.equal(refused(() => shogun.perft()), 'depth must be a whole number of at least 0, not undefined');
assert.equal(refused(() => shogun.perft(1, 'fixed')), 'the options of perft must be an object such as {position: …}, not "fixed"');
assert.equal(refused(() => shogun.perft(1, { energi: 'fixed' })),
  'unknown key "energi" in the options of perft; the keys are position, energyModel');
assert.equal(refused(() => game.moves('d1')), 'moves takes options such as {square: "d1"}, not a string');
refused(() => game.moves({ sqare: 'd1' }));
refused(() => game.moves({ verbose: 'yes' }));
assert.equal(refused(() => game.search({ depth: () => 3 })), 'depth must be a whole number of at least 1, not a function');
assert.equal(refused(() => game.search({})), 'limits must hold at least one limit, such as {depth: 4} or {timeMs: 500}');
refused(() => game.search());
refused(() => game.search({ depth: 1, ply: 2 }));
refused(() => game.search({ depth: 1 }, 'progress'));
refused(() => game.play(null));
refused(() => game.play({ from: 'd1', to: 'd3', path: 'U' }));
refused(() => game.setTag('Event'));
assert.equal(refused(() => game.undo(1)), 'undo takes no arguments, not 1');
refused(() => shogun.newGame(null));
refused(() => game.isAttacked('d4', 'black'));
refused(() => game.attackers('d4', 'blue'));
refused(() => game.resign('black'));
assert.equal(refused(() => game.put({ kind: 'pawn', colour: 'red', energy: 5 }, 'e4')), "a pawn's energy is 1 to 4, not 5");
refused(() => game.put({ kind: 'queen', colour: 'white', energy: 1 }, 'e4'));
refused(() => game.getComment(-1));
refused(() => checkSearchArguments({}, { depth: 1 }));
await assert.rejects(new EngineWorker().search({}, { depth: 1 }),
  (e) => e instanceof ShogunError && e.kind === 'argument');
await assert.rejects(new EngineWorker().search(game, {}),
  (e) => e instanceof ShogunError && e.kind === 'argument');
assert.equal(game.position(), INITIAL_POSITION, 'refused calls change nothing');
assert.equal(shogun.perft(1), 27);

// A ply's notation plays back; a false mark is a refusal.
const marked = shogun.newGame();
assert.equal(marked.play('a1a5:4').ply.notation, 'a1a5:4');
const wrongEnergy = marked.play('d8d7:2');
assert.equal(wrongEnergy.ok, false);
assert.equal(wrongEnergy.refusal.reason, 'wrong-landing-energy');
assert.equal(wrongEnergy.refusal.message,
  'illegal move d8d7: the landing energy 2 contradicts the magnetic energy model, which gives 3');
assert.equal(marked.play('d8d7:3+').refusal.reason, 'wrong-mark');
assert.equal(marked.play('d8xd7').refusal.reason, 'wrong-mark');
assert.equal(marked.play('d8d7:3').ok, true);
const replayed = shogun.newGame();
for (const ply of marked.history()) {
  assert.equal(replayed.play(ply.notation).ok, true);
}
assert.equal(replayed.sgn(), marked.sgn());

// board(): rank 8 first, files a to h.
const fresh = shogun.newGame();
const board = fresh.board();
assert.equal(board.length, 8);
assert.deepEqual(board[0][0], { square: 'a8', kind: 'pawn', colour: 'red', energy: 4 });
assert.deepEqual(board[0][4], { square: 'e8', kind: 'king', colour: 'red', energy: 1 });
assert.deepEqual(board[7][3], { square: 'd1', kind: 'king', colour: 'white', energy: 2 });
assert.deepEqual(board[3], [null, null, null, null, null, null, null, null]);
const ascii = fresh.ascii().split('\n');
assert.equal(ascii[0], '     a   b   c   d   e   f   g   h');
assert.equal(ascii[1], ' 8   p4  p2  p3  p1  k1  p3  p1  p3   8');
assert.equal(ascii[4], ' 5   .   .   .   .   .   .   .   .    5');
assert.equal(ascii[8], ' 1   P4  P3  P2  K2  P1  P4  P3  P2   1');

// Verbose moves: the king on d1 (energy 2) reaches c2, d3 and e2.
const verbose = fresh.moves({ square: 'd1', verbose: true });
assert.deepEqual(verbose.map((m) => m.move), ['d1c2', 'd1d3', 'd1e2']);
assert.deepEqual(verbose[1], {
  move: 'd1d3', from: 'd1', to: 'd3', piece: 'K2', captured: null,
  path: { move: 'd1d3', shape: 'U', squares: ['d2', 'd3'] },
});
assert.equal(fresh.moves({ verbose: true }).length, 27);

// Attacks on any square: d3 by the king (2 up) and the pawn on f1 (energy 4: up 2, left 2).
assert.deepEqual(fresh.attackers('d3', 'white'), ['d1', 'f1']);
assert.equal(fresh.isAttacked('d3', 'white'), true);
assert.equal(fresh.isAttacked('d5', 'white'), false);
assert.deepEqual(fresh.attackers('a5', 'white'), ['a1']);
assert.deepEqual(fresh.attackers('a5'), [], 'without a colour: the attackers of the piece there, none on an empty square');

// put, remove, clear, load: in place, keeping the rules, energy model and tags.
const edited = shogun.newGame({ energyModel: 'fixed' });
edited.setTag('Event', 'Lesson');
edited.play('d1d3');
assert.equal(edited.remove('a1'), 'P4');
// Fixed energies: the king keeps energy 2 on d3; Red to move, one quiet ply, move 1.
assert.equal(edited.position(), 'p4p2p3p1k1p3p1p3/8/8/8/8/3K24/8/1P3P21P1P4P3P2 r 1 1');
assert.equal(edited.history().length, 0);
assert.equal(edited.setup().energyModel, 'fixed');
assert.deepEqual(edited.tags(), { Event: 'Lesson' });
assert.equal(edited.remove('a1'), null);
const before = edited.position();
assert.equal(refused(() => edited.put('K1', 'e4')), 'white has more than one king');
refused(() => edited.load('8/8/8/8/8/8/8/8 x'), 'notation');
assert.equal(edited.position(), before, 'a refused edit changes nothing');
edited.put({ kind: 'pawn', colour: 'white', energy: 3 }, 'e4');
assert.deepEqual(edited.board()[4][4], { square: 'e4', kind: 'pawn', colour: 'white', energy: 3 });
edited.clear();
assert.equal(edited.position(), '8/8/8/8/8/8/8/8 r');
edited.load(INITIAL_POSITION);
assert.equal(edited.position(), INITIAL_POSITION);
assert.equal(edited.setup().start, null, 'the initial position is the energy model\'s own start');
edited.load('8/8/8/8/3P44/8/8/8 w');
assert.equal(edited.setup().start, '8/8/8/8/3P44/8/8/8 w');

// load: INITIAL_POSITION, or no position, starts any game from its own initial position. Magnets
// turned 90 degrees: a square (x, y) holds the standard layout's value at (9 - y, x), so rank 1
// takes column h's values from rank 1 up (2 1 2 4 1 4 4 3; the king's 4 is even: 2) and rank 8
// column a's (4 3 1 4 4 2 1 4; the king's 4: 2).
const TURNED_START = 'p4p3p1p4k2p2p1p4/8/8/8/8/8/8/P2P1P2K2P1P4P4P3 w';
for (const again of [(g) => g.load(INITIAL_POSITION), (g) => g.load(), (g) => g.load(null)]) {
  const turned = shogun.newGame({ energyModel: 'magnetic 90' });
  assert.equal(turned.position(), TURNED_START);
  turned.setTag('Event', 'Lesson');
  turned.play('d1d3');
  turned.play('e8e6');
  turned.undo();
  turned.setComment('the king steps up');
  turned.resign('white');
  again(turned);
  // What load forgets: the moves, undo and redo, the comments, the resignation. What it keeps: the setup and tags.
  assert.equal(turned.position(), TURNED_START);
  assert.deepEqual(turned.setup(), { ruleSet: 'standard', energyModel: 'magnetic 90', start: null });
  assert.deepEqual([turned.history().length, turned.canUndo(), turned.canRedo()], [0, false, false]);
  assert.deepEqual(turned.getComments(), []);
  assert.deepEqual([turned.outcome().over, turned.outcome().result], [false, '*']);
  assert.deepEqual(turned.tags(), { Event: 'Lesson' });
  assert.equal(turned.magnets().a1, 2);
}
// Random energies: the start a new game with that seed draws, and the same draws after it.
const drawn = shogun.newGame({ energyModel: 'random 42' });
const drawnFresh = shogun.newGame({ energyModel: 'random 42' });
drawn.play(drawn.moves()[0]);
drawn.load(INITIAL_POSITION);
assert.equal(drawn.position(), drawnFresh.position());
assert.equal(drawn.play(drawn.moves()[0]).ply.after, drawnFresh.play(drawnFresh.moves()[0]).ply.after);

// Every move entry point refuses alike: a move from a square to itself is the rules' refusal
// "no-movement", given as text (any form) or as squares; the king on d1 has energy 2.
const still = shogun.newGame();
const stay = still.refusal('d1', 'd1');
assert.equal(stay.reason, 'no-movement');
assert.equal(stay.message, 'illegal move d1d1: the white king on d1 must move 2 steps, not stay on d1');
for (const move of ['d1d1', 'D1-d1', 'd1xd1+', 'd1d1:2', { from: 'd1', to: 'd1' }, { from: 'd1', to: 'd1', shape: 'U' }]) {
  assert.deepEqual(still.play(move), { ok: false, refusal: stay }, JSON.stringify(move));
}
assert.deepEqual(still.paths('d1d1'), [], 'a move that is not legal has no path');
assert.deepEqual(still.play('d4d4'), still.play({ from: 'd4', to: 'd4' }));
assert.equal(still.play('d4d4').refusal.reason, still.refusal('d4', 'd4').reason);
// Malformed input is a ShogunError of kind "notation", text or squares alike.
assert.match(refused(() => still.play('d1z9'), 'notation'), /^bad move at index 2 of "d1z9": /);
assert.match(refused(() => still.play({ from: 'd1', to: 'z9' }), 'notation'), /^bad square at index 0 of "z9": /);
assert.match(refused(() => still.play('d1d1d1'), 'notation'), /^bad move at index /);
assert.equal(still.history().length, 0);
assert.deepEqual(shogun.validatePosition(INITIAL_POSITION), { ok: true, error: null });
const invalid = shogun.validatePosition('8/8/8/8/8/8/8/8 x');
assert.equal(invalid.ok, false);
assert.match(invalid.error, /^bad position at index 16 of "8\/8\/8\/8\/8\/8\/8\/8 x": /);

// Comments on plies, kept in the record.
const commented = shogun.readGame('{A short game} 1. d1d3:1 {the king steps up} e8e7:2 *');
assert.deepEqual(commented.getComments(), [{ ply: 0, comment: 'A short game', position: INITIAL_POSITION },
  { ply: 1, comment: 'the king steps up', position: 'p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1' }]);
assert.equal(commented.getComment(), null);
assert.equal(commented.getComment(1), 'the king steps up');
commented.setComment('Red answers');
assert.match(commented.sgn(), /e8e7:2 \{Red answers\} \*\n$/);
assert.equal(commented.removeComment(0), 'A short game');
assert.equal(commented.removeComment(0), null);
refused(() => commented.setComment('a } b'));
assert.deepEqual(shogun.readGame(commented.sgn()).getComments(), commented.getComments());

// Several best lines: lines best first, ranked, each with another first move, the first the search's
// score and pv, and the same as a single-line search's; progress has them too; a bad count is refused.
function scoreValue(score) {
  return 'centipawns' in score ? score.centipawns : 'winIn' in score ? 1e7 - score.winIn : -1e7 + score.lossIn;
}
const analysed = shogun.newGame();
const reports = [];
const three = analysed.search({ depth: 3, lines: 3 }, (report) => reports.push(report));
assert.equal(three.lines.length, 3);
assert.deepEqual(three.lines.map((line) => line.rank), [1, 2, 3]);
assert.deepEqual(three.lines[0], { rank: 1, score: three.score, principalVariation: three.principalVariation });
assert.equal(three.bestMove, three.lines[0].principalVariation[0]);
assert.equal(new Set(three.lines.map((line) => line.principalVariation[0])).size, 3);
for (let i = 1; i < 3; i++) {
  assert.ok(scoreValue(three.lines[i].score) <= scoreValue(three.lines[i - 1].score), JSON.stringify(three.lines));
}
for (const line of three.lines) {
  assert.ok(analysed.moves().includes(line.principalVariation[0]), line.principalVariation[0]);
}
assert.deepEqual(reports.map((report) => report.lines.length), [3, 3, 3]);
assert.deepEqual(reports[2].lines, three.lines);
// Each line is its own move's exact search, a whole line of the depth: after 1. d1d3, line 2 at
// depth 7 was once a8a4 alone, at line 1's score (issue 33).
const afterD1d3 = shogun.newGame();
afterD1d3.play('d1d3');
const deep = afterD1d3.search({ depth: 7, lines: 3 });
for (const line of deep.lines) {
  assert.ok(line.principalVariation.length >= 7, JSON.stringify(deep.lines));
}
const single = analysed.search({ depth: 3 });
assert.equal(single.lines, undefined, 'one line is the score and principalVariation');
assert.deepEqual([single.score, single.principalVariation], [three.score, three.principalVariation]);
assert.equal(shogun.newGame().search({ depth: 2, lines: 16 }).lines.length, 16);
assert.equal(refused(() => game.search({ depth: 1, lines: 0 })), 'lines must be a whole number from 1 to 16, not 0');
refused(() => game.search({ depth: 1, lines: 17 }));
refused(() => game.search({ depth: 1, lines: '3' }));
assert.equal(refused(() => game.search({ lines: 3 })), 'limits must hold at least one limit, such as {depth: 4} or {timeMs: 500}');
await assert.rejects(new EngineWorker().search(game, { depth: 1, lines: 17 }),
  (e) => e instanceof ShogunError && e.kind === 'argument');

// A strength limit for people: a beginner (600 Elo) looks one ply ahead whatever the depth allows.
assert.equal(shogun.newGame().search({ depth: 4, elo: 600 }).depth, 1);
assert.equal(shogun.newGame().search({ depth: 2, elo: 2600 }).depth, 2, '2600 is full strength');
assert.equal(refused(() => game.search({ depth: 1, elo: 599 })), 'elo must be a whole number from 600 to 2600, not 599');
refused(() => game.search({ depth: 1, elo: 'club' }));

console.log('api ok');
