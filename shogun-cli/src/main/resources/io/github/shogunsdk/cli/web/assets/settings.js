// The web game's settings: the new-game form (rules, energy model, start, opponent, level), the
// options kept for the tab's session, and the legend that explains the game's energies.

const $ = (id) => document.getElementById(id);

/** The levels for people, by the names the engine takes (StrengthLevel); the others pick depth or time. */
const LEVELS = ['beginner', 'casual', 'club', 'strong', 'expert', 'full'];
/** The thinking time of a named level: the weaker levels stop sooner, at their own depth. */
const LEVEL_MS = 2000;

/** The options before any are chosen: the engine plays red at club level. */
export const DEFAULT_OPTIONS = { opponent: 'red', limits: { timeMs: LEVEL_MS }, strength: 'club' };

/** How energies work in a game of an energy model, such as "magnetic 90" or "random 7". */
export function legend(energy) {
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

/** The opponent and level the form shows. */
export function readOptions() {
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

/** The setup of a new game as the form shows it. */
export function readSetup() {
  const energy = $('energy').value;
  let text = energy;
  if (energy === 'magnetic' && $('rotation').value !== '0') {
    text = `magnetic ${$('rotation').value}`;
  } else if (energy === 'random') {
    text = `random ${$('seed').value || '0'}`;
  }
  const start = $('start').value.trim();
  return { ruleSet: $('rules').value, energyModel: text, start: start === '' ? null : start };
}

/** Keeps the options for the tab's session. */
export function saveOptions(options) {
  try {
    sessionStorage.setItem('shogun-options', JSON.stringify(options));
  } catch (e) {
    // Storage may be off; the options then last as long as the page.
  }
}

/** The options kept for the session, shown in the form; null when none were kept. */
export function loadOptions() {
  try {
    const saved = JSON.parse(sessionStorage.getItem('shogun-options'));
    if (saved && saved.opponent && saved.limits) {
      $('opponent').value = saved.opponent;
      if (LEVELS.includes(saved.strength)) {
        $('level-kind').value = saved.strength;
      } else {
        $('level-kind').value = 'timeMs' in saved.limits ? 'time' : 'depth';
        $('level').value = saved.limits.timeMs || saved.limits.depth;
      }
      return saved;
    }
  } catch (e) {
    // Nothing saved.
  }
  return null;
}

/** Keeps the form's fields open or closed as its choices change. */
export function wireForm() {
  updateForm();
  $('energy').addEventListener('change', updateForm);
  $('level-kind').addEventListener('change', updateForm);
}

/** Enables the form's fields that the choices made so far leave open. */
function updateForm() {
  $('rotation').disabled = $('energy').value !== 'magnetic';
  $('seed').disabled = $('energy').value !== 'random';
  // A named level sets its own depth: the number is for a depth or a time only.
  $('level').disabled = LEVELS.includes($('level-kind').value);
}
