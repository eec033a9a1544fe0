package io.github.shogunsdk.core.internal.notation;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.spi.Messages;
import java.util.Objects;

/**
 * A move as a person or a record writes it, with the marks it carries: the input forms
 * ({@code d1d3}, {@code d1-d3}, {@code d1xd3}) and the record form ({@code d4xb6:2+}), so that
 * every ply's notation the SDK writes can be played back. The marks are claims about the move;
 * the game checks them against the position.
 *
 * @param move the move
 * @param capture whether the text marks a capture ({@code x})
 * @param energy the landing energy the text gives ({@code :n}), or {@link #NO_ENERGY}
 * @param sign {@code '+'}, {@code '#'}, or 0 when the text marks neither check nor checkmate
 */
public record MoveText(Move move, boolean capture, int energy, char sign) {

    /** The energy of a text without an energy mark. */
    public static final int NO_ENERGY = -1;

    /**
     * Reads {@code <square>[-|x]<square>[:<digit>][+|#]}, letters in any case, a leading
     * byte-order mark ignored.
     *
     * @param text the move
     * @return the move and its marks
     * @throws NotationException naming the first bad character and what was expected
     */
    public static MoveText parse(String text) {
        Objects.requireNonNull(text, "text");
        Reader in = new Reader(text);
        Square from = in.square();
        boolean capture = false;
        if (in.peek() == 'x' || in.peek() == 'X') {
            capture = true;
            in.index++;
        } else if (in.peek() == '-') {
            in.index++;
        }
        int toIndex = in.index;
        Square to = in.square();
        int energy = NO_ENERGY;
        if (in.peek() == ':') {
            in.index++;
            if (in.peek() < '0' || in.peek() > '9') {
                throw in.error(in.index, "expected a landing energy digit after ':', found " + in.found());
            }
            energy = in.peek() - '0';
            in.index++;
        }
        char sign = 0;
        if (in.peek() == '+' || in.peek() == '#') {
            sign = in.peek();
            in.index++;
        }
        if (in.index < text.length()) {
            throw in.error(in.index, "expected the end of the move, found " + in.found());
        }
        if (from.equals(to)) {
            throw in.error(toIndex, "expected a destination other than the starting square " + from);
        }
        return new MoveText(Move.of(from, to), capture, energy, sign);
    }

    /** A position in the text, with the messages of the SDK's other notations. */
    private static final class Reader {
        private final String text;
        private int index;

        Reader(String text) {
            this.text = text;
            this.index = !text.isEmpty() && text.charAt(0) == '\uFEFF' ? 1 : 0;
        }

        char peek() {
            return index < text.length() ? text.charAt(index) : 0;
        }

        String found() {
            return index < text.length() ? Messages.describe(text.charAt(index)) : "the end of the text";
        }

        Square square() {
            char file = index < text.length() ? (char) (text.charAt(index) | 0x20) : 0;
            if (index >= text.length() || file < 'a' || file > 'h' || text.charAt(index) > 'z') {
                throw error(index, "expected a file letter a-h, found " + found());
            }
            index++;
            char rank = peek();
            if (rank < '1' || rank > '8') {
                throw error(index, "expected a rank digit 1-8, found " + found());
            }
            index++;
            return Square.of(file - 'a' + 1, rank - '0');
        }

        NotationException error(int at, String problem) {
            return new NotationException("move", text, at, problem);
        }
    }
}
