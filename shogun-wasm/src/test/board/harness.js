// The page the board's browser tests drive (BoardBrowserTest): a game of the SDK on a board, with
// what the board announced collected in t.said and what the page's policy blocked in t.violations. Query: rules, movable, anim (ms), theme, orientation.
import { loadShogun } from './shogun-sdk/shogun.js';
import { createBoard } from './shogun-sdk/shogun-board.js';

const violations = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
const query = new URLSearchParams(location.search);
if (query.get('theme')) {
  document.documentElement.dataset.theme = query.get('theme');
}
const shogun = await loadShogun();
const game = shogun.newGame({ ruleSet: query.get('rules') || 'standard' });
const said = [];
const moved = [];
const board = createBoard(document.getElementById('board'), game, {
  movable: query.get('movable') || 'both',
  orientation: query.get('orientation') || 'white',
  animationMs: Number(query.get('anim') || 0),
  onMove: (ply) => moved.push(ply.move),
});
new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => said.push(node.textContent));
  }
}).observe(board.element.querySelector('.sg-live'), { childList: true });
window.t = { shogun, game, board, said, moved, violations, create: createBoard };
document.body.dataset.ready = 'true';
