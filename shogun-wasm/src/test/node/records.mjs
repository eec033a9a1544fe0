// Record trees in JavaScript, in the records build of one backend: readRecord gives the tree as plain data, writeRecord
// writes it back, recordNode and recordChildren walk it, recordGame replays a line, and comments on
// plies work as in chess.js. Expected values are worked out by hand from docs/NOTATION.md's
// annotated record (see NodeRecordsTest). Prints "records ok", or fails with the first difference.
// Usage: node records.mjs <package directory> <backend>

import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';

const [packageDir, backend] = process.argv.slice(2);
const { loadShogun, ShogunError, INITIAL_POSITION } = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const shogun = await loadShogun({ backend, records: true });
assert.equal(shogun.records, true);

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

// docs/NOTATION.md's record as the SDK writes it, with a tag.
const SGN = '[Event "Lessons"]\n[Rules "standard"]\n[Energy "magnetic"]\n[Result "*"]\n\n'
  + '{Lesson 1} 1. d1d3:1 {the king steps up; Red may answer} e8e7:2 $6 {Red steps up\ntoo}'
  + ' (1... d8d7:3 $1 {better}) (1... a8a4:4+ $5) 2. a1a5:4 *\n';
// Its tree: straight moves, the landing energies of the marks, $6 on e8e7, $1 and $5 on its alternatives.
const TREE = {
  setup: { ruleSet: 'standard', energyModel: 'magnetic', start: null },
  tags: { Event: 'Lessons' },
  comment: 'Lesson 1',
  mainline: [
    { move: 'd1d3', shape: 'U', landingEnergy: 1, comment: 'the king steps up; Red may answer' },
    {
      move: 'e8e7', shape: 'D', landingEnergy: 2, glyphs: [6], comment: 'Red steps up too',
      variations: [
        [{ move: 'd8d7', shape: 'D', landingEnergy: 3, glyphs: [1], comment: 'better' }],
        [{ move: 'a8a4', shape: 'D', landingEnergy: 4, glyphs: [5] }],
      ],
    },
    { move: 'a1a5', shape: 'U', landingEnergy: 4 },
  ],
  result: '*',
};

// Reading and writing.
const record = shogun.readRecord(SGN);
assert.deepEqual(record, TREE);
assert.equal(shogun.writeRecord(record), SGN);
assert.equal(shogun.writeRecord(TREE), SGN);
// A hand-written tree: straight moves without shapes, record keys left out.
assert.equal(shogun.writeRecord({ mainline: [{ move: 'd1d3', landingEnergy: 1, comment: ' two\n lines ' }] }),
  '[Rules "standard"]\n[Energy "magnetic"]\n[Result "*"]\n\n1. d1d3:1 {two lines} *\n');

// Walking.
assert.deepEqual(shogun.recordChildren(record).map((node) => node.move), ['d1d3']);
assert.deepEqual(shogun.recordChildren(record, [0]).map((node) => node.move), ['e8e7', 'd8d7', 'a8a4']);
assert.deepEqual(shogun.recordChildren(record, [0, 1]), []);
assert.deepEqual(shogun.recordChildren(record, [0, 0]).map((node) => node.move), ['a1a5']);
assert.equal(shogun.recordNode(record, [0, 1]).comment, 'better');
assert.deepEqual(shogun.recordNode(record, [0, 2]).glyphs, [5]);
assert.equal(shogun.recordNode(record, [0, 0, 0]).move, 'a1a5');

// A line replayed: the game after 1. d1d3 d8d7, with the comments of its plies.
const line = shogun.recordGame(record, [0, 1]);
assert.deepEqual(line.history().map((ply) => ply.move), ['d1d3', 'd8d7']);
assert.equal(line.getComment(0), 'Lesson 1');
assert.equal(line.getComment(2), 'better');
assert.deepEqual(line.tags(), { Event: 'Lessons' });
// By default the main line, which a game's record gives back without glyphs and variations.
const main = shogun.recordGame(record);
assert.deepEqual(main.history().map((ply) => ply.move), ['d1d3', 'e8e7', 'a1a5']);
assert.deepEqual(main.record(), {
  ...TREE,
  mainline: [TREE.mainline[0], { move: 'e8e7', shape: 'D', landingEnergy: 2, comment: 'Red steps up too' }, TREE.mainline[2]],
});

