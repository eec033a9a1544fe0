// The board component's geometry: squares as numbers, the squares of a path of a given shape, the
// squares a piece could reach on an empty board (premoves), and the SVG path of an arrow through a
// move's turn. No DOM here, and nothing of the SDK: the rules' answers come from the game.

const FILES = 'abcdefgh';
const STEPS = { U: [0, 1], D: [0, -1], L: [-1, 0], R: [1, 0] };

/** "d3" → {x: 4, y: 3}. */
export function coords(square) {
  return { x: FILES.indexOf(square[0]) + 1, y: Number(square[1]) };
}

/** {x, y} → "d3", or null off the board. */
export function squareAt(x, y) {
  return x >= 1 && x <= 8 && y >= 1 && y <= 8 ? FILES[x - 1] + y : null;
}

/** Every square, a1 to h8 file by file as the SDK lists them. */
export const SQUARES = Array.from({ length: 64 }, (_, i) => squareAt((i >> 3) + 1, (i & 7) + 1));

/** Where a square is drawn: column and row from the top left, for an orientation ("white": rank 1 at the bottom). */
export function cell(square, orientation) {
  const { x, y } = coords(square);
  return orientation === 'red' ? { col: 8 - x, row: y - 1 } : { col: x - 1, row: 8 - y };
}

/** The square drawn at a column and row, or null outside. */
export function squareOfCell(col, row, orientation) {
  if (col < 0 || col > 7 || row < 0 || row > 7) {
    return null;
  }
  return orientation === 'red' ? squareAt(8 - col, row + 1) : squareAt(col + 1, 8 - row);
}

/**
 * The squares after the start of the path of a move in a shape ("UR": up, then right), ending with
 * the destination. Without a shape, or with one that does not fit the move, the straight path or,
 * for a move that must turn, the one that goes along the file first: the shape of the board's own
 * arrows for moves it does not know to be legal.
 */
export function pathSquares(from, to, shape) {
  const a = coords(from);
  const b = coords(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fileFirst = !(shape && (shape[0] === 'L' || shape[0] === 'R') && dx !== 0);
  const corner = dx === 0 || dy === 0 ? null : fileFirst ? { x: a.x, y: b.y } : { x: b.x, y: a.y };
  const squares = [];
  let at = a;
  for (const target of corner ? [corner, b] : [b]) {
    const sx = Math.sign(target.x - at.x);
    const sy = Math.sign(target.y - at.y);
    while (at.x !== target.x || at.y !== target.y) {
      at = { x: at.x + sx, y: at.y + sy };
      squares.push(squareAt(at.x, at.y));
    }
  }
  return squares;
}

/** The square where a path turns, or null for a straight one. */
export function turnOf(from, squares) {
  const a = coords(from);
  const b = coords(squares[squares.length - 1]);
  if (a.x === b.x || a.y === b.y) {
    return null;
  }
  return squares.find((square) => {
    const c = coords(square);
    return (c.x === a.x && c.y === b.y) || (c.x === b.x && c.y === a.y);
  });
}

/** The shape of a path, "U" or "UR": the SDK's names of its directions. */
export function shapeOf(from, squares) {
  let at = coords(from);
  let shape = '';
  for (const square of squares) {
    const c = coords(square);
    const step = Object.keys(STEPS).find((key) => STEPS[key][0] === c.x - at.x && STEPS[key][1] === c.y - at.y);
    if (!shape.endsWith(step)) {
      shape += step;
    }
    at = c;
  }
  return shape;
}

/**
 * The squares a piece of an energy could reach on an empty board: exactly that many steps along
 * ranks and files, with at most one turn, which is every square at that distance. Premoves are
 * chosen among them, as the pieces will have moved when they are played.
 */
export function emptyBoardReach(from, energy) {
  const a = coords(from);
  return SQUARES.filter((square) => {
    const c = coords(square);
    return Math.abs(c.x - a.x) + Math.abs(c.y - a.y) === energy;
  });
}

/** The centre of a square in the board's SVG units (one square is 1), as "x y". */
export function centre(square, orientation) {
  const { col, row } = cell(square, orientation);
  return `${col + 0.5} ${row + 0.5}`;
}

/**
 * The SVG path data of an arrow along a path: from the start's centre, through the turn's centre
 * when it turns, to the destination's centre ("M0.5 7.5L0.5 4.5L1.5 4.5"), never a diagonal.
 */
export function arrowData(from, squares, orientation) {
  const turn = turnOf(from, squares);
  const points = [from, ...(turn ? [turn] : []), squares[squares.length - 1]];
  return points.map((square, i) => (i === 0 ? 'M' : 'L') + centre(square, orientation)).join('');
}
