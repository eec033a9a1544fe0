// The board: 64 squares, each with data-square="d3" and, when occupied, data-piece="PW4" (kind,
// colour and energy, as the coursework prints a board). Arrow keys move a focus cursor over the
// squares; Enter or Space activates the square under it, as a click does.

const FILES = 'abcdefgh';

/** The coursework's code of a piece in position notation: "P4" → "PW4", "k1" → "KR1". */
export function pieceCode(piece) {
  const letter = piece[0];
  const white = letter === letter.toUpperCase();
  return letter.toUpperCase() + (white ? 'W' : 'R') + piece.slice(1);
}

export function colourOf(piece) {
  return piece[0] === piece[0].toUpperCase() ? 'white' : 'red';
}

function describe(piece) {
  const kind = piece[0].toLowerCase() === 'k' ? 'king' : 'pawn';
  return `${colourOf(piece)} ${kind}, energy ${piece.slice(1)}`;
}

function pieceElement(piece) {
  const element = document.createElement('span');
  const king = piece[0].toLowerCase() === 'k';
  element.className = `piece ${colourOf(piece)} ${king ? 'king' : 'pawn'}`;
  const kind = document.createElement('span');
  kind.className = 'kind';
  kind.textContent = king ? 'K' : 'P';
  const energy = document.createElement('span');
  energy.className = 'energy';
  energy.textContent = piece.slice(1);
  element.append(kind, energy);
  return element;
}

export class Board {
  /**
   * @param element the container
   * @param activate called with a square's name when it is clicked or chosen with the keyboard
   */
  constructor(element, activate) {
    this.element = element;
    this.activate = activate;
    this.flipped = false;
    this.cursor = 'e2';
    this.cells = new Map();
    this.build();
    element.addEventListener('keydown', (event) => this.key(event));
    element.addEventListener('click', (event) => {
      const cell = event.target.closest('[data-square]');
      if (cell) {
        this.moveCursor(cell.dataset.square, false);
        this.activate(cell.dataset.square);
      }
    });
  }

  build() {
    this.element.replaceChildren();
    this.cells.clear();
    for (let row = 0; row < 8; row++) {
      const rowElement = document.createElement('div');
      rowElement.className = 'row';
      rowElement.setAttribute('role', 'row');
      for (let column = 0; column < 8; column++) {
        const file = this.flipped ? 7 - column : column;
        const rank = this.flipped ? row : 7 - row;
        const name = FILES[file] + (rank + 1);
        const cell = document.createElement('div');
        cell.className = `sq ${(file + rank) % 2 === 0 ? 'dark' : 'light'}`;
        cell.dataset.square = name;
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = name === this.cursor ? 0 : -1;
        if (row === 7) {
          cell.append(Object.assign(document.createElement('span'), { className: 'coord file', textContent: FILES[file] }));
        }
        if (column === 0) {
          cell.append(Object.assign(document.createElement('span'), { className: 'coord rank', textContent: String(rank + 1) }));
        }
        const magnet = document.createElement('span');
        magnet.className = 'magnet';
        magnet.setAttribute('aria-hidden', 'true');
        cell.append(magnet);
        rowElement.append(cell);
        this.cells.set(name, cell);
      }
      this.element.append(rowElement);
    }
    // Arrows over the squares, in board units: the square at column c, row r is [c, c+1] x [r, r+1].
    // Parsed as HTML, the svg element gets its own namespace, which its lines then take.
    const holder = document.createElement('div');
    holder.innerHTML = '<svg class="arrows" data-testid="arrows" viewBox="0 0 8 8" preserveAspectRatio="none" '
      + 'aria-hidden="true"><defs><marker id="arrow-head" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="2.2" '
      + 'markerHeight="2.2" orient="auto"><path d="M0,0 L4,2 L0,4 Z" fill="rgba(31, 111, 235, 0.8)"/></marker>'
      + '</defs></svg>';
    this.arrowLayer = holder.firstElementChild;
    this.element.append(this.arrowLayer);
  }

  /** The centre of a square in the arrows' units, as the board is turned. */
  centre(square) {
    const file = FILES.indexOf(square[0]);
    const rank = Number(square[1]) - 1;
    return this.flipped ? [7 - file + 0.5, rank + 0.5] : [file + 0.5, 7 - rank + 0.5];
  }

  /** Draws arrows from and to squares, [{from, to, rank}], replacing those drawn before. */
  arrows(list) {
    for (const old of this.arrowLayer.querySelectorAll('line')) {
      old.remove();
    }
    for (const arrow of list) {
      const [x1, y1] = this.centre(arrow.from);
      const [x2, y2] = this.centre(arrow.to);
      // The line stops short of the target's centre, so its head ends on the square.
      const length = Math.hypot(x2 - x1, y2 - y1);
      const cut = Math.min(0.3, length / 3);
      const line = document.createElementNS(this.arrowLayer.namespaceURI, 'line');
      line.setAttribute('x1', String(x1));
      line.setAttribute('y1', String(y1));
      line.setAttribute('x2', String(x2 - ((x2 - x1) / length) * cut));
      line.setAttribute('y2', String(y2 - ((y2 - y1) / length) * cut));
      line.setAttribute('marker-end', 'url(#arrow-head)');
      line.dataset.rank = String(arrow.rank);
      line.dataset.move = arrow.from + arrow.to;
      this.arrowLayer.append(line);
    }
  }