// Comments on plies, as chess.js has them: each with the position there.
const AFTER_D1D3 = line.history()[0].after;
assert.deepEqual(main.getComments().slice(0, 2), [
  { ply: 0, comment: 'Lesson 1', position: INITIAL_POSITION },
  { ply: 1, comment: 'the king steps up; Red may answer', position: AFTER_D1D3 },
]);
main.setComment('a fine move', 3);
assert.equal(main.getComment(), 'a fine move');
assert.deepEqual(main.removeComments().map((comment) => comment.ply), [0, 1, 2, 3]);
assert.deepEqual(main.getComments(), []);
assert.deepEqual(main.removeComments(), []);
assert.equal(main.record().comment, null);

// Faults: a ShogunError with a one-line message naming where.
assert.equal(refused(() => shogun.writeRecord({ mainline: [{ move: 'd4b6', landingEnergy: 2 }] })),
  'mainline[0].shape: the move d4b6 bends: give its shape, such as "UL" or "LU"');
assert.equal(refused(() => shogun.writeRecord({ mainline: [{ move: 'd1d3', landingEnergy: 1, san: 'd3' }] })),
  'mainline[0]: unknown key "san" in a ply of the record; the keys are move, shape, landingEnergy, glyphs, comment, variations');
assert.equal(refused(() => shogun.writeRecord({ mainline: [{ move: 'd1d3', landingEnergy: 1, glyphs: [0] }] })),
  'mainline[0].glyphs[0]: expected a numeric annotation glyph from 1 to 255, found 0');
assert.equal(refused(() => shogun.writeRecord({ mainline: [{ move: 'd1d3', landingEnergy: 1, glyphs: [1.5] }] })),
  'mainline[0].glyphs[0]: expected a numeric annotation glyph as a whole number, found the number 1.5');
assert.equal(refused(() => shogun.writeRecord({ result: '2-0' })), 'result: a result is 1-0, 0-1, 1/2-1/2 or *, not "2-0"');
assert.equal(refused(() => shogun.writeRecord(null)), 'the record must be an object such as readRecord gives, not null');
const cyclic = { mainline: [] };
cyclic.mainline.push(cyclic);
assert.match(refused(() => shogun.writeRecord(cyclic)), /^the record cannot be written as JSON: TypeError: /);
refused(() => shogun.writeRecord({ mainline: [{ move: 'd1d4', landingEnergy: 1 }] }), 'illegal-move');
refused(() => shogun.readRecord('1. d1d4 *'), 'record');
assert.equal(refused(() => shogun.readRecord(3)), 'sgn must be a string, not 3');
assert.equal(refused(() => shogun.readRecord(SGN, 1)), 'readRecord takes at most 1 argument, not 2');
assert.equal(refused(() => shogun.recordNode(record, [])), 'the path [] is the start of the game, which is not a ply');
assert.equal(refused(() => shogun.recordNode(record, [0, 5])), 'the path [0, 5] leads nowhere: the node at [0] has 3 children');
assert.equal(refused(() => shogun.recordChildren(record, [1])), 'the path [1] leads nowhere: the node at [] has 1 child');
assert.equal(refused(() => shogun.recordChildren(record, [-1])),
  'path must be an array of child indices such as [0, 0, 1], not an array');
assert.equal(refused(() => shogun.recordChildren({ mainline: 'd1d3' })),
  'mainline must be an array of plies (objects such as {move: "d1d3", …}), not "d1d3"');
refused(() => shogun.recordGame(record, [0, 5]));
refused(() => shogun.recordGame(record, '0'));
refused(() => main.record(1));
refused(() => main.removeComments(0));

// LF, CRLF and a lone CR all end lines: a remark ends at any of them, and errors count lines by them.
for (const end of ['\r\n', '\r']) {
  assert.deepEqual(shogun.readRecord(SGN.replace('{Lesson 1}', '; a remark\n{Lesson 1}').replaceAll('\n', end)), TREE);
  assert.deepEqual(shogun.readGame(`1. d1d3 ; the king${end}e8e7 *`).history().map((ply) => ply.move), ['d1d3', 'e8e7']);
  assert.equal(refused(() => shogun.readRecord(`1. d1d3${end}e8e7 zz *`), 'record'),
    'bad record at line 2, column 6: move 2: expected a move such as d1d3, a move number, a comment or a result, found "zz"');
}
// No control characters in comments and tags but line ends and tab, whichever way they come in.
assert.equal(refused(() => main.setComment('\u001b[2J', 1)),
  'a comment holds no control characters other than line ends and tab, found \\u001B at index 0 of "\\u001B[2J"');
