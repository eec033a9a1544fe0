package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;

/**
 * One move of a game, as it happened: the positions around it, what it captured, the mover's
 * energy before and after, and whether it gave check or checkmate.
 *
 * <pre>{@code
 * Ply ply = game.play("d1d3");
 * ply.energyBefore();   // 2
 * ply.energyAfter();    // 1 under the standard magnets: d3 holds 3, odd
 * ply.toString();       // "d1d3:1"
 * }</pre>
 *
 * @param before the position before the move
 * @param move the move, with the path it took
 * @param captured the piece it captured, if any
 * @param energyBefore the mover's energy before the move
 * @param energyAfter the mover's energy after landing
 * @param check whether the move left the opponent's king in check
 * @param checkmate whether the move checkmated (check, and the opponent has no legal move)
 * @param after the position after the move
 */
public record Ply(Position before, Move move, Optional<Piece> captured, int energyBefore, int energyAfter,
        boolean check, boolean checkmate, Position after) {

    /**
     * Validates the components.
     *
     * @param before see the type's description
     * @param move see the type's description
     * @param captured see the type's description
     * @param energyBefore see the type's description
     * @param energyAfter see the type's description
     * @param check see the type's description
     * @param checkmate see the type's description
     * @param after see the type's description
     */
    public Ply {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(captured, "captured");
        Objects.requireNonNull(after, "after");
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
     * Tells whether the move captured a piece.
     *
     * @return true for a capture
     */
    public boolean isCapture() {
        return captured.isPresent();
    }

    /**
     * Returns the move as a game record writes it: {@code <from>[x]<to>:<energy>[+|#]}, such as
     * {@code "d4xb6:2+"}.
     *
     * @return the annotated move
     */
    @Override
    public String toString() {
        return move.from().toString() + (isCapture() ? "x" : "") + move.to() + ":" + energyAfter
                + (checkmate ? "#" : check ? "+" : "");
    }
}
