package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.internal.Writes;
import java.util.Optional;

/**
 * Plays the moves a browser game is given and answers with the ply, or with the rules' refusal as
 * a value (not an error): a refused move is an everyday answer to a click.
 */
final class JsPlay {

    private JsPlay() {
    }

    /**
     * Plays a move given as text. A move from a square to that square ({@code "d1d1"}, with or
     * without separator and marks) is well-formed text that the rules refuse, as they refuse
     * {@code {from: "d1", to: "d1"}}: both answer the refusal {@code no-movement}.
     */
    static void playText(Game game, String text, Json out) {
        Optional<Square> still = standstill(text);
        if (still.isPresent()) {
            played(out, () -> game.play(still.get(), still.get()));
            return;
        }
        played(out, () -> game.play(text));
    }

    /**
     * The square of a text that names a move from it to itself ({@code "d1d1"}, {@code "D1-d1"},
     * {@code "d1xd1+"}, {@code "d1d1:2"}), which move notation refuses as a destination equal to
     * the start; empty for any other text, which notation then reads or refuses.
     */
    static Optional<Square> standstill(String text) {
        if (text == null || text.length() < 4) {
            return Optional.empty();
        }
        char separator = text.charAt(2);
        int second = separator == '-' || separator == 'x' || separator == 'X' ? 3 : 2;
        if (text.length() < second + 2 || !onlyMarks(text, second + 2)) {
            return Optional.empty();
        }
        String from = text.substring(0, 2);
        String to = text.substring(second, second + 2);
        if (!isSquare(from) || !isSquare(to)) {
            return Optional.empty();
        }
        Square start = Square.parse(from);
        return start.equals(Square.parse(to)) ? Optional.of(start) : Optional.empty();
    }

    /** Whether the text from an index holds only a ply's marks: an optional {@code :<digit>}, then an optional {@code +} or {@code #}. */
    private static boolean onlyMarks(String text, int from) {
        int at = from;
        if (at + 1 < text.length() && text.charAt(at) == ':' && text.charAt(at + 1) >= '0' && text.charAt(at + 1) <= '9') {
            at += 2;
        }
        if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '#')) {
            at++;
        }
        return at == text.length();
    }

    /** Whether two characters name a square, the file letter in either case (ASCII only, as TeaVM's build wants). */
    private static boolean isSquare(String name) {
        char file = name.charAt(0);
        char rank = name.charAt(1);
        return (file >= 'a' && file <= 'h' || file >= 'A' && file <= 'H') && rank >= '1' && rank <= '8';
    }

    /** Plays the move between two squares, along a chosen path or with a known landing energy. */
    static void playSquares(Game game, String from, String to, String shape, int energy, Json out) {
        Square start = Square.parse(from);
        Square end = Square.parse(to);
        if (start.equals(end)) {
            // No move at all: the rules' refusal, whatever shape or energy came with it.
            played(out, () -> game.play(start, end));
            return;
        }
        if (shape != null && energy != 0) {
            throw new IllegalArgumentException("give a shape or a landing energy, not both");
        }
        if (shape != null) {
            Shape chosen = JsArguments.shape(shape);
            Optional<MovePath> path = MovePath.of(Move.of(start, end), chosen);
            if (path.isEmpty()) {
                throw new IllegalArgumentException("the shape " + chosen.name() + " cannot lead from " + start
                        + " to " + end);
            }
            played(out, () -> game.play(path.get()));
        } else if (energy != 0) {
            played(out, () -> game.play(Move.of(start, end), energy));
        } else {
            played(out, () -> game.play(start, end));
        }
    }

    /** Answers a move played: its ply, or the refusal of the rules. */
    static void played(Json out, PlyMaker play) {
        Ply ply;
        try {
            ply = play.play();
        } catch (IllegalMoveException refused) {
            out.beginObject().key("refusal");
            Writes.refusal(refused.getRefusal(), out.events());
            out.endObject();
            return;
        }
        out.beginObject().key("ply");
        Writes.ply(ply, out.events());
        out.endObject();
    }

    /** Plays a move, or throws the refusal. */
    interface PlyMaker {
        Ply play();
    }
}