assert.equal(refused(() => shogun.readRecord('1. d1d3:1 {\u0007} *'), 'record'),
  'bad record at line 1, column 12: a comment holds no control characters other than line ends and tab, found \\u0007');
assert.equal(refused(() => shogun.writeRecord({ mainline: [{ move: 'd1d3', landingEnergy: 1, comment: '\u009b2J' }] })),
  'mainline[0]: a comment holds no control characters other than line ends and tab, found \\u009B at index 0 of "\\u009B2J"');
assert.equal(refused(() => shogun.writeRecord({ tags: { Event: 'a\u007f' } })),
  'tags: the value of tag Event holds no control characters other than tab, found \\u007F at index 1 of "a\\u007F"');
// Nesting as deep as a client likes is refused in one line, never with a stack overflow.
let deep = { move: 'd1d3', landingEnergy: 1 };
for (let i = 0; i < 100000; i++) deep = { move: 'b1b2', landingEnergy: 1, variations: [[{ move: 'a1a2', landingEnergy: 1 }, deep]] };
refused(() => shogun.writeRecord({ mainline: [{ move: 'd1d3', landingEnergy: 1 }, deep] }));

// Generated trees: random legal lines with variations, glyphs and comments of every kind of
// character but '}' and control characters (already single-spaced: the tree keeps comments so),
// read back equal.
let seed = 22;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor((seed / 2147483648) * n);
};
const ALPHABET = ['a', 'Z', ' ', '"', '\\', '{', '(', ')', ';', '$', '!', '?', 'é', '中', '😀', '\u00ad', '[', ']', '*', '1-0'];
function comment() {
  let text = '';
  for (let i = 1 + random(30); i > 0; i--) text += ALPHABET[random(ALPHABET.length)];
  return text.replace(/\s+/g, ' ').trim();
}
function generate(game, plies, depth, first) {
  const nodes = [];
  for (let i = 0; i < plies && !game.isOver(); i++) {
    const moves = game.moves();
    const move = i === 0 && first ? first : moves[random(moves.length)];
    const variations = [];
    if (depth > 0 && !(first && i === 0) && random(3) === 0) {
      const other = moves.filter((m) => m !== move);
      if (other.length > 0) variations.push(generate(game.copy(), 1 + random(4), depth - 1, other[random(other.length)]));
    }
    const paths = game.paths(move);
    const { ply } = game.play({ from: move.slice(0, 2), to: move.slice(2), shape: paths[random(paths.length)].shape });
    const node = { move: ply.move, shape: ply.path.shape, landingEnergy: ply.landingEnergy };
    if (random(4) === 0) node.glyphs = [...new Set([1 + random(255), 1 + random(6)])].sort((a, b) => a - b);
    const text = random(3) === 0 ? comment() : '';
    if (text !== '') node.comment = text;
    if (variations.length > 0) node.variations = variations;
    nodes.push(node);
  }
  return nodes;
}
for (let round = 0; round < 12; round++) {
  const energy = ['magnetic', 'fixed', `random ${round}`][round % 3];
  const start = shogun.newGame({ energyModel: energy });
  const tree = {
    setup: start.setup(), tags: round % 2 ? {} : { Event: `Round "${round}"` }, comment: round % 4 ? null : comment() || null,
    mainline: generate(start, 1 + random(30), 3, null),
  };
  tree.result = start.outcome().result;
  const written = shogun.writeRecord(tree);
  assert.deepEqual(shogun.readRecord(written), tree, written);
  assert.equal(shogun.writeRecord(shogun.readRecord(written)), written);
}

