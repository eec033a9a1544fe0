// The board component's drawing: the squares, pieces and markers as elements, the arrows and circles
// as SVG, and a move's slide along its path. Styles are set through the element's style object and
// classes, never as markup, so a Content-Security-Policy without 'unsafe-inline' allows them.

import { SQUARES, arrowData, cell, coords, centre, pathSquares } from './shogun-board-geometry.js';
import { colourOf, kindOf, squareLabel } from './shogun-board-speech.js';

const SVG = 'http://www.w3.org/2000/svg';
let boards = 0;

function element(tag, className, parent) {
  const made = document.createElement(tag);
  made.className = className;
  if (parent) {
    parent.append(made);
  }
  return made;
}

function svgElement(tag, attributes, parent) {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    made.setAttribute(name, value);
  }
  if (parent) {
    parent.append(made);
  }
  return made;
}

function place(target, square, orientation) {
  const { col, row } = cell(square, orientation);
  target.style.left = `${col * 12.5}%`;
  target.style.top = `${row * 12.5}%`;
}

/** Builds the board's elements inside a container; what render fills in. */
export function build(container, label) {
  const id = `sg${++boards}`;
  const root = element('div', 'sg-board', container);
  root.tabIndex = 0;
  root.setAttribute('role', 'application');
  root.setAttribute('aria-roledescription', 'Shogun board');
  root.setAttribute('aria-label', label);
  const squares = element('div', 'sg-squares', root);
  const cells = new Map();
  for (const square of SQUARES) {
    const div = element('div', 'sg-sq', squares);
    div.id = `${id}-${square}`;
    div.dataset.square = square;
    div.setAttribute('role', 'button');
    cells.set(square, div);
  }
  const pieces = element('div', 'sg-pieces', root);
  const svg = svgElement('svg', { class: 'sg-shapes', viewBox: '0 0 8 8', 'aria-hidden': 'true' }, root);
  const defs = svgElement('defs', {}, svg);
  for (const brush of ['user', 'engine', 'preview']) {
    const marker = svgElement('marker', { id: `${id}-head-${brush}`, class: `sg-head sg-${brush}`, viewBox: '0 0 4 4',
      refX: '2.4', refY: '2', markerWidth: '3', markerHeight: '3', orient: 'auto' }, defs);
    svgElement('path', { d: 'M0 0L4 2L0 4z' }, marker);
  }
  const layers = {};
  for (const name of ['last', 'preview', 'user', 'engine']) {
    layers[name] = svgElement('g', { class: `sg-layer-${name}` }, svg);
  }
  const live = element('div', 'sg-live', root);
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('role', 'log');
  return { id, root, cells, pieces, svg, layers, live };
}

/** A piece's element: its energy in large type, a king marked as such. */
export function pieceElement(piece) {
  const div = element('div', `sg-piece sg-${colourOf(piece)} sg-${kindOf(piece)}`);
  div.dataset.piece = piece;
  element('span', 'sg-energy', div).textContent = piece.slice(1);
  return div;
}

function line(layer, id, brush, from, squares, orientation, extra) {
  svgElement('path', { class: `sg-arrow sg-${brush}${extra ? ` ${extra}` : ''}`, d: arrowData(from, squares, orientation),
    'marker-end': `url(#${id}-head-${brush})`, 'data-move': from + squares[squares.length - 1] }, layer);
}

function drawShapes(view, layer, brush, shapes, orientation, game) {
  layer.replaceChildren();
  for (const arrow of shapes.arrows || []) {
    const from = arrow.move.slice(0, 2);
    const to = arrow.move.slice(2, 4);
    const open = arrow.shape ? [] : game.paths(arrow.move);
    const squares = open.length > 0 ? open[0].squares : pathSquares(from, to, arrow.shape);
    line(layer, view.id, brush, from, squares, orientation, arrow.brush && `sg-brush-${arrow.brush}`);
  }
  for (const circle of shapes.circles || []) {
    const [cx, cy] = centre(circle.square, orientation).split(' ');
    svgElement('circle', { class: `sg-circle sg-${brush}${circle.brush ? ` sg-brush-${circle.brush}` : ''}`, cx, cy, r: '0.44',
      'data-square': circle.square }, layer);
  }
}

/**
 * Draws the board as its state says: squares with their markers and labels, pieces, the path
 * preview, the last move, premove, check, and both sets of arrows and circles.
 */
