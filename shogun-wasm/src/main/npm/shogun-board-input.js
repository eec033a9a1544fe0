// The board component's input: pointer events (mouse, pen and touch alike: a press picks a piece
// up, a release on a destination plays, a move past the threshold drags a ghost piece; the right
// button draws arrows and circles) and the keyboard (arrow keys move a cursor, Enter or Space picks
// up and drops, Escape cancels). The board's state and moves are the board's own (shogun-board.js).

import { cell, squareOfCell } from './shogun-board-geometry.js';
import { ghost } from './shogun-board-view.js';
import { via } from './shogun-board-speech.js';

const KEYS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** Listens to a board's element until the board's events are aborted. */
export function listen(board) {
  const on = (type, handler) => board.view.root.addEventListener(type, handler, { signal: board.events.signal });
  on('pointerdown', (event) => pointerDown(board, event));
  on('pointermove', (event) => pointerMove(board, event));
  on('pointerup', (event) => pointerUp(board, event));
  on('pointercancel', () => board.dragEnd());
  on('contextmenu', (event) => event.preventDefault());
  on('keydown', (event) => key(board, event));
}

/** The square under a pointer, or null off the board. */
function squareAt(board, event) {
  const rect = board.view.root.getBoundingClientRect();
  const col = Math.floor(((event.clientX - rect.left) / rect.width) * 8);
  const row = Math.floor(((event.clientY - rect.top) / rect.height) * 8);
  return squareOfCell(col, row, board.state.orientation);
}

function pointerDown(board, event) {
  const square = squareAt(board, event);
  board.view.root.classList.remove('sg-keyboard');
  if (square && event.button === 2) {
    board.drawing = square;
    return;
  }
  if (!square || board.state.viewOnly || event.button !== 0) {
    return;
  }
  event.preventDefault();
  board.view.root.focus({ preventScroll: true });
  board.state.cursor = square;
  const { picked, choosing, game } = board.state;
  if (board.state.shapes.user.arrows.length + board.state.shapes.user.circles.length > 0) {
    board.state.shapes.user = { arrows: [], circles: [] };
  }
  if (choosing || (picked && picked.dests.has(square))) {
    board.activate(square, false);
    return;
  }
  const piece = game.pieces()[square];
  if (piece && board.movableNow(piece)) {
    const again = Boolean(picked && picked.from === square);
    if (!again) {
      board.pick(square);
    }
    board.state.drag = { from: square, piece, x: event.clientX, y: event.clientY, id: event.pointerId, active: false, again };
    board.view.root.setPointerCapture?.(event.pointerId);
    board.redraw();
  } else {
    board.cancel();
  }
}

function pointerMove(board, event) {
  const { drag, picked } = board.state;
  if (drag && event.pointerId === drag.id) {
    if (!drag.active && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) >= board.options.dragThreshold) {
      drag.active = true;
      board.redraw();
    }
    if (drag.active) {
      ghost(board.view, drag.piece, event.clientX, event.clientY);
    }
  }
  const square = squareAt(board, event);
  const hover = picked && picked.dests.has(square) ? square : null;
  if (picked && hover !== board.state.hover) {
    board.state.hover = hover;
    board.redraw();
  }
}

function pointerUp(board, event) {
  const square = squareAt(board, event);
  if (event.button === 2 && board.drawing) {
    toggleShape(board, board.drawing, square);
    board.drawing = null;
    return;
  }
  const drag = board.state.drag;
  if (!drag || event.pointerId !== drag.id) {
    return;
  }
  board.state.drag = null;
  ghost(board.view, null);
  if (drag.active && square && square !== drag.from && board.state.picked?.dests.has(square)) {
    board.commit(square, false);
  } else if (!drag.active && drag.again) {
    board.cancel();
  } else {
    board.redraw();
  }
}


/** A right-button click toggles a circle; a right-button drag an arrow along the move's open path, if any. */
function toggleShape(board, from, to) {
  if (!to) {
    return;
  }
  const shapes = board.state.shapes.user;
  if (from === to) {
    const kept = shapes.circles.filter((circle) => circle.square !== to);
    shapes.circles = kept.length < shapes.circles.length ? kept : [...kept, { square: to }];
  } else {
    const move = from + to;
    const kept = shapes.arrows.filter((arrow) => arrow.move !== move);
    const open = board.state.game.paths(move);
    shapes.arrows = kept.length < shapes.arrows.length ? kept : [...kept, { move, shape: open.length ? open[0].shape : null }];
  }
  board.redraw();
}

function key(board, event) {
  const state = board.state;
  board.view.root.classList.add('sg-keyboard');
  if (KEYS[event.key]) {
    event.preventDefault();
    if (state.choosing) {
      const choosing = state.choosing;
      choosing.index = 1 - choosing.index;
      const path = choosing.paths[choosing.index];
      state.cursor = path.squares[0];
      board.say(`Path ${choosing.index + 1} of 2: ${via(choosing.from, path.squares).trim()}.`);
    } else {
      const at = cell(state.cursor, state.orientation);
      const [dx, dy] = KEYS[event.key];
      state.cursor = squareOfCell(Math.min(7, Math.max(0, at.col + dx)), Math.min(7, Math.max(0, at.row + dy)),
        state.orientation);
      state.hover = state.picked && state.picked.dests.has(state.cursor) ? state.cursor : null;
    }
    board.redraw();
  } else if ((event.key === 'Enter' || event.key === ' ') && !state.viewOnly) {
    event.preventDefault();
    board.activate(state.cursor, true);
  } else if (event.key === 'Escape' && (state.picked || state.choosing || state.premove)) {
    event.preventDefault();
    state.premove = null;
    board.say('Cancelled.');
    board.cancel();
  }
}
