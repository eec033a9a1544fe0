// What the board says to a screen reader: pieces, squares and moves in words, one line each. The
// same words a sighted player reads off the board: "white pawn, energy 4", "d1 to d3 via d2".

import { turnOf } from './shogun-board-geometry.js';

/** "white" or "red" for a piece's text ("P4", "k1"). */
export function colourOf(piece) {
  return piece[0] === 'K' || piece[0] === 'P' ? 'white' : 'red';
}

/** "king" or "pawn". */
export function kindOf(piece) {
  return piece[0] === 'K' || piece[0] === 'k' ? 'king' : 'pawn';
}

/** "white pawn, energy 4". */
export function describePiece(piece) {
  return `${colourOf(piece)} ${kindOf(piece)}, energy ${piece.slice(1)}`;
}

function capital(text) {
  return text[0].toUpperCase() + text.slice(1);
}

/** A square as a screen reader reads it: "d3, white pawn, energy 4, magnet 3" or "d3, empty, magnet 3". */
export function squareLabel(square, piece, magnet, extra) {
  const parts = [square, piece ? describePiece(piece) : 'empty'];
  if (magnet != null) {
    parts.push(`magnet ${magnet}`);
  }
  return parts.concat(extra).join(', ');
}

/** The route of a path in words: " via d2" for one that turns, nothing for a straight one. */
export function via(from, squares) {
  const turn = turnOf(from, squares);
  return turn ? ` via ${turn}` : '';
}

/**
 * A ply in words: "White king d1 to d3 via d2, lands with energy 1, captures red pawn d3. Check."
 * and, when it ends the game, the outcome's text.
 */
export function plyText(ply, outcome) {
  const from = ply.move.slice(0, 2);
  const to = ply.move.slice(2);
  let text = `${capital(colourOf(ply.piece))} ${kindOf(ply.piece)} ${from} to ${to}${via(from, ply.path.squares)}, `
    + `lands with energy ${ply.landingEnergy}`;
  if (ply.captured) {
    text += `, captures ${colourOf(ply.captured)} ${kindOf(ply.captured)}`;
  }
  text += '.';
  if (ply.checkmate) {
    text += ' Checkmate.';
  } else if (ply.check) {
    text += ' Check.';
  }
  if (outcome && outcome.over) {
    text += ` ${outcome.text}.`;
  }
  return text;
}

/** What picking a piece shows: "White pawn c1, energy 2: 3 moves, to b2, c3, d2." */
export function pickText(square, piece, destinations, premove) {
  const list = destinations.length === 0 ? 'no moves' : `${destinations.length} ${premove ? 'premove' : 'move'}`
    + `${destinations.length === 1 ? '' : 's'}, to ${destinations.join(', ')}`;
  return `${capital(colourOf(piece))} ${kindOf(piece)} ${square}, energy ${piece.slice(1)}: ${list}.`;
}
