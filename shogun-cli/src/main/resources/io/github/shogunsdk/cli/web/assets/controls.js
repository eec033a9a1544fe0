// The web game's buttons and forms, each tied to what it does: the page's actions come from app.js,
// so that this file holds only which control starts which action (and the resign confirmation).

const $ = (id) => document.getElementById(id);

/**
 * Ties the controls to the actions: newGame, undo, redo, hint, engineMove, resign, stop,
 * exportRecord and importRecord, each a function of no arguments.
 */
export function wireControls(actions) {
  $('new-game').addEventListener('submit', (event) => {
    event.preventDefault();
    actions.newGame();
  });
  $('undo').addEventListener('click', actions.undo);
  $('redo').addEventListener('click', actions.redo);
  $('hint').addEventListener('click', actions.hint);
  $('engine-move').addEventListener('click', actions.engineMove);
  // Resigning ends the game for good, so it asks first.
  $('resign').addEventListener('click', () => {
    $('resign-confirm').hidden = false;
    $('resign-no').focus();
  });
  $('resign-no').addEventListener('click', () => {
    $('resign-confirm').hidden = true;
    $('resign').focus();
  });
  $('resign-yes').addEventListener('click', () => {
    $('resign-confirm').hidden = true;
    actions.resign();
  });
  $('stop').addEventListener('click', actions.stop);
  $('export').addEventListener('click', actions.exportRecord);
  $('import').addEventListener('click', actions.importRecord);
}
