// The sample app of the bundler tests (BundlerBrowserTest): it imports the installed package as
// any app would, then loads the SDK, asks for the legal moves, plays a move and searches in the
// engine's worker, reads the game's record in the records build, and writes what it saw into
// #report as JSON for the test to read.

import { loadShogun } from 'shogun-sdk';
import { EngineWorker } from 'shogun-sdk/engine';

const started = performance.now();
const report = { violations: [] };
document.addEventListener('securitypolicyviolation', (event) => {
  report.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
});

async function play() {
  if (new URLSearchParams(location.search).has('process')) {
    // A polyfill some apps install; the SDK must not take the page for Node because of it.
    globalThis.process = { env: {}, versions: { node: '22.0.0' }, browser: true };
  }
  const shogun = await loadShogun();
  const game = shogun.newGame();
  report.moves = game.moves();
  report.coldStartMs = Math.round((performance.now() - started) * 10) / 10;
  report.sinceNavigationMs = Math.round(performance.now());
  report.backend = shogun.backend;
  report.fallbackReason = shogun.fallbackReason;
  // Set by a module that uses the page as it loads, when the app has one (page-first.js).
  report.loaded = document.documentElement.dataset.loaded;
  report.played = game.play('d1d3').ply.notation;
  report.sgn = game.sgn();
  const engine = new EngineWorker();
  try {
    report.search = await engine.search(game, { depth: 3 });
  } finally {
    engine.close();
  }
  // The records build, which the bundler must have copied too: the game's record read as a tree.
  const withRecords = await loadShogun({ records: true });
  report.recordsBackend = withRecords.backend;
  report.recordMoves = withRecords.readRecord(report.sgn).mainline.map((node) => node.move);
}

play().catch((e) => {
  report.error = `${e.name}: ${e.message}`;
}).finally(() => {
  const out = document.getElementById('report');
  out.textContent = JSON.stringify(report);
  out.dataset.done = 'true';
});
