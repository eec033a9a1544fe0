// The npm package's side of the perft comparison with the JVM (PerftComparison in
// shogun-benchmarks; both run by shogun-benchmarks/perft-ratio.sh): perft with fixed energies of
// every position of a file (one position text a line), timed as the JVM's side times it: warm-up
// passes over the positions for at least 3 s (at least one), then ROUNDS timed passes, each the sum
// over the positions; the fastest, median and slowest passes are printed in the JVM's line format.
// Usage: node perft-compare.mjs <package directory> <wasm|js> <positions file> <depth> <rounds>

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [packageDir, backend, file, depthText, roundsText] = process.argv.slice(2);
if (roundsText === undefined) {
  console.error('usage: node perft-compare.mjs <package directory> <wasm|js> <positions file> <depth> <rounds>');
  process.exit(2);
}
const depth = Number(depthText);
const rounds = Number(roundsText);
const positions = readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line !== '');
const { loadShogun } = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const shogun = await loadShogun({ backend });

function pass() {
  let leaves = 0;
  for (const position of positions) {
    leaves += shogun.perft(depth, { position, energyModel: 'fixed' });
  }
  return leaves;
}

const leaves = pass();
for (const start = performance.now(); performance.now() - start < 3000;) {
  pass();
}
const times = [];
for (let i = 0; i < rounds; i++) {
  const start = performance.now();
  if (pass() !== leaves) {
    throw new Error('perft gave two different counts');
  }
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const ms = (t) => t.toFixed(0);
console.log(`${backend} perft ${depth}: best ${ms(times[0])} ms, median ${ms(times[Math.floor(rounds / 2)])} ms, slowest ${ms(times[rounds - 1])} ms over ${positions.length} positions, ${leaves} leaves`);
