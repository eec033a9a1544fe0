package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One move of a game, as it happened: the positions around it, the path the piece took, what it
 * captured, the mover's energy before and after, and whether it gave check or checkmate.
 * Immutable.
 *
 * <pre>{@code
 * Ply ply = game.play("d1d3");
 * ply.path();           // d1d3 U: the path the piece took
 * ply.energyBefore();   // 2
 * ply.landingEnergy();    // 1 under the standard magnets: d3 holds 3, odd
 * ply.toString();       // "d1d3:1"
 * }</pre>
 */
public final class Ply {

    private final Position before;
    private final MovePath path;
    private final Position after;
    private final boolean check;
    private final boolean checkmate;

    private Ply(Position before, MovePath path, Position after, boolean check, boolean checkmate) {
        this.before = Objects.requireNonNull(before, "before");
        this.path = Objects.requireNonNull(path, "path");
        this.after = Objects.requireNonNull(after, "after");
        Optional<Piece> moving = before.pieceAt(path.from());
        if (moving.isEmpty()) {
            throw new IllegalArgumentException("a ply moves a piece, but " + path.from() + " is empty before it");
        }
        Piece mover = moving.get();
        if (mover.colour() != before.sideToMove()) {
            throw new IllegalArgumentException("a ply moves a piece of the side to move, not the " + mover.colour().displayName()
                    + " piece on " + path.from());
        }
        Piece landed = after.pieceAt(path.to()).orElse(null);
        if (landed == null || landed.kind() != mover.kind() || landed.colour() != mover.colour()) {
            throw new IllegalArgumentException("after a ply the moved " + mover.kind().displayName() + " stands on "
                    + path.to());
        }
        if (checkmate && !check) {
            throw new IllegalArgumentException("a checkmate is a check too");
        }
        this.check = check;
        this.checkmate = checkmate;
    }

    /**
     * Returns a ply. Games make plies; this factory exists for libraries that carry them elsewhere
     * (as the JSON module does) and for tests.
     *
     * @param before the position before the move
     * @param path the path the piece took
     * @param after the position after the move
     * @param check whether the move left the opponent's king in check
     * @param checkmate whether the move checkmated (check, and the opponent has no legal move)
     * @return the ply
     * @throws IllegalArgumentException if the positions do not show the side to move's piece
     *     leaving the path's start and landing on its end, or a checkmate is not a check
     */
    public static Ply of(Position before, MovePath path, Position after, boolean check, boolean checkmate) {
        return new Ply(before, path, after, check, checkmate);
    }

    /**
     * Returns the position before the move.
     *
     * @return the position
     */
    public Position before() {
        return before;
    }

    /**
     * Returns the position after the move.
     *
     * @return the position
     */
    public Position after() {
        return after;
    }

    /**
     * Returns the move: its from and to squares.
     *
     * @return the move
     */
    public Move move() {
        return path.move();
    }

    /**
     * Returns the path the piece took: the one the player chose when it was open, otherwise the
     * first open path in {@link Shape} order.
     *
     * @return the path
     */
    public MovePath path() {
        return path;
    }

    /**
     * Returns the side that made the move.
     *
     * @return the mover's colour
     */
    public Colour mover() {
        return before.sideToMove();
    }

    /**
     * Returns the piece that moved, as it was before the move.
     *
     * @return the piece
     */
    public Piece piece() {
        return before.pieceAt(path.from()).orElseThrow();
    }

    /**
     * Returns the piece the move captured, if any.
     *
     * @return the captured piece, or empty
     */
    public Optional<Piece> captured() {
        return before.pieceAt(path.to());
    }

    /**
     * Tells whether the move captured a piece.
     *
     * @return true for a capture
     */
    public boolean isCapture() {
        return captured().isPresent();
    }

    /**
     * Returns the mover's energy before the move: the length of its path.
     *
     * @return 1 to 4
     */
    public int energyBefore() {
        return piece().energy();
    }

    /**
     * Returns the mover's energy after landing, as the energy model set it.
     *
     * @return 1 to 4
     */
    public int landingEnergy() {
        return after.pieceAt(path.to()).orElseThrow().energy();
    }

    /**
     * Tells whether the move left the opponent's king in check.
     *
     * @return true for a check (and for a checkmate)
     */
    public boolean isCheck() {
        return check;
    }

    /**
     * Tells whether the move checkmated: check, and the opponent has no legal move.
     *
     * @return true for a checkmate
     */
    public boolean isCheckmate() {
        return checkmate;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Ply p && before.equals(p.before) && path.equals(p.path) && after.equals(p.after)
                && check == p.check && checkmate == p.checkmate;
    }

    @Override
    public int hashCode() {
        return Objects.hash(before, path, after, check, checkmate);
    }

    /**
     * Returns the move as a game record writes it: {@code <from>[x]<to>:<energy>[+|#]}, such as
     * {@code "d4xb6:2+"}.
     *
     * @return the annotated move
     */
    @Override
    public String toString() {
        return path.from().toString() + (isCapture() ? "x" : "") + path.to() + ":" + landingEnergy()
                + (checkmate ? "#" : check ? "+" : "");
    }
}
