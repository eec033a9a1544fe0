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
