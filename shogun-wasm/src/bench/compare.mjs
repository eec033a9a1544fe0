// Times the npm package's builds on the workloads of the JVM's BrowserComparison benchmark: perft 5
// and 6 of the initial position (fixed energies) and an engine search to depth 5 from the initial
// position (standard rules, magnetic energies). Each is run ROUNDS times in one process after a
// warm-up run; the times are printed, so the spread shows.
// Usage: node compare.mjs <package directory> <wasm|js> [rounds] [perft-6: yes|no]

import { pathToFileURL } from 'node:url';

const [packageDir, backend, roundsText = '5', deepText = 'yes'] = process.argv.slice(2);
const rounds = Number(roundsText);
const { loadShogun } = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
let started = performance.now();
const shogun = await loadShogun({ backend });
const loaded = performance.now() - started;

function time(work) {
  const start = performance.now();
  const value = work();
  return [performance.now() - start, value];
}

function run(name, work) {
  time(work); // warm-up
  const times = [];
  let value;
  for (let i = 0; i < rounds; i++) {
    const [ms, result] = time(work);
    times.push(ms);
    value = result;
  }
  times.sort((a, b) => a - b);
  console.log(`${backend} ${name}: ${times.map((t) => t.toFixed(0)).join(' ')} ms (median ${times[Math.floor(times.length / 2)].toFixed(0)}) -> ${value}`);
}

console.log(`${backend}: loaded in ${loaded.toFixed(0)} ms (Node ${process.version})`);
run('perft 5', () => shogun.perft(5));
if (deepText === 'yes') {
  run('perft 6', () => shogun.perft(6));
}
run('engine depth 5', () => {
  const result = shogun.newGame().search({ depth: 5 });
  return `${result.bestMove} ${result.nodes} nodes`;
});