  /** Turns the board so that the given colour plays from the bottom. */
  orient(colour) {
    const flipped = colour === 'red';
    if (flipped !== this.flipped) {
      this.flipped = flipped;
      this.build();
    }
  }

  cell(square) {
    return this.cells.get(square);
  }

  /**
   * Draws a game state with the page's marks.
   *
   * @param state the game, as the server sends it
   * @param marks {selected, targets: Map square → occupied?, hint: [from, to], blockers: [], checkers: [], magnets: bool,
   *     arrows: [{from, to, rank}]}
   */
  render(state, marks) {
    this.element.classList.toggle('no-magnets', !marks.magnets);
    const last = state.lastPly ? [state.lastPly.move.slice(0, 2), state.lastPly.move.slice(2)] : [];
    const checkers = new Set([...(marks.checkers || []), ...(state.check ? state.checkers : [])]);
    const blockers = new Set(marks.blockers || []);
    const hint = new Set(marks.hint || []);
    for (const [name, cell] of this.cells) {
      const piece = state.pieces[name];
      const existing = cell.querySelector('.piece');
      if (existing) {
        existing.remove();
      }
      if (piece) {
        cell.append(pieceElement(piece));
        cell.dataset.piece = pieceCode(piece);
      } else {
        delete cell.dataset.piece;
      }
      const magnet = state.magnets ? state.magnets[name] : null;
      cell.querySelector('.magnet').textContent = magnet == null ? '' : String(magnet);
      cell.classList.toggle('selected', marks.selected === name);
      cell.classList.toggle('target', marks.targets.has(name));
      cell.classList.toggle('occupied', Boolean(piece));
      cell.classList.toggle('last', last.includes(name));
      cell.classList.toggle('hint', hint.has(name));
      cell.classList.toggle('check', Boolean(state.check && state.king === name));
      cell.classList.toggle('checker', checkers.has(name));
      cell.classList.toggle('blocker', blockers.has(name));
      const parts = [name];
      if (piece) {
        parts.push(describe(piece));
      }
      if (magnet != null) {
        parts.push(`magnet ${magnet}`);
      }
      if (marks.selected === name) {
        parts.push('selected');
      }
      if (marks.targets.has(name)) {
        parts.push('a target');
      }
      if (blockers.has(name)) {
        parts.push('blocks the move');
      }
      if (checkers.has(name)) {
        parts.push('gives check');
      }
      cell.setAttribute('aria-label', parts.join(', '));
    }
    this.arrows(marks.arrows || []);
  }

  /** Slides the piece on the path's first square along its squares, then resolves. */
  async slide(path, piece) {
    if (!piece || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      return;
    }
    const from = path.move.slice(0, 2);
    const squares = [from, ...path.squares];
    const origin = this.element.getBoundingClientRect();
    const border = this.element.clientLeft;
    const frames = squares.map((square) => {
      const box = this.cell(square).getBoundingClientRect();
      return { transform: `translate(${box.left - origin.left - border}px, ${box.top - origin.top - border}px)` };
    });
    const ghost = document.createElement('div');
    ghost.className = 'ghost';
    ghost.append(pieceElement(piece));
    ghost.style.transform = frames[0].transform;
    const resting = this.cell(from).querySelector('.piece');
    if (resting) {
      resting.style.visibility = 'hidden';
    }
    this.element.append(ghost);
    try {
      await ghost.animate(frames, { duration: 90 * path.squares.length, easing: 'ease-in-out', fill: 'forwards' }).finished;
    } finally {
      ghost.remove();
    }
  }

  key(event) {
    const steps = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (event.key in steps) {
      event.preventDefault();
      let [dx, dy] = steps[event.key];
      if (this.flipped) {
        dx = -dx;
        dy = -dy;
      }
      const file = Math.min(7, Math.max(0, FILES.indexOf(this.cursor[0]) + dx));
      const rank = Math.min(8, Math.max(1, Number(this.cursor[1]) + dy));
      this.moveCursor(FILES[file] + rank, true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.activate(this.cursor);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      this.activate(null);
    }
  }

  moveCursor(square, focus) {
    const old = this.cell(this.cursor);
    if (old) {
      old.tabIndex = -1;
      old.classList.remove('cursor');
    }
    this.cursor = square;
    const cell = this.cell(square);
    cell.tabIndex = 0;
    cell.classList.add('cursor');
    if (focus) {
      cell.focus();
    }
  }
}
