package io.github.shogunsdk.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Why a move cannot be played, as data a frontend or tutor can act on: the reason, the squares
 * that block its paths, the enemy pieces that forbid it, the mover's energy and the distance; and
 * a one-line English {@link #message()} built from the same facts. Ask for one without playing
 * ({@link Game#refusal(Square, Square)}, {@link Rules#refusal(Position, Square, Square)}); a move
 * that is played and refused throws an {@link IllegalMoveException} carrying it. Immutable.
 *
 * <pre>{@code
 * Game game = Shogun.newGame();
 * Refusal refusal = game.refusal(Square.parse("d1"), Square.parse("d4")).orElseThrow();
 * refusal.reason();     // WRONG_DISTANCE
 * refusal.energy();     // OptionalInt[2]
 * refusal.distance();   // 3
 * refusal.message();    // "illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away"
 * }</pre>
 */
public final class Refusal {

    private final Square from;
    private final Square to;
    private final RefusalReason reason;
    private final @Nullable Piece piece;
    private final Set<Square> blockers;
    private final Set<Square> checkers;
    private final String explanation;

    private Refusal(Square from, Square to, RefusalReason reason, @Nullable Piece piece, Set<Square> blockers,
            Set<Square> checkers, String explanation) {
        this.from = Objects.requireNonNull(from, "from");
        this.to = Objects.requireNonNull(to, "to");
        this.reason = Objects.requireNonNull(reason, "reason");
        this.piece = piece;
        this.blockers = inSquareOrder(blockers, "blockers");
        this.checkers = inSquareOrder(checkers, "checkers");
        this.explanation = Objects.requireNonNull(explanation, "explanation");
        if (explanation.indexOf('\n') >= 0 || explanation.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a refusal's explanation is one line");
        }
    }

    /**
     * An unmodifiable copy that iterates in square order. Sorted by hand rather than kept in a
     * {@code TreeSet}: these sets hold a few squares, and the browser build would otherwise carry
     * the class library's whole sorted-map code for them.
     */
    private static Set<Square> inSquareOrder(Set<Square> squares, String name) {
        List<Square> sorted = new ArrayList<>(Objects.requireNonNull(squares, name).size());
        for (Square square : squares) {
            Objects.requireNonNull(square, name);
            int at = sorted.size();
            while (at > 0 && sorted.get(at - 1).compareTo(square) > 0) {
                at--;
            }
            sorted.add(at, square);
        }
        return Collections.unmodifiableSet(new LinkedHashSet<>(sorted));
    }

    /**
     * Returns a refusal. The SDK makes refusals; this factory exists for libraries that carry them
     * elsewhere (as the JSON module does) and for tests.
     *
     * @param from the starting square
     * @param to the destination
     * @param reason why the move cannot be played
     * @param piece the piece on {@code from}, or empty when there is none
     * @param blockers the first occupied square of each blocked path (for {@link RefusalReason#BLOCKED})
     * @param checkers the enemy pieces whose attack forbids the move (the king's checkers, or the
     *     pieces attacking or defending the coursework king's destination)
     * @param explanation a person's explanation, one line, without the leading
     *     {@code "illegal move d1d4: "} and without a final full stop
     * @return the refusal
     */
    public static Refusal of(Square from, Square to, RefusalReason reason, Optional<Piece> piece,
            Set<Square> blockers, Set<Square> checkers, String explanation) {
        return new Refusal(from, to, reason, Objects.requireNonNull(piece, "piece").orElse(null), blockers, checkers,
                explanation);
    }

    /**
     * Returns the square the piece would leave.
     *
     * @return the starting square
     */
    public Square from() {
        return from;
    }

    /**
     * Returns the destination that was asked for.
     *
     * @return the destination
     */
    public Square to() {
        return to;
    }

    /**
     * Returns the move refused, when its squares differ.
     *
     * @return the move, or empty for {@link RefusalReason#NO_MOVEMENT}
     */
    public Optional<Move> move() {
        return from.equals(to) ? Optional.empty() : Optional.of(Move.of(from, to));
    }

    /**
     * Returns why the move cannot be played.
     *
     * @return the reason
     */
    public RefusalReason reason() {
        return reason;
    }

    /**
     * Returns the piece on the starting square.
     *
     * @return the piece, or empty for {@link RefusalReason#NO_PIECE}
     */
    public Optional<Piece> piece() {
        return Optional.ofNullable(piece);
    }

    /**
     * Returns the mover's energy: how far it must move.
     *
     * @return the energy, or empty when there is no piece
     */
    public OptionalInt energy() {
        return piece == null ? OptionalInt.empty() : OptionalInt.of(piece.energy());
    }

    /**
     * Returns how many orthogonal steps the destination is from the start.
     *
     * @return 0 to 14
     */
    public int distance() {
        return from.distanceTo(to);
    }

    /**
     * Returns the squares that block the move: for each blocked path, its occupied square nearest
     * the start. Empty unless the reason is {@link RefusalReason#BLOCKED}.
     *
     * @return one or two squares, in square order
     */
    public Set<Square> blockers() {
        return blockers;
    }

    /**
     * Returns the enemy pieces whose attack forbids the move: the pieces that would check the
     * mover's king ({@link RefusalReason#LEAVES_KING_IN_CHECK}), or, under the coursework rules,
     * those attacking the king's destination or defending the piece it would capture.
     *
     * @return the squares of those pieces, in square order; empty for other reasons
     */
    public Set<Square> checkers() {
        return checkers;
    }

    /**
     * Returns the explanation on its own, such as
     * {@code "the white king on d1 has energy 2, but d4 is 3 steps away"}.
     *
     * @return one line, without a final full stop
     */
    public String explanation() {
        return explanation;
    }

    /**
     * Returns the one-line message, such as
     * {@code "illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away"}.
     *
     * @return the message
     */
    public String message() {
        return "illegal move " + from + to + ": " + explanation;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Refusal r && from.equals(r.from) && to.equals(r.to) && reason == r.reason
                && Objects.equals(piece, r.piece) && blockers.equals(r.blockers) && checkers.equals(r.checkers)
                && explanation.equals(r.explanation);
    }

    @Override
    public int hashCode() {
        return Objects.hash(from, to, reason, piece, blockers, checkers, explanation);
    }

    /**
     * Returns the {@link #message()}.
     *
     * @return the message
     */
    @Override
    public String toString() {
        return message();
    }
}
