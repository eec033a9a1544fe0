package io.github.shogunsdk.api;

/**
 * Why a move cannot be played, checked in this order: is there a piece, is it the side to move's,
 * does it move at all, is the distance its energy, is the destination free of its own side's
 * pieces, is a path open, and does the rule set allow it. Later versions may add reasons, so a
 * {@code switch} over this enum should have a default branch.
 */
public enum RefusalReason {
    /** The starting square is empty. */
    NO_PIECE,
    /** The piece on the starting square belongs to the side not to move. */
    NOT_YOUR_PIECE,
    /** The starting square and the destination are the same square. */
    NO_MOVEMENT,
    /** The destination is not exactly the piece's energy away. */
    WRONG_DISTANCE,
    /** A piece of the mover's own colour stands on the destination. */
    OWN_PIECE_ON_DESTINATION,
    /** Every path to the destination passes an occupied square. */
    BLOCKED,
    /** After the move the mover's king would be in check. */
    LEAVES_KING_IN_CHECK,
    /** Coursework rules: the king may not move to a square an enemy piece attacks. */
    KING_TO_ATTACKED_SQUARE,
    /** Coursework rules: the king may not capture a defended piece. */
    KING_CAPTURES_DEFENDED_PIECE,
    /** The game is already over. */
    GAME_OVER,
    /** The game already holds the most plies a game may hold ({@link Game#MAX_PLIES}). */
    GAME_TOO_LONG,
    /**
     * A move given as text ({@link Game#play(String)}) carries a landing energy that the piece cannot
     * have or that contradicts the energy model, such as {@code d1d3:2} where the magnetic model
     * gives 1.
     */
    WRONG_LANDING_ENERGY,
    /**
     * A move given as text ({@link Game#play(String)}) carries a capture, check or checkmate mark
     * that the move does not make, such as {@code d1xd3} onto an empty square or {@code d1d3+}
     * without check.
     */
    WRONG_MARK
}
