package io.github.shogunsdk.core.internal.protocol;

/**
 * {@code bestmove <move> [ponder <reply>]}, or {@code bestmove none}: the one answer to a
 * {@code go}. The tokens are kept as written; whether they are moves, and legal ones, is the
 * program's to judge.
 *
 * @param move the move's token, {@code none} when there is nothing to play; null when the line
 *     names none
 * @param ponder the expected reply's token, or null
 */
public record BestMoveLine(String move, String ponder) {

    /** The move of {@code bestmove none}. */
    public static final String NONE = "none";

    /**
     * Tells whether a line is a {@code bestmove}.
     *
     * @param line a line from the engine
     * @return true for {@code bestmove} alone or followed by a space
     */
    public static boolean isBestMove(String line) {
        return line.equals("bestmove") || line.startsWith("bestmove ");
    }

    /**
     * Reads a {@code bestmove} line: the second token is the move, and a fourth after a third
     * {@code ponder} is the reply.
     *
     * @param line the line, a {@link #isBestMove bestmove}
     * @return its tokens
     */
    public static BestMoveLine parse(String line) {
        String[] words = line.split("\\s+");
        return new BestMoveLine(words.length < 2 ? null : words[1],
                words.length >= 4 && words[2].equals("ponder") ? words[3] : null);
    }

    /**
     * Tells whether the line names no move to play: {@code bestmove none}, or {@code bestmove} alone.
     *
     * @return true when there is no move
     */
    public boolean isNone() {
        return move == null || move.equals(NONE);
    }

    /**
     * Writes the line.
     *
     * @return such as {@code bestmove a1a5 ponder d8d7}
     */
    @Override
    public String toString() {
        return "bestmove " + move + (ponder == null ? "" : " ponder " + ponder);
    }
}
