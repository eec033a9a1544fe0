// The game page's board: the SDK's board component (shogun-sdk/board, docs/BOARD.md) over a game of
// the SDK kept in the page as a mirror of the game the page shows. The backend (the server's JSON
// API, or the rules in the page on /browser/) stays the authority: the mirror is rebuilt from each
// state it answers (its setup and the plies of the line shown), a move made on the board is sent
// to it, and what it answers is drawn; a move it refuses is taken back from the mirror. The
// component answers the board's questions of the rules in the page (destinations, paths, landing
// energies) without a request, slides each move along its path and announces every move, the
// engine's included, to screen readers.

/** The message for a build whose jar has no npm package (built without -Pwasm): no board can be drawn. */
export const NO_PACKAGE = 'this build of shogun has no board: the page needs the SDK\'s npm package, which a build '
  + 'with the wasm profile carries (./mvnw -Pwasm package)';

/**
 * Loads the SDK and the board component from the package the server serves at /shogun-sdk/;
 * resolves to {shogun, createBoard}, or rejects with NO_PACKAGE when the build has none.
 */
export async function loadBoard() {
  let modules;
  try {
    modules = await Promise.all([import('../shogun-sdk/shogun.js'), import('../shogun-sdk/shogun-board.js')]);
  } catch (e) {
    throw new Error(NO_PACKAGE);
  }
  return { shogun: await modules[0].loadShogun(), createBoard: modules[1].createBoard };
}

/** A ply of the server's plies ("b6xc3:3+") as the mirror's history writes it ("b6c3:3"). */
function canonical(text) {
  const found = /^([a-h][1-8])[-x]?([a-h][1-8])(?::(\d))?/i.exec(text);
  return found ? `${found[1]}${found[2]}:${found[3] ?? ''}`.toLowerCase() : text;
}

/**
 * What a press on the board meant, told to the page after the board has handled it: "move" (a
 * destination of the piece in hand), "picked" (a piece taken up; dests its destinations),
 * "dropped" (the piece in hand put down) or "refused" (nothing the board could do, from the
 * piece in hand, or the square itself, to the square).
 */
function pressWatcher(host, onPress) {
  let before = null;
  const selected = () => host.querySelector('.sg-sq.sg-selected')?.dataset.square ?? null;
  const destinations = () => new Set([...host.querySelectorAll('.sg-sq.sg-dest, .sg-sq.sg-capture')]
    .map((square) => square.dataset.square));
  const squareOf = (event) => (event.type === 'keydown'
    ? host.querySelector('.sg-sq.sg-cursor')?.dataset.square
    : event.target.closest?.('.sg-sq, .sg-piece')?.dataset.square) ?? null;
  const counts = (event) => (event.type === 'keydown' ? event.key === 'Enter' || event.key === ' '
    : event.button === 0) && !host.querySelector('.sg-choice');
  const first = (event) => {
    before = counts(event) ? { square: squareOf(event), selected: selected(), dests: destinations() } : null;
  };
  const then = (event) => {
    if (!before || before.square === null || !counts(event)) {
      return;
    }
    const { square, dests } = before;
    const now = selected();
    if (dests.has(square)) {
      onPress({ kind: 'move', square });
    } else if (now === square && before.selected !== square) {
      onPress({ kind: 'picked', square, dests: destinations().size });
    } else if (before.selected === square) {
      onPress({ kind: 'dropped', square });
    } else if (now !== square) {
      onPress({ kind: 'refused', from: before.selected ?? square, to: square });
    }
    before = null;
  };
  for (const type of ['pointerdown', 'keydown']) {
    host.addEventListener(type, first, true);
    host.addEventListener(type, then);
  }
}

