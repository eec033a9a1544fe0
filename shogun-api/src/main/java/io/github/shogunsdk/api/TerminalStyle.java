package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How {@link Renderer#terminal Renderer.terminal} draws: which move to mark as the last one, and whether to colour
 * the board with ANSI escape codes (leave it off when output is not a terminal). Immutable; start
 * from {@link #plain()}.
 *
 * <pre>{@code
 * TerminalStyle style = TerminalStyle.plain().withLastMove(Move.parse("d1d3")).withColour(true);
 * }</pre>
 */
public final class TerminalStyle {

    private static final TerminalStyle PLAIN = new TerminalStyle(null, false);

    private final @Nullable Move lastMove;
    private final boolean colour;

    private TerminalStyle(@Nullable Move lastMove, boolean colour) {
        this.lastMove = lastMove;
        this.colour = colour;
    }

    /**
     * Returns the plain style: no marked move, no colour.
     *
     * @return the plain style
     */
    public static TerminalStyle plain() {
        return PLAIN;
    }

    /**
     * Returns this style marking a move's squares as the last move.
     *
     * @param move the last move
     * @return the new style
     */
    public TerminalStyle withLastMove(Move move) {
        return new TerminalStyle(Objects.requireNonNull(move, "move"), colour);
    }

    /**
     * Returns this style with no move marked.
     *
     * @return the new style
     */
    public TerminalStyle withoutLastMove() {
        return new TerminalStyle(null, colour);
    }

    /**
     * Returns this style with colours on or off.
     *
     * @param on true for ANSI colours
     * @return the new style
     */
    public TerminalStyle withColour(boolean on) {
        return new TerminalStyle(lastMove, on);
    }

    /**
     * Returns the move marked as the last one.
     *
     * @return the move, or empty for none
     */
    public Optional<Move> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    /**
     * Tells whether the board is coloured with ANSI escape codes.
     *
     * @return true for colours
     */
    public boolean colour() {
        return colour;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof TerminalStyle s && Objects.equals(lastMove, s.lastMove) && colour == s.colour;
    }

    @Override
    public int hashCode() {
        return Objects.hash(lastMove, colour);
    }

    /**
     * Returns a description such as {@code "TerminalStyle[lastMove=d1d3, colour=true]"}.
     *
     * @return a readable description
     */
    @Override
    public String toString() {
        return "TerminalStyle[lastMove=" + (lastMove == null ? "none" : lastMove) + ", colour=" + colour + "]";
    }
}
