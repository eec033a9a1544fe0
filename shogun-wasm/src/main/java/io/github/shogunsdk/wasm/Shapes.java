package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Square;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The JSON shapes of the API's values, the same as the {@code shogun-jackson} module writes them
 * ({@code docs/JSON.md}); a test holds the two equal on the JVM. Written by hand because Jackson
 * does not run in the browser build.
 */
final class Shapes {

    private Shapes() {
    }

    /** The word of an enum constant: its name in lower case with hyphens, such as {@code "king-captured"}. */
    static String word(Enum<?> constant) {
        String name = constant.name();
        StringBuilder word = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            word.append(c == '_' ? '-' : c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
        return word.toString();
    }

    static void squares(Json out, Collection<Square> squares) {
        out.beginArray();
        for (Square square : squares) {
            out.value(square.toString());
        }
        out.endArray();
    }

    static void moves(Json out, Collection<Move> moves) {
        out.beginArray();
        for (Move move : moves) {
            out.value(move.toString());
        }
        out.endArray();
    }

    static void path(Json out, MovePath path) {
        out.beginObject();
        out.key("move").value(path.move().toString());
        out.key("shape").value(path.shape().name());
        out.key("squares");
        squares(out, path.squares());
        out.endObject();
    }

    static void paths(Json out, Collection<MovePath> paths) {
        out.beginArray();
        for (MovePath path : paths) {
            path(out, path);
        }
        out.endArray();
    }

    static void setup(Json out, GameSetup setup) {
        out.beginObject();
        out.key("rules").value(setup.ruleSet().toString());
        out.key("energy").value(setup.energyModel().toString());
        out.key("start").value(setup.start().isPresent() ? setup.start().get().toString() : null);
        out.endObject();
    }

    static void outcome(Json out, Outcome outcome) {
        out.beginObject();
        out.key("over").value(outcome.isOver());
        out.key("result").value(outcome.result());
        if (outcome instanceof Outcome.Win) {
            Outcome.Win win = (Outcome.Win) outcome;
            out.key("winner").value(word(win.winner()));
            out.key("reason").value(word(win.reason()));
        } else {
            out.key("winner").nullValue();
            out.key("reason").value(outcome instanceof Outcome.Draw ? word(((Outcome.Draw) outcome).reason()) : null);
        }
        out.key("text").value(outcome.toString());
        out.endObject();
    }

    static void ply(Json out, Ply ply) {
        out.beginObject();
        out.key("move").value(ply.move().toString());
        out.key("path");
        path(out, ply.path());
        out.key("piece").value(ply.piece().toString());
        out.key("captured").value(ply.captured().isPresent() ? ply.captured().get().toString() : null);
        out.key("energyBefore").value(ply.energyBefore());
        out.key("energyAfter").value(ply.energyAfter());
        out.key("check").value(ply.isCheck());
        out.key("checkmate").value(ply.isCheckmate());
        out.key("notation").value(ply.toString());
        out.key("before").value(ply.before().toString());
        out.key("after").value(ply.after().toString());
        out.endObject();
    }

    static void refusal(Json out, Refusal refusal) {
        out.beginObject();
        out.key("from").value(refusal.from().toString());
        out.key("to").value(refusal.to().toString());
        out.key("reason").value(word(refusal.reason()));
        out.key("message").value(refusal.message());
        out.key("blockers");
        squares(out, refusal.blockers());
        out.key("checkers");
        squares(out, refusal.checkers());
        out.key("energy");
        if (refusal.energy().isPresent()) {
            out.value(refusal.energy().getAsInt());
        } else {
            out.nullValue();
        }
        out.key("distance").value(refusal.distance());
        out.key("piece").value(refusal.piece().isPresent() ? refusal.piece().get().toString() : null);
        out.endObject();
    }

    static void score(Json out, Score score) {
        out.beginObject();
        if (score.winInPlies().isPresent()) {
            out.key("winIn").value(score.winInPlies().getAsInt());
        } else if (score.lossInPlies().isPresent()) {
            out.key("lossIn").value(score.lossInPlies().getAsInt());
        } else {
            out.key("cp").value(score.centipawns().getAsInt());
        }
        out.endObject();
    }

    static void progress(Json out, SearchProgress progress) {
        out.beginObject();
        out.key("depth").value(progress.depth());
        out.key("score");
        score(out, progress.score());
        out.key("pv");
        moves(out, progress.principalVariation());
        out.key("nodes").value(progress.nodes());
        out.key("nps").value(progress.nodesPerSecond());
        out.key("timeMs").value(millis(progress.elapsed()));
        lines(out, progress.lines());
        out.endObject();
    }

    static void result(Json out, SearchResult result) {
        out.beginObject();
        out.key("bestMove").value(result.bestMove().isPresent() ? result.bestMove().get().toString() : null);
        out.key("score");
        score(out, result.score());
        out.key("pv");
        moves(out, result.principalVariation());
        out.key("depth").value(result.depth());
        out.key("nodes").value(result.nodes());
        out.key("timeMs").value(millis(result.elapsed()));
        out.key("stopReason").value(word(result.stopReason()));
        lines(out, result.lines());
        out.endObject();
    }

    /** A search's best lines under {@code "lines"}, written only when there are several, as the Jackson module does. */
    private static void lines(Json out, List<SearchLine> lines) {
        if (lines.size() < 2) {
            return;
        }
        out.key("lines").beginArray();
        for (SearchLine line : lines) {
            out.beginObject();
            out.key("rank").value(line.rank());
            out.key("score");
            score(out, line.score());
            out.key("pv");
            moves(out, line.moves());
            out.endObject();
        }
        out.endArray();
    }

    /** A position's pieces by square, in square order: {@code {"a1":"P4",…}}. */
    static void pieces(Json out, Position position) {
        out.beginObject();
        for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
            out.key(entry.getKey().toString()).value(entry.getValue().toString());
        }
        out.endObject();
    }

    /** The magnet under each square, in square order, or {@code null} when the model has no magnets. */
    static void magnets(Json out, EnergyModel model) {
        if (!(model instanceof EnergyModel.Magnetic)) {
            out.nullValue();
            return;
        }
        EnergyModel.Magnetic magnetic = (EnergyModel.Magnetic) model;
        out.beginObject();
        for (Square square : Square.all()) {
            out.key(square.toString()).value(magnetic.magnetAt(square));
        }
        out.endObject();
    }

    /** Whole milliseconds, rounded down, as {@code shogun-jackson} writes elapsed times (the largest when too long). */
    static long millis(Duration duration) {
        try {
            return duration.toMillis();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }
}