export class PageBoard {
  /**
   * @param host the element the board is drawn in
   * @param loaded what loadBoard resolved to
   * @param handlers onMove(ply), a move made on the board and played on the mirror; onPress(press), see pressWatcher
   * @param options more of the component's options, such as {premoves: false}
   */
  constructor(host, loaded, handlers, options = {}) {
    this.options = options;
    this.host = host;
    this.loaded = loaded;
    this.handlers = handlers;
    this.key = null;
    this.board = null;
    this.movable = 'both';
    pressWatcher(host, (press) => handlers.onPress(press));
  }

  /**
   * Plays the plies of a state on the mirror from where it differs: "same" when it had them all,
   * "changed", or "refused" when the rules refuse one.
   */
  replay(game, state) {
    const wanted = state.plies.map(canonical);
    const history = game.history();
    let common = 0;
    while (common < history.length && common < wanted.length
      && `${history[common].move}:${history[common].landingEnergy}` === wanted[common]) {
      common++;
    }
    if (common === history.length && common === wanted.length) {
      return 'same';
    }
    while (game.history().length > common) {
      game.undo();
    }
    for (let i = common; i < wanted.length; i++) {
      const [move, energy] = wanted[i].split(':');
      // The last ply takes the path the backend played (both may be open); a random energy model needs the
      // energy drawn instead, and the SDK takes one or the other.
      const shape = i === wanted.length - 1 && state.lastPly && state.lastPly.path ? state.lastPly.path.shape : null;
      const random = state.setup.energyModel.toLowerCase().startsWith('random');
      const answer = game.play(random || !shape
        ? { from: move.slice(0, 2), to: move.slice(2, 4), landingEnergy: energy ? Number(energy) : null }
        : { from: move.slice(0, 2), to: move.slice(2, 4), shape });
      if (!answer.ok) {
        return 'refused';
      }
    }
    return 'changed';
  }

  /**
   * Draws a state: the mirror follows it (a new game, or the plies since the last state, each
   * announced and the last slid along its path), with the page's marks.
   *
   * @param state the game as the backend answers it
   * @param marks {magnets, movable, orientation, arrows: [{from, to, rank}], hint: [from, to] | null, blockers, checkers}
   */
  show(state, marks) {
    const key = `${state.id} ${JSON.stringify(state.setup)}`;
    if (key !== this.key) {
      const game = this.loaded.shogun.newGame(state.setup);
      this.replay(game, state);
      this.key = key;
      if (this.board) {
        this.board.setGame(game);
      } else {
        this.board = this.loaded.createBoard(this.host, game, {
          ...this.options, movable: marks.movable, orientation: marks.orientation, label: 'Board',
          onMove: (ply) => this.handlers.onMove(ply),
        });
        this.movable = marks.movable;
      }
    } else {
      const replayed = this.replay(this.board.game(), state);
      if (replayed === 'refused') {
        this.key = null;   // the mirror could not follow: it is made again from the state
        this.show(state, marks);
        return;
      }
      if (replayed === 'changed') {
        // Only then: an update drops a piece being pressed.
        this.board.update();
      }
    }
    if (marks.movable !== this.movable) {
      this.movable = marks.movable;
      this.board.setMovable(marks.movable);
    }
    if (marks.orientation !== this.board.orientation()) {
      this.board.setOrientation(marks.orientation);
    }
    this.host.classList.toggle('no-magnets', !marks.magnets);
    const arrows = (marks.arrows || []).map((arrow) => ({ move: arrow.from + arrow.to, brush: `line-${arrow.rank}` }));
    if (marks.hint) {
      arrows.push({ move: marks.hint[0] + marks.hint[1], brush: 'hint' });
    }
    const circles = [...(marks.blockers || []).map((square) => ({ square, brush: 'blocker' })),
      ...(marks.checkers || []).map((square) => ({ square, brush: 'checker' }))];
    this.board.setShapes('engine', { arrows, circles });
  }

  /** Takes back from the mirror a move the backend refused, saying so. */
  takeBack() {
    if (this.board) {
      this.board.game().undo();
      this.board.update();
    }
  }
}