export function render(view, state) {
  const { game, orientation } = state;
  const pieces = game.pieces();
  const magnets = state.showMagnets ? game.magnets() : null;
  const marks = new Map(SQUARES.map((square) => [square, new Set()]));
  const words = new Map(SQUARES.map((square) => [square, []]));
  const mark = (square, name, said) => {
    marks.get(square).add(name);
    if (said) {
      words.get(square).push(said);
    }
  };
  const last = game.lastPly();
  if (last) {
    mark(last.move.slice(0, 2), 'sg-last', 'last move from here');
    last.path.squares.forEach((square, i, all) => mark(square, 'sg-last', i === all.length - 1 ? 'last move to here' : null));
  }
  if (game.inCheck()) {
    const letter = game.sideToMove() === 'white' ? 'K' : 'k';
    const king = Object.keys(pieces).find((square) => pieces[square][0] === letter);
    if (king) {
      mark(king, 'sg-check', 'in check');
      game.attackers(king).forEach((square) => mark(square, 'sg-checker', 'gives check'));
    }
  }
  if (state.premove) {
    mark(state.premove.from, 'sg-premove', 'premove from here');
    mark(state.premove.to, 'sg-premove', 'premove to here');
  }
  const picked = state.picked;
  if (picked) {
    mark(picked.from, 'sg-selected', 'selected');
    for (const [to, target] of picked.dests) {
      const energy = target.energy == null ? 'unknown' : target.energy;
      mark(to, pieces[to] ? 'sg-capture' : 'sg-dest', `${picked.premove ? 'premove' : 'move'} here, lands with energy ${energy}`
        + (target.paths.length > 1 ? ', two paths' : ''));
    }
  }
  const shown = state.choosing ? state.choosing.paths : picked && state.hover && picked.dests.get(state.hover)?.paths || [];
  shown.forEach((path, i) => path.squares.forEach((square) => mark(square, i === (state.choosing?.index ?? -1)
    ? 'sg-path-chosen' : 'sg-path', null)));
  if (state.choosing) {
    mark(state.choosing.paths[state.choosing.index].squares[0], 'sg-choice',
      `path ${state.choosing.index + 1} of 2, Enter to choose it`);
  }
  mark(state.cursor, 'sg-cursor', null);
  for (const square of SQUARES) {
    const div = view.cells.get(square);
    const { x, y } = coords(square);
    div.className = `sg-sq ${(x + y) % 2 === 0 ? 'sg-dark' : 'sg-light'} ${[...marks.get(square)].join(' ')}`.trimEnd();
    place(div, square, orientation);
    const magnet = magnets ? magnets[square] : null;
    div.replaceChildren();
    if (magnet != null) {
      element('span', 'sg-magnet', div).textContent = magnet;
    }
    const target = picked && picked.dests.get(square);
    if (target && target.energy != null) {
      element('span', 'sg-land', div).textContent = target.energy;
    }
    if (state.coordinates && cell(square, orientation).row === 7) {
      element('span', 'sg-file', div).textContent = square[0];
    }
    if (state.coordinates && cell(square, orientation).col === 0) {
      element('span', 'sg-rank', div).textContent = square[1];
    }
    div.setAttribute('aria-label', squareLabel(square, pieces[square], magnet, words.get(square)));
  }
  view.root.setAttribute('aria-activedescendant', `${view.id}-${state.cursor}`);
  // A piece that stays keeps its element, so a slide under way is not cut short by the next drawing.
  const kept = new Map([...view.pieces.children].map((div) => [div.dataset.square, div]));
  for (const [square, piece] of Object.entries(pieces)) {
    let div = kept.get(square);
    kept.delete(square);
    if (!div || div.dataset.piece !== piece) {
      div?.remove();
      div = pieceElement(piece);
      div.dataset.square = square;
      view.pieces.append(div);
    }
    div.classList.toggle('sg-dragging', Boolean(state.drag && state.drag.active && square === state.drag.from));
    place(div, square, orientation);
  }
  kept.forEach((div) => div.remove());
  view.layers.last.replaceChildren();
  view.layers.preview.replaceChildren();
  shown.forEach((path, i) => line(view.layers.preview, view.id, 'preview', path.move.slice(0, 2), path.squares, orientation,
    state.choosing && i === state.choosing.index ? 'sg-chosen' : null));
  if (state.premove) {
    line(view.layers.preview, view.id, 'preview', state.premove.from, pathSquares(state.premove.from, state.premove.to),
      orientation, 'sg-premove-line');
  }
  drawShapes(view, view.layers.user, 'user', state.shapes.user, orientation, game);
  drawShapes(view, view.layers.engine, 'engine', state.shapes.engine, orientation, game);
  view.root.classList.toggle('sg-view-only', state.viewOnly);
  view.root.classList.toggle('sg-orientation-red', orientation === 'red');
}

/**
 * Slides the piece now on a ply's destination along the ply's path, square by square through the
 * turn; the answer is the animation, or null when there is none to run.
 */
export function animate(view, ply, orientation, durationMs) {
  const to = ply.move.slice(2);
  const piece = view.pieces.querySelector(`[data-square="${to}"]`);
  if (!piece || durationMs <= 0 || typeof piece.animate !== 'function') {
    return null;
  }
  const end = cell(to, orientation);
  const points = [ply.move.slice(0, 2), ...ply.path.squares];
  const frames = points.map((square, i) => {
    const at = cell(square, orientation);
    return { transform: `translate(${(at.col - end.col) * 100}%, ${(at.row - end.row) * 100}%)`, offset: i / (points.length - 1) };
  });
  return piece.animate(frames, { duration: durationMs, easing: 'linear' });
}

/** Adds a line to the live region, which screen readers read out; the region keeps the last few. */
export function say(view, text) {
  const item = element('p', '', view.live);
  item.textContent = text;
  while (view.live.childElementCount > 5) {
    view.live.firstElementChild.remove();
  }
}

/** The ghost piece that follows a drag, or null when there is none; made on the first call. */
export function ghost(view, piece, clientX, clientY) {
  let div = view.root.querySelector('.sg-ghost');
  if (!piece) {
    div?.remove();
    return null;
  }
  if (!div) {
    div = pieceElement(piece);
    div.classList.add('sg-ghost');
    view.root.append(div);
  }
  const rect = view.root.getBoundingClientRect();
  div.style.left = `${clientX - rect.left - rect.width / 16}px`;
  div.style.top = `${clientY - rect.top - rect.height / 16}px`;
  return div;
}
