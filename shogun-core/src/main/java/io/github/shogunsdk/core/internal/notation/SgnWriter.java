package io.github.shogunsdk.core.internal.notation;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.internal.Words;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a game as a record (SGN): the game's tags, then {@code Rules}, {@code Energy},
 * {@code Position} (when the game has an explicit start) and {@code Result}; a blank line;
 * numbered moves with all their marks ({@code x}, {@code :energy}, {@code +}/{@code #}), each move
 * whose player chose the second corner of a bent move followed by a comment naming its shape
 * ({@code {UL}}), and each ply's prose comment ({@link Game#comments()}) after it; a comment giving
 * the end of the game; and the result token. Lines are at most 80
 * characters, except where one token is longer.
 */
public final class SgnWriter {

    private static final int LINE_WIDTH = 80;

    private SgnWriter() {
    }

    /**
     * Writes a game.
     *
     * @param game the game
     * @return the record, ending with a line feed
     */
    public static String write(Game game) {
        StringBuilder out = new StringBuilder(256 + game.history().size() * 12);
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            tag(out, tag.getKey(), tag.getValue());
        }
        tag(out, "Rules", game.setup().ruleSet().toString());
        tag(out, "Energy", game.setup().energyModel().toString());
        Optional<Position> start = game.setup().start();
        if (start.isPresent()) {
            tag(out, "Position", start.get().toString());
        }
        Outcome outcome = game.outcome();
        tag(out, "Result", outcome.result());
        out.append('\n');
        Lines lines = new Lines(out);
        appendMoves(game.history(), lines, game.comments());
        if (outcome.isOver()) {
            lines.add("{" + outcome + "}");
        }
        lines.add(outcome.result());
        lines.finish();
        return out.toString();
    }

    /**
     * Returns the moves on one line, numbered and with their marks, without comments (not even path
     * comments) or the result.
     *
     * @param game the game
     * @return the movetext, empty before the first move
     */
    public static String movetext(Game game) {
        StringBuilder out = new StringBuilder();
        Lines line = new Lines(out, Integer.MAX_VALUE);
        appendMoves(game.history(), line, null);
        line.finish();
        return out.length() == 0 ? "" : out.substring(0, out.length() - 1);
    }

    /**
     * Each White move led by its number ({@code 1. d1d3:1}) and a first move by Red by
     * {@code 1...}; a number and its move form one token, so lines never split them.
     */
    private static void appendMoves(List<Ply> history, Lines lines, Map<Integer, String> comments) {
        boolean first = true;
        boolean pathComments = comments != null;
        if (pathComments && comments.containsKey(0)) {
            comment(lines, comments.get(0));
        }
        int plies = 0;
        for (Ply ply : history) {
            Position before = ply.before();
            if (before.sideToMove() == Colour.WHITE) {
                lines.add(before.moveNumber() + ". " + ply);
            } else if (first) {
                lines.add(before.moveNumber() + "... " + ply);
            } else {
                lines.add(ply.toString());
            }
            plies++;
            if (pathComments && !isFirstOpenPath(ply)) {
                lines.add("{" + ply.path().shape() + "}");
            }
            if (pathComments && comments.containsKey(plies)) {
                comment(lines, comments.get(plies));
            }
            first = false;
        }
    }

    /**
     * Writes a prose comment word by word, so that long ones wrap like moves (the reader turns the
     * line breaks back into spaces). One that is a path shape's name is written with spaces inside
     * its braces, so that the reader does not take it for a path.
     *
     * @param lines where to write
     * @param text the comment, normalised
     */
    public static void comment(Lines lines, String text) {
        if (isShapeName(text)) {
            lines.add("{");
            lines.add(text);
            lines.add("}");
            return;
        }
        // The text has single spaces between its words (CommentText); no regular expression here,
        // which would weigh on the browser build.
        int start = 0;
        while (true) {
            int space = text.indexOf(' ', start);
            String word = text.substring(start, space < 0 ? text.length() : space);
            lines.add((start == 0 ? "{" : "") + word + (space < 0 ? "}" : ""));
            if (space < 0) {
                return;
            }
            start = space + 1;
        }
    }

    private static boolean isShapeName(String text) {
        return Words.byName(Shape.values(), text) != null;
    }

    /**
     * Tells whether a ply took the path a reader takes when none is named: the first open one in
     * {@link Shape} order. Only a bent move by its file-first corner can differ, when the
     * rank-first corner was open too.
     *
     * @param ply the ply
     * @return true when the record needs no path comment for it
     */
    public static boolean isFirstOpenPath(Ply ply) {
        MovePath path = ply.path();
        if (!(path instanceof MovePath.Bent bent) || bent.first().dx() != 0) {
            return true;
        }
        Shape other = Shape.of(bent.then(), bent.first());
        MovePath rankFirst = MovePath.of(ply.move(), other).orElseThrow();
        List<Square> squares = rankFirst.squares();
        for (int i = 0; i < squares.size() - 1; i++) {
            if (ply.before().pieceAt(squares.get(i)).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Writes a tag on its own line, quotes and backslashes escaped.
     *
     * @param out the text, appended to
     * @param name the tag's name
     * @param value its value
     */
    public static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
        out.append("\"]\n");
    }

    /** Fills lines of at most 80 characters with space-separated tokens; mutable. */
    public static final class Lines {
        private final StringBuilder out;
        private final int width;
        private int lineStart;
        private int tokenStart;

        /**
         * Starts filling lines at the end of a text.
         *
         * @param out the text, appended to
         */
        public Lines(StringBuilder out) {
            this(out, LINE_WIDTH);
        }

        Lines(StringBuilder out, int width) {
            this.out = out;
            this.width = width;
            this.lineStart = out.length();
        }

        /**
         * Adds a token, on a new line when it would not fit on this one.
         *
         * @param token the token
         */
        public void add(String token) {
            int length = out.length() - lineStart;
            if (length > 0 && length + 1 + token.length() > width) {
                out.append('\n');
                lineStart = out.length();
                length = 0;
            }
            if (length > 0) {
                out.append(' ');
            }
            tokenStart = out.length();
            out.append(token);
        }

        /**
         * Appends text to the last token, without a space, moving that token to a new line when
         * the line would grow too long, as a closing parenthesis needs.
         *
         * @param suffix the text
         */
        public void glue(String suffix) {
            out.append(suffix);
            if (out.length() - lineStart > width && tokenStart > lineStart) {
                String token = out.substring(tokenStart);
                out.setLength(tokenStart - 1);
                out.append('\n');
                lineStart = out.length();
                tokenStart = lineStart;
                out.append(token);
            }
        }

        /** Ends the last line with a line feed. */
        public void finish() {
            if (out.length() > lineStart) {
                out.append('\n');
            }
        }
    }
}