// A game as JSON (docs/JSON.md, "Games"): the example there, byte for byte, read back to an equal game.
const played = shogun.newGame();
played.setTag('White', 'Ann');
played.setTag('Red', 'Ben');
played.play('d1d3');
played.setComment('the king steps up', 1);
played.play('e8e7');
const GAME_JSON = '{"record":{"setup":{"ruleSet":"standard","energyModel":"magnetic","start":null},"tags":{"White":"Ann","Red":"Ben"},'
  + '"comment":null,"mainline":[{"move":"d1d3","shape":"U","landingEnergy":1,"comment":"the king steps up"},'
  + '{"move":"e8e7","shape":"D","landingEnergy":2}],"result":"*"},'
  + '"start":"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w","history":['
  + '{"move":"d1d3","path":{"move":"d1d3","shape":"U","squares":["d2","d3"]},"piece":"K2","captured":null,'
  + '"energyBefore":2,"landingEnergy":1,"check":false,"checkmate":false,"notation":"d1d3:1",'
  + '"before":"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w","after":"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1"},'
  + '{"move":"e8e7","path":{"move":"e8e7","shape":"D","squares":["e7"]},"piece":"k1","captured":null,'
  + '"energyBefore":1,"landingEnergy":2,"check":false,"checkmate":false,"notation":"e8e7:2",'
  + '"before":"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1","after":"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2"}],'
  + '"position":"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2","sideToMove":"white","inCheck":false,'
  + '"outcome":{"over":false,"result":"*","winner":null,"reason":null,"text":"Game in progress"}}';
assert.equal(JSON.stringify(played), GAME_JSON);
// One name, one concept: the JSON's "history" is what game.history() gives, plies, not their notation.
assert.deepEqual(JSON.parse(GAME_JSON).history, played.history());
assert.match(refused(() => shogun.gameFromJSON({ ...JSON.parse(GAME_JSON), history: ['d1d3:1', 'e8e7:2'] })),
  /history\[0\]: expected a ply as an object, found the string "d1d3:1"/);
for (const given of [JSON.parse(GAME_JSON), GAME_JSON]) {
  const read = shogun.gameFromJSON(given);
  assert.equal(read.sgn(), played.sgn());
  assert.equal(JSON.stringify(read), GAME_JSON);
}
const resigned = shogun.gameFromJSON(GAME_JSON);
resigned.resign('red');
assert.equal(JSON.stringify(shogun.gameFromJSON(JSON.stringify(resigned))), JSON.stringify(resigned));
assert.deepEqual(shogun.gameFromJSON(JSON.stringify(resigned)).outcome(), resigned.outcome());
assert.equal(resigned.outcome().reason, 'resignation');
assert.match(refused(() => shogun.gameFromJSON({ ...JSON.parse(GAME_JSON), sideToMove: 'red' })),
  /"sideToMove" is red, but the record makes it white/);
assert.match(refused(() => shogun.gameFromJSON({ ...JSON.parse(GAME_JSON), extra: 1 })), /extra/);
assert.equal(refused(() => shogun.gameFromJSON(7)),
  "gameFromJSON takes a game's JSON, an object such as game.toJSON() gives or its text, not 7");

// The default build has no record trees: each call says how to load the build that has them, and
// what needs no Java (walking a tree) works there too.
const plain = await loadShogun({ backend });
assert.equal(plain.records, false);
const needsRecords = 'record trees are in the records build of the SDK: load it with loadShogun({records: true})';
assert.equal(refused(() => plain.readRecord(SGN), 'state'), needsRecords);
assert.equal(refused(() => plain.writeRecord(TREE), 'state'), needsRecords);
assert.equal(refused(() => plain.recordGame(TREE), 'state'), needsRecords);
assert.equal(refused(() => plain.newGame().record(), 'state'), needsRecords);
assert.equal(refused(() => JSON.stringify(plain.newGame()), 'state'), needsRecords);
assert.deepEqual(plain.recordChildren(record), shogun.recordChildren(record));
assert.equal(plain.readGame(SGN).sgn(), shogun.readGame(SGN).sgn());
const { EngineWorker } = await import(pathToFileURL(`${packageDir}/shogun-engine.js`).href);
assert.equal(refused(() => new EngineWorker({ records: true })),
  "records is an option of loadShogun: the engine's worker searches without record trees");
await assert.rejects(loadShogun({ backend, records: 'yes' }),
  (e) => e instanceof ShogunError && e.kind === 'argument' && e.message === 'records must be true or false, not "yes"');

console.log('records ok');
