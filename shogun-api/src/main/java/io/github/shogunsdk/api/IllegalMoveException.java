package io.github.shogunsdk.api;

import java.util.Objects;

/**
 * Thrown when a move cannot be played. It carries the {@link Refusal}: why, as data a program can
 * act on (the reason, the blocking squares, the checking pieces), and its one-line message, which
 * is this exception's message.
 *
 * <pre>{@code
 * try {
 *     Shogun.newGame().play("d1d4");
 * } catch (IllegalMoveException e) {
 *     e.getRefusal().reason();   // WRONG_DISTANCE
 *     e.getMessage();            // illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away
 * }
 * }</pre>
 */
public class IllegalMoveException extends IllegalArgumentException {

    private static final long serialVersionUID = 2L;

    /** The refusal; values of the API are not serializable, so it is not sent along. */
    private final transient Refusal refusal;

    /**
     * Creates the exception.
     *
     * @param refusal why the move cannot be played
     */
    public IllegalMoveException(Refusal refusal) {
        super(Objects.requireNonNull(refusal, "refusal").message());
        this.refusal = refusal;
    }

    /**
     * Returns why the move was refused.
     *
     * @return the refusal
     */
    public Refusal getRefusal() {
        return refusal;
    }
}
