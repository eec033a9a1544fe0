// The lobby's games that the server keeps for seats: a game for two people on two devices (its
// two seat links and its watch link, to copy and send), and a game against the engine with a
// clock (opened at once on the person's seat link). The page's other games stay app.js's: this
// form listener runs first and lets them through.

import { readSetup } from './settings.js';

const $ = (id) => document.getElementById(id);

/** The browser page keeps its games in the page: it has no seats, so no games for two nor clocks. */
const SEATS = !location.pathname.startsWith('/browser');

async function create(body) {
  const response = await fetch('/api/games', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(data && data.error ? data.error : `the server answered ${response.status}`);
  }
  return data;
}

async function newSeatedGame(opponent, clock) {
  const setup = readSetup();
  if (opponent === 'duo') {
    const created = await create({ ...setup, mode: 'two-players', timeControl: clock });
    $('link-white').value = new URL(created.white, location.origin).href;
    $('link-red').value = new URL(created.red, location.origin).href;
    $('link-watch').value = new URL(created.watch, location.origin).href;
    $('links').hidden = false;
    $('notice').textContent = 'A game for two is ready: send each player their link.';
    return;
  }
  const created = await create({ ...setup, mode: 'engine', engine: opponent, timeControl: clock });
  // The game names the engine's side itself: the person's plain seat link is all the page needs.
  location.assign(opponent === 'red' ? created.white : created.red);
}

function wire() {
  const form = $('new-game');
  if (!SEATS) {
    $('opponent').querySelector('option[value="duo"]').remove();
    $('clock-label').hidden = true;
    return;
  }
  // Capturing, this listener runs before app.js's and keeps the games it makes to itself.
  form.addEventListener('submit', (event) => {
    const opponent = $('opponent').value;
    const clock = $('clock').value;
    if (opponent !== 'duo' && (clock === 'none' || opponent === 'none')) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    document.body.dataset.busy = 'true';
    newSeatedGame(opponent, clock)
      .catch((e) => { $('notice').textContent = e.message; })
      .finally(() => { document.body.dataset.busy = 'false'; });
  }, true);
  $('links').addEventListener('click', (event) => {
    const button = event.target.closest('button[data-copy]');
    if (button) {
      const field = $(button.dataset.copy);
      field.select();
      navigator.clipboard?.writeText(field.value).catch(() => {});
    }
  });
}

wire();
