package io.github.shogunsdk.api;

import java.util.Optional;

/**
 * How {@link Renderer#terminal} draws: which move to mark as the last one, and whether to colour
 * the board with ANSI escape codes (leave it off when output is not a terminal).
 *
 * <pre>{@code
 * TerminalStyle style = TerminalStyle.plain().withLastMove(move).withColour(true);
 * }</pre>
 *
 * @param lastMove the move to mark, if any
 * @param colour true for ANSI colours
 */
public record TerminalStyle(Optional<Move> lastMove, boolean colour) {

    /**
     * Validates the components.
     *
     * @param lastMove see the type's description
     * @param colour see the type's description
     */
    public TerminalStyle {
        java.util.Objects.requireNonNull(lastMove, "lastMove");
    }

    /**
     * Returns the plain style: no marked move, no colour.
     *
     * @return the plain style
     */
    public static TerminalStyle plain() {
        return new TerminalStyle(Optional.empty(), false);
    }

    /**
     * Returns this style marking a move.
     *
     * @param move the last move
     * @return the new style
     */
    public TerminalStyle withLastMove(Move move) {
        return new TerminalStyle(Optional.of(move), colour);
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
}
