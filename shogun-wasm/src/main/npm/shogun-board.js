// shogun-sdk/board: a board for a game of the SDK, without a framework and without a dependency.
// Moves by click-click, drag (mouse, pen or touch) and keyboard; the legal destinations, the path
// a move takes (both, to choose from, where two are open) and the energy the piece lands with;
// magnets, last move, check; arrows and circles along moves' real shapes; premoves; screen-reader
// announcements of every move. The rules' answers all come from the game it is given.

import { emptyBoardReach, pathSquares } from './shogun-board-geometry.js';
import { listen } from './shogun-board-input.js';
import { colourOf, kindOf, pickText, plyText, via } from './shogun-board-speech.js';
import { animate, build, ghost, render, say } from './shogun-board-view.js';

const DEFAULTS = {
  orientation: 'white', movable: 'both', viewOnly: false, premoves: true, animationMs: 250, coordinates: true,
  magnets: true, dragThreshold: 4, onMove: null, label: 'Shogun board',
};

function checkColour(value, what, extra = []) {
  if (!['white', 'red', ...extra].includes(value)) {
    throw new TypeError(`${what} must be ${['"white"', '"red"', ...extra.map((v) => `"${v}"`)].join(' or ')}, not ${String(value).slice(0, 40)}`);
  }
  return value;
}

function checkGame(game) {
  if (!game || typeof game.pieces !== 'function' || typeof game.movePaths !== 'function') {
    throw new TypeError('createBoard needs a game of the Shogun SDK (shogun.newGame())');
  }
  return game;
}

function checkShapes(shapes) {
  const squares = /^[a-h][1-8]$/;
  for (const arrow of shapes.arrows || []) {
    if (typeof arrow?.move !== 'string' || !/^[a-h][1-8][a-h][1-8]$/.test(arrow.move)) {
      throw new TypeError(`an arrow's move must be two squares such as "d1d3", not ${JSON.stringify(arrow?.move)?.slice(0, 40)}`);
    }
  }
  for (const circle of shapes.circles || []) {
    if (typeof circle?.square !== 'string' || !squares.test(circle.square)) {
      throw new TypeError(`a circle's square must be such as "d3", not ${JSON.stringify(circle?.square)?.slice(0, 40)}`);
    }
  }
  return { arrows: [...(shapes.arrows || [])], circles: [...(shapes.circles || [])] };
}

class ShogunBoard {
  constructor(container, game, options) {
    if (!container || typeof container.append !== 'function') {
      throw new TypeError('createBoard needs an element to draw the board in');
    }
    this.options = { ...DEFAULTS, ...options };
    checkColour(this.options.orientation, 'orientation');
    checkColour(this.options.movable, 'movable', ['both', 'none']);
    this.view = build(container, this.options.label);
    this.state = {
      game: checkGame(game), orientation: this.options.orientation, viewOnly: Boolean(this.options.viewOnly),
      showMagnets: this.options.magnets, coordinates: this.options.coordinates, picked: null, choosing: null, hover: null,
      drag: null, premove: null, cursor: this.options.orientation === 'red' ? 'e8' : 'd1',
      shapes: { user: { arrows: [], circles: [] }, engine: { arrows: [], circles: [] } },
    };
    this.known = this.keys();
    this.saidOutcome = game.outcome().over;
    this.animation = null;
    this.events = new AbortController();
    listen(this);
    this.redraw();
  }

  get element() {
    return this.view.root;
  }

  game() {
    return this.state.game;
  }

  setGame(game) {
    this.state.game = checkGame(game);
    this.state.premove = null;
    this.known = this.keys();
    this.saidOutcome = game.outcome().over;
    this.cancel();
  }

  orientation() {
    return this.state.orientation;
  }

  setOrientation(orientation) {
    this.state.orientation = checkColour(orientation, 'orientation');
    this.redraw();
  }

  flip() {
    this.setOrientation(this.state.orientation === 'white' ? 'red' : 'white');
  }

  setViewOnly(viewOnly) {
    this.state.viewOnly = Boolean(viewOnly);
    this.cancel();
  }

  setMovable(movable) {
    this.options.movable = checkColour(movable, 'movable', ['both', 'none']);
    this.state.premove = null;
    this.cancel();
  }

