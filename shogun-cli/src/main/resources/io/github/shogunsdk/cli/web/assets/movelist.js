// The move list: the game's record as a tree. The main line reads as a record's movetext
// ("1. d1d3:1 e8e7:2"); a variation follows the move it replaces, in parentheses; glyphs follow
// their move ("e8e7:2?") and comments their glyphs. Every move is a button with data-path, the
// child index chosen at each ply ("0.0.1"), and the move shown is marked aria-current; the list's
// own data-path is the path of the move shown ("" for the start).

/** The symbols of the glyphs that have one: 1 good, 2 mistake, 3 brilliant, 4 blunder, 5 interesting, 6 dubious. */
export const GLYPH_SYMBOLS = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!' };
const GLYPH_NAMES = { 1: 'good move', 2: 'mistake', 3: 'brilliant move', 4: 'blunder', 5: 'interesting move', 6: 'dubious move' };

function text(parent, value, className) {
  if (parent.childNodes.length > 0) {
    parent.append(' ');
  }
  if (className) {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = value;
    parent.append(span);
    return span;
  }
  parent.append(value);
  return null;
}

function moveButton(node, current) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mv';
  const key = node.path.join('.');
  button.dataset.path = key;
  button.dataset.move = node.notation;
  const symbols = node.glyphs.map((glyph) => GLYPH_SYMBOLS[glyph] ?? '').join('');
  button.textContent = node.notation + symbols;
  const names = node.glyphs.map((glyph) => GLYPH_NAMES[glyph] ?? `glyph ${glyph}`);
  if (node.glyphs.length > 0) {
    button.dataset.glyphs = node.glyphs.join(' ');
    button.title = names.join(', ');
  }
  if (node.glyphs.includes(4)) {
    button.classList.add('blunder');
  } else if (node.glyphs.includes(2)) {
    button.classList.add('mistake');
  } else if (node.glyphs.includes(6)) {
    button.classList.add('dubious');
  }
  const evaluation = evaluationOf(node.comment);
  if (evaluation !== null) {
    button.dataset.eval = evaluation;
  }
  if (key === current) {
    button.classList.add('current');
    button.setAttribute('aria-current', 'true');
  }
  button.setAttribute('aria-label', `${node.number}${node.mover === 'white' ? '.' : '...'} ${node.notation}`
    + (names.length > 0 ? `, ${names.join(', ')}` : ''));
  return button;
}

function appendLine(parent, nodes, current) {
  let number = true;
  for (const node of nodes) {
    if (node.mover === 'white') {
      text(parent, `${node.number}.`);
    } else if (number) {
      text(parent, `${node.number}...`);
    }
    number = false;
    if (parent.childNodes.length > 0) {
      parent.append(' ');
    }
    parent.append(moveButton(node, current));
    const prose = proseOf(node.comment);
    if (prose) {
      text(parent, prose, 'comment');
      number = true;
    }
    for (const variation of node.variations) {
      if (parent.childNodes.length > 0) {
        parent.append(' ');
      }
      const group = document.createElement('span');
      group.className = 'variation';
      group.append('(');
      const inner = document.createElement('span');
      appendLine(inner, variation, current);
      group.append(inner, ')');
      parent.append(group);
      number = true;
    }
  }
}

/**
 * Draws a game's move list.
 *
 * @param element the container
 * @param state the game as the server sends it; without a tree (the page of browser rules), its movetext
 */
export function renderMoves(element, state) {
  // The move that has the focus keeps it when the list is drawn again (Enter on a move redraws it).
  const focused = element.contains(document.activeElement) ? document.activeElement.dataset.path : undefined;
  walkWithKeys(element);
  element.replaceChildren();
  element.dataset.path = state.path ? state.path.join('.') : '';
  if (!state.tree) {
    element.textContent = state.movetext;
    return;
  }
  const prose = proseOf(state.tree.comment);
  if (prose) {
    text(element, prose, 'comment');
  }
  appendLine(element, state.tree.mainline, state.path.join('.'));
  const buttons = [...element.querySelectorAll('button.mv')];
  const stop = buttons.find((button) => button.dataset.path === focused)
    ?? buttons.find((button) => button.classList.contains('current')) ?? buttons[0];
  for (const button of buttons) {
    button.tabIndex = button === stop ? 0 : -1;
  }
  if (focused !== undefined && stop) {
    stop.focus();
  }
}

const walked = new WeakSet();
const WALK_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Makes a move list one tab stop (a roving tabindex): ← and → (↑ and ↓ alike) move the focus to the
 * previous and next move in reading order, variations included, Home and End to the first and the
 * last; Enter or Space shows the move focused, as a click does, and the focus stays on it.
 */
function walkWithKeys(element) {
  if (walked.has(element)) {
    return;
  }
  walked.add(element);
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Moves: arrow keys, Home and End walk the list; Enter shows a move');
  element.addEventListener('keydown', (event) => {
    if (!WALK_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const buttons = [...element.querySelectorAll('button.mv')];
    const at = buttons.indexOf(document.activeElement);
    if (buttons.length === 0 || at < 0) {
      return;
    }
    event.preventDefault();
    const back = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1
      : Math.min(buttons.length - 1, Math.max(0, at + (back ? -1 : 1)));
    buttons[at].tabIndex = -1;
    buttons[next].tabIndex = 0;
    buttons[next].focus();
  });
}

const EVAL_TAG = /^\[%eval ([^\]\s]+)\]\s*/;

/** The evaluation a review wrote at the head of a comment ("+0.35", "#-3"), or null. */
export function evaluationOf(comment) {
  const found = comment ? EVAL_TAG.exec(comment) : null;
  return found ? found[1] : null;
}

/** A comment without the review's evaluation, which the list keeps on the move rather than in the text. */
function proseOf(comment) {
  return comment ? comment.replace(EVAL_TAG, '') : '';
}

/** The node of the tree at a path, or null. */
export function nodeAt(tree, path) {
  let line = tree.mainline;
  let index = -1;
  let node = null;
  for (const child of path) {
    const next = line[index + 1];
    if (!next) {
      return null;
    }
    if (child === 0) {
      node = next;
      index++;
    } else {
      line = next.variations[child - 1];
      if (!line) {
        return null;
      }
      node = line[0];
      index = 0;
    }
  }
  return node;
}

/**
 * The path of the variation the node at a path is in: up to the last ply that leaves the main
 * continuation, or null on the main line.
 */
export function variationOf(path) {
  let last = -1;
  path.forEach((index, ply) => {
    if (index > 0) {
      last = ply;
    }
  });
  return last < 0 ? null : path.slice(0, last + 1);
}
