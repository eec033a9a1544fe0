// Times what a page asks of one build of the npm package: a position's legal moves (game.moves(),
// through the whole API), an engine search to depth 4 and one of a second (its nodes: the engine's
// speed), and perft 4 and 5 of the initial position
// (fixed energies, perft's default). Two positions: the initial one and one after 24
// plies chosen by a fixed sequence, the same in every build. Each is warmed up once, then timed
// ROUNDS times; the fastest and the median are printed (on a shared machine the fastest is the
// figure least disturbed by other work).
// Usage: node page-speed.mjs <package directory> <wasm|js> [rounds]

import { pathToFileURL } from 'node:url';

const [packageDir, backend, roundsText = '7'] = process.argv.slice(2);
const rounds = Number(roundsText);
const { loadShogun } = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const started = performance.now();
const shogun = await loadShogun({ backend });
const loaded = performance.now() - started;
const initial = shogun.newGame();
const firstStart = performance.now();
initial.moves();
const first = performance.now() - firstStart;
console.log(`${shogun.backend}: loaded in ${loaded.toFixed(0)} ms, first legal moves ${first.toFixed(1)} ms (Node ${process.version})`);

function midGame() {
  const game = shogun.newGame();
  let seed = 12345;
  for (let i = 0; i < 24 && !game.isOver(); i++) {
    const moves = game.moves();
    seed = (seed * 1103515245 + 12345) % 2147483648;
    game.play(moves[seed % moves.length]);
  }
  return game;
}

/** Times `work` ROUNDS times after a warm-up; each time is divided by `calls`. */
function time(name, unit, calls, work) {
  let value = work();
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) {
      value = work();
    }
    times.push((performance.now() - start) / calls * (unit === 'µs' ? 1000 : 1));
  }
  times.sort((a, b) => a - b);
  console.log(`${backend} ${name}: fastest ${times[0].toFixed(1)} ${unit}, median ${times[rounds >> 1].toFixed(1)} ${unit} -> ${value}`);
}

const mid = midGame();
console.log(`mid-game position: ${mid.position()}`);
time('legal moves, initial position', 'µs', 500, () => initial.moves().length);
time('legal moves, mid-game position', 'µs', 500, () => mid.moves().length);
for (const [name, game] of [['initial', initial], ['mid-game', mid]]) {
  time(`search depth 4, ${name} position`, 'ms', 1, () => {
    const result = game.copy().search({ depth: 4 });
    return `${result.bestMove} ${result.nodes} nodes`;
  });
}
// The engine's own speed: the nodes a search limited to one second visits, best of three.
let mostNodes = null;
for (let run = 0; run < 3; run++) {
  const result = shogun.newGame().search({ timeMs: 1000 });
  if (mostNodes === null || result.nodes > mostNodes.nodes) {
    mostNodes = result;
  }
}
console.log(`${backend} search for 1 s, initial position: best of 3 depth ${mostNodes.depth}, ${mostNodes.nodes} nodes`);
time('perft 4, initial position', 'ms', 1, () => shogun.perft(4));
time('perft 5, initial position', 'ms', 1, () => shogun.perft(5));