  setShapes(set, shapes) {
    if (set !== 'user' && set !== 'engine') {
      throw new TypeError(`the set of shapes must be "user" or "engine", not ${String(set).slice(0, 40)}`);
    }
    this.state.shapes[set] = checkShapes(shapes || {});
    this.redraw();
  }

  shapes(set) {
    const shapes = this.state.shapes[set === 'engine' ? 'engine' : 'user'];
    return { arrows: [...shapes.arrows], circles: [...shapes.circles] };
  }

  premove() {
    return this.state.premove ? { ...this.state.premove } : null;
  }

  cancelPremove() {
    if (this.state.premove) {
      this.state.premove = null;
      this.say('Premove cancelled.');
      this.redraw();
    }
  }

  announce(text) {
    this.say(String(text));
  }

  /** Plays a move on the game, then draws, animates and announces it as update does. */
  playMove(move, options = {}) {
    const result = this.state.game.play(move);
    if (result.ok) {
      this.update(options);
    }
    return result;
  }

  /**
   * After the game changed elsewhere (an engine's move, undo, load): draws it, announces the plies
   * played and taken back, slides the last one along its path, and plays a premove that became legal.
   */
  update(options = {}) {
    const game = this.state.game;
    const history = game.history();
    const keys = this.keys(history);
    let common = 0;
    while (common < this.known.length && common < keys.length && this.known[common] === keys[common]) {
      common++;
    }
    const outcome = game.outcome();
    const back = this.known.length - common;
    if (back > 0) {
      this.say(`${back} move${back === 1 ? '' : 's'} taken back.`);
    }
    for (let i = common; i < history.length; i++) {
      this.say(plyText(history[i], i === history.length - 1 ? outcome : null));
    }
    if (outcome.over && !this.saidOutcome && common === history.length) {
      this.say(`${outcome.text}.`);
    }
    this.saidOutcome = outcome.over;
    this.known = keys;
    const played = history.length > common;
    const picked = this.state.picked;
    this.state.picked = null;
    this.state.choosing = null;
    this.state.hover = null;
    if (picked && !this.state.drag) {
      this.pick(picked.from, true);
    }
    this.redraw();
    if (played && options.animate !== false) {
      this.animation = animate(this.view, history[history.length - 1], this.state.orientation, this.options.animationMs);
    }
    if (played) {
      this.playPremove();
    }
  }

  /** Drops the piece in hand, the path choice and the drag (not a premove); draws the board. */
  cancel() {
    this.state.picked = null;
    this.state.choosing = null;
    this.state.hover = null;
    this.dragEnd();
  }

  redraw() {
    render(this.view, this.state);
  }

  /** Ends a drag: its ghost goes, the piece stays in hand. */
  dragEnd() {
    this.state.drag = null;
    ghost(this.view, null);
    this.redraw();
  }

  destroy() {
    this.events.abort();
    this.view.root.remove();
  }

  // What it takes to move

  keys(history = this.state.game.history()) {
    return history.map((ply) => `${ply.move} ${ply.after}`);
  }

  say(text) {
    say(this.view, text);
  }

  /** Whether a piece may be picked up now: for a move (its side to move) or a premove. */
  movableNow(piece) {
    const { movable, premoves } = this.options;
    const game = this.state.game;
    if (this.state.viewOnly || movable === 'none' || game.isOver()) {
      return false;
    }
    const colour = colourOf(piece);
    if (colour === game.sideToMove()) {
      return movable === 'both' || movable === colour;
    }
    return premoves && movable === colour;
  }

  /** The energy a piece will have after landing on a square, or null when the game draws it at random. */
  landing(piece, to) {
    const game = this.state.game;
    if (game.setup().energyModel.toLowerCase().startsWith('random')) {
      return null;
    }
    const magnets = game.magnets();
    if (!magnets) {
      return Number(piece.slice(1));
    }
    return kindOf(piece) === 'king' ? 2 - (magnets[to] % 2) : magnets[to];
  }

