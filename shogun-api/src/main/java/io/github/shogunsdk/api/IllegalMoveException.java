package io.github.shogunsdk.api;

import java.util.Objects;

/**
 * Thrown when a well-formed move cannot be played in a position. {@link #reason()} tells why in a
 * form a program can act on; the one-line message tells a person, naming the squares and pieces
 * involved (where the path is blocked, which piece gives check, …).
 *
 * <pre>{@code
 * try {
 *     rules.move(Position.initial(), "d1d4");
 * } catch (IllegalMoveException e) {
 *     e.reason();       // WRONG_DISTANCE
 *     e.getMessage();   // illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away
 * }
 * }</pre>
 */
public class IllegalMoveException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Why a move is illegal. */
    public enum Reason {
        /** The starting square is empty. */
        NO_PIECE,
        /** The piece on the starting square belongs to the side not to move. */
        NOT_YOUR_PIECE,
        /** The destination is not exactly the piece's energy away. */
        WRONG_DISTANCE,
        /** Every path to the destination passes an occupied square. */
        BLOCKED,
        /** A piece of the mover's own colour stands on the destination. */
        OWN_PIECE_ON_DESTINATION,
        /** After the move the mover's king would be in check. */
        LEAVES_KING_IN_CHECK,
        /** Coursework rules: the king may not move to a square an enemy piece attacks. */
        KING_TO_ATTACKED_SQUARE,
        /** Coursework rules: the king may not capture a defended piece. */
        KING_CAPTURES_DEFENDED_PIECE,
        /** The game is already over. */
        GAME_OVER
    }

    private final String move;
    private final Reason reason;

    /**
     * Creates the exception.
     *
     * @param move the move as text, such as {@code "d1d4"}
     * @param reason why it is illegal
     * @param explanation a person's explanation, without a final full stop
     */
    public IllegalMoveException(String move, Reason reason, String explanation) {
        super("illegal move " + move + ": " + explanation);
        this.move = Objects.requireNonNull(move, "move");
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    /**
     * Returns the move that was refused, as text.
     *
     * @return the move's canonical notation
     */
    public String move() {
        return move;
    }

    /**
     * Returns why the move was refused.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }
}
