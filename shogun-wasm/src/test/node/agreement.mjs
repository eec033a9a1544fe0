// Answers the cases of NodeAgreementTest with the npm package, through its JavaScript API, so the
// test can compare them with the JVM's answers.
// Usage: node agreement.mjs <package directory> <wasm|js> <cases.json> <answers.json>

import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const [packageDir, backend, casesFile, answersFile] = process.argv.slice(2);
const { loadShogun } = await import(pathToFileURL(`${packageDir}/shogun.js`).href);
const shogun = await loadShogun({ backend });
if (shogun.backend !== backend) {
  throw new Error(`asked for the ${backend} build, got ${shogun.backend}`);
}
const cases = JSON.parse(await readFile(casesFile, 'utf8'));

/** The answer of one call: {value} or {error}, as the SDK's envelope writes them. */
function answer(call) {
  try {
    const value = call();
    return { value: value === undefined ? null : value };
  } catch (e) {
    if (e.name !== 'ShogunError') {
      throw e;
    }
    const error = { kind: e.kind, message: e.message };
    for (const key of ['index', 'line', 'column', 'refusal']) {
      if (e[key] !== undefined) error[key] = e[key];
    }
    return { error };
  }
}

function withoutTime(result) {
  const { elapsedMs, ...rest } = result;
  return rest;
}

const started = performance.now();
const answers = { perft: [], dense: [], positions: [], games: [], searches: [] };

for (const c of cases.perft) {
  answers.perft.push(answer(() => shogun.perft(c.depth, { position: c.position, energyModel: c.energy })));
}

for (const c of cases.dense) {
  answers.dense.push({
    perft: answer(() => shogun.perft(c.depth, { position: c.position, energyModel: c.energy })),
    moves: answer(() => shogun.newGame({ ruleSet: c.rules, energyModel: c.energy, start: c.position }).moves()),
  });
}

for (const c of cases.positions) {
  const made = answer(() => shogun.newGame({ ruleSet: c.rules, energyModel: c.energy, start: c.start }));
  if (made.error) {
    answers.positions.push({ game: made });
    continue;
  }
  const game = shogun.newGame({ ruleSet: c.rules, energyModel: c.energy, start: c.start });
  answers.positions.push({
    moves: answer(() => game.moves()),
    movePaths: answer(() => game.movePaths()),
    outcome: answer(() => game.outcome()),
    inCheck: answer(() => game.inCheck()),
    squares: c.squares.map((square) => ({
      moves: answer(() => game.moves({ square })),
      reach: answer(() => game.reach(square)),
      attackers: answer(() => game.attackers(square)),
      defenders: answer(() => game.defenders(square)),
    })),
    refusals: c.pairs.map(([from, to]) => answer(() => game.refusal(from, to))),
  });
}

for (const c of cases.games) {
  const read = answer(() => {
    const game = shogun.readGame(c.sgn);
    return { sgn: game.sgn(), position: game.position(), outcome: game.outcome(), plies: game.history().length };
  });
  const played = answer(() => {
    const game = shogun.newGame(c.setup);
    const notations = [];
    for (const move of c.moves) {
      const result = game.play(move);
      if (!result.ok) {
        throw new Error(`the JVM's move ${JSON.stringify(move)} was refused: ${result.refusal.message}`);
      }
      notations.push(result.ply.notation);
    }
    // Every ply's notation, with its marks, plays back to the same game.
    const again = shogun.newGame(c.setup);
    for (const ply of game.history()) {
      const result = again.play(ply.notation);
      if (!result.ok) {
        throw new Error(`the notation ${JSON.stringify(ply.notation)} was refused: ${result.refusal.message}`);
      }
    }
    if (c.resign) {
      game.resign(c.resign);
      again.resign(c.resign);
    }
    return { sgn: game.sgn(), notations, replayed: again.sgn() };
  });
  answers.games.push({ read, played });
}

for (const c of cases.searches) {
  answers.searches.push(answer(() => {
    const game = shogun.readGame(c.sgn);
    const depths = [];
    const result = game.search({ depth: c.depth }, (progress) => depths.push(progress.depth));
    return { result: withoutTime(result), depths };
  }));
}

answers.millis = Math.round(performance.now() - started);
await writeFile(answersFile, JSON.stringify(answers));