  /** Picks up the piece on a square: its destinations, each with its open paths and landing energy. */
  pick(square, quiet) {
    const game = this.state.game;
    const pieces = game.pieces();
    const piece = pieces[square];
    if (!piece || !this.movableNow(piece)) {
      return false;
    }
    const premove = colourOf(piece) !== game.sideToMove();
    const dests = new Map();
    if (premove) {
      for (const to of emptyBoardReach(square, Number(piece.slice(1)))) {
        if (!pieces[to] || colourOf(pieces[to]) !== colourOf(piece)) {
          dests.set(to, { paths: [{ move: square + to, squares: pathSquares(square, to) }], energy: this.landing(piece, to) });
        }
      }
    } else {
      for (const path of game.movePaths({ square })) {
        const to = path.move.slice(2);
        const target = dests.get(to) || { paths: [], energy: this.landing(piece, to) };
        target.paths.push(path);
        dests.set(to, target);
      }
    }
    this.state.picked = { from: square, piece, dests, premove };
    if (!quiet) {
      this.say(pickText(square, piece, [...dests.keys()].sort(), premove));
    }
    return true;
  }

  /** Moves the piece in hand to a square: a premove, a choice of two paths, or the move itself. */
  commit(to, slide) {
    const { picked } = this.state;
    const target = picked.dests.get(to);
    this.state.hover = null;
    if (picked.premove) {
      this.state.premove = { from: picked.from, to };
      this.state.picked = null;
      this.say(`Premove ${picked.from} to ${to}, played after the opponent's move if legal then.`);
      this.redraw();
    } else if (target.paths.length > 1) {
      this.state.choosing = { from: picked.from, to, paths: target.paths, index: 0 };
      this.state.cursor = target.paths[0].squares[0];
      const routes = target.paths.map((path) => via(picked.from, path.squares).trim()).join(' or ');
      this.say(`Two paths to ${to}: ${routes}. Arrow keys switch, Enter chooses, Escape cancels; or click a square of a path.`);
      this.redraw();
    } else {
      this.playUser(picked.from, to, target.paths[0].shape || null, slide);
    }
  }

  playUser(from, to, shape, slide) {
    const result = this.state.game.play({ from, to, shape });
    this.state.picked = null;
    this.state.choosing = null;
    this.state.cursor = to;
    if (!result.ok) {
      this.say(result.refusal.message);
      this.redraw();
      return;
    }
    this.update({ animate: slide });
    if (typeof this.options.onMove === 'function') {
      this.options.onMove(result.ply);
    }
  }

  playPremove() {
    const move = this.state.premove;
    const game = this.state.game;
    if (!move || colourOf(game.pieces()[move.from] || 'p') !== game.sideToMove()) {
      return;
    }
    this.state.premove = null;
    if (game.moves({ square: move.from }).includes(move.from + move.to)) {
      this.playUser(move.from, move.to, null, true);
    } else {
      this.say(`Premove ${move.from} to ${move.to} cancelled: not legal now.`);
      this.redraw();
    }
  }

  choose(index) {
    const { from, to, paths } = this.state.choosing;
    this.playUser(from, to, paths[index].shape, true);
  }

  /** A click, or Enter on the cursor's square. */
  activate(square, fromKeyboard) {
    const { picked, choosing, game } = this.state;
    if (choosing) {
      const index = fromKeyboard ? choosing.index
        : choosing.paths.findIndex((path) => path.squares.slice(0, -1).includes(square));
      if (index >= 0) {
        this.choose(index);
      } else {
        this.say('Move cancelled.');
        this.cancel();
      }
      return;
    }
    if (picked && picked.dests.has(square)) {
      this.commit(square, true);
    } else if (picked && picked.from === square) {
      this.cancel();
    } else if (!this.pick(square)) {
      const piece = game.pieces()[square];
      if (fromKeyboard) {
        this.say(picked ? `No move to ${square}; cancelled.` : piece ? `The ${colourOf(piece)} ${kindOf(piece)} on ${square} `
          + 'cannot move now.' : `${square} is empty.`);
      }
      this.cancel();
    } else {
      this.redraw();
    }
  }
}

/** Draws a board for a game inside an element (shogun-board.d.ts describes it). */
export function createBoard(element, game, options = {}) {
  return new ShogunBoard(element, game, options);
}
