package io.github.shogunsdk.jackson3;

import tools.jackson.core.JsonGenerator;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Square;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Writes the JSON shapes of the values that are small objects, keys in their documented order. */
final class Writes {

    private Writes() {
    }

    static void path(JsonGenerator out, MovePath path) {
        out.writeStartObject();
        out.writeStringProperty("move", path.move().toString());
        out.writeStringProperty("shape", path.shape().name());
        squares(out, "squares", path.squares());
        out.writeEndObject();
    }

    static void setup(JsonGenerator out, GameSetup setup) {
        out.writeStartObject();
        out.writeStringProperty("rules", setup.ruleSet().toString());
        out.writeStringProperty("energy", setup.energyModel().toString());
        out.writeName("start");
        if (setup.start().isPresent()) {
            out.writeString(setup.start().get().toString());
        } else {
            out.writeNull();
        }
        out.writeEndObject();
    }

    static void outcome(JsonGenerator out, Outcome outcome) {
        out.writeStartObject();
        out.writeBooleanProperty("over", outcome.isOver());
        out.writeStringProperty("result", outcome.result());
        if (outcome instanceof Outcome.Win win) {
            out.writeStringProperty("winner", Words.of(win.winner()));
            out.writeStringProperty("reason", Words.of(win.reason()));
        } else {
            out.writeNullProperty("winner");
            if (outcome instanceof Outcome.Draw draw) {
                out.writeStringProperty("reason", Words.of(draw.reason()));
            } else {
                out.writeNullProperty("reason");
            }
        }
        out.writeStringProperty("text", outcome.toString());
        out.writeEndObject();
    }

    static void ply(JsonGenerator out, Ply ply) {
        out.writeStartObject();
        out.writeStringProperty("move", ply.move().toString());
        out.writeName("path");
        path(out, ply.path());
        out.writeStringProperty("piece", ply.piece().toString());
        out.writeName("captured");
        if (ply.captured().isPresent()) {
            out.writeString(ply.captured().get().toString());
        } else {
            out.writeNull();
        }
        out.writeNumberProperty("energyBefore", ply.energyBefore());
        out.writeNumberProperty("energyAfter", ply.energyAfter());
        out.writeBooleanProperty("check", ply.isCheck());
        out.writeBooleanProperty("checkmate", ply.isCheckmate());
        out.writeStringProperty("notation", ply.toString());
        out.writeStringProperty("before", ply.before().toString());
        out.writeStringProperty("after", ply.after().toString());
        out.writeEndObject();
    }

    static void refusal(JsonGenerator out, Refusal refusal) {
        out.writeStartObject();
        out.writeStringProperty("from", refusal.from().toString());
        out.writeStringProperty("to", refusal.to().toString());
        out.writeStringProperty("reason", Words.of(refusal.reason()));
        out.writeStringProperty("message", refusal.message());
        squares(out, "blockers", refusal.blockers());
        squares(out, "checkers", refusal.checkers());
        out.writeName("energy");
        if (refusal.energy().isPresent()) {
            out.writeNumber(refusal.energy().getAsInt());
        } else {
            out.writeNull();
        }
        out.writeNumberProperty("distance", refusal.distance());
        out.writeName("piece");
        if (refusal.piece().isPresent()) {
            out.writeString(refusal.piece().get().toString());
        } else {
            out.writeNull();
        }
        out.writeEndObject();
    }

    static void score(JsonGenerator out, Score score) {
        out.writeStartObject();
        if (score.winInPlies().isPresent()) {
            out.writeNumberProperty("winIn", score.winInPlies().getAsInt());
        } else if (score.lossInPlies().isPresent()) {
            out.writeNumberProperty("lossIn", score.lossInPlies().getAsInt());
        } else {
            out.writeNumberProperty("cp", score.centipawns().getAsInt());
        }
        out.writeEndObject();
    }

    static void limits(JsonGenerator out, SearchLimits limits) {
        out.writeStartObject();
        out.writeName("depth");
        if (limits.depth().isPresent()) {
            out.writeNumber(limits.depth().getAsInt());
        } else {
            out.writeNull();
        }
        out.writeName("nodes");
        if (limits.nodes().isPresent()) {
            out.writeNumber(limits.nodes().getAsLong());
        } else {
            out.writeNull();
        }
        out.writeName("timeMs");
        if (limits.time().isPresent()) {
            out.writeNumber(limitMillis(limits.time().get()));
        } else {
            out.writeNull();
        }
        if (limits.lines() > 1) {
            out.writeNumberProperty("lines", limits.lines());
        }
        if (limits.clockLeft().isPresent()) {
            out.writeNumberProperty("clockMs", millis(limits.clockLeft().get()));
            out.writeNumberProperty("incrementMs", millis(limits.increment()));
            if (limits.movesToGo().isPresent()) {
                out.writeNumberProperty("movesToGo", limits.movesToGo().getAsInt());
            }
        }
        out.writeEndObject();
    }

    static void progress(JsonGenerator out, SearchProgress progress) {
        out.writeStartObject();
        out.writeNumberProperty("depth", progress.depth());
        out.writeName("score");
        score(out, progress.score());
        moves(out, "pv", progress.principalVariation());
        out.writeNumberProperty("nodes", progress.nodes());
        out.writeNumberProperty("nps", progress.nodesPerSecond());
        out.writeNumberProperty("timeMs", millis(progress.elapsed()));
        lines(out, progress.lines());
        out.writeEndObject();
    }

    static void result(JsonGenerator out, SearchResult result) {
        out.writeStartObject();
        out.writeName("bestMove");
        if (result.bestMove().isPresent()) {
            out.writeString(result.bestMove().get().toString());
        } else {
            out.writeNull();
        }
        out.writeName("score");
        score(out, result.score());
        moves(out, "pv", result.principalVariation());
        out.writeNumberProperty("depth", result.depth());
        out.writeNumberProperty("nodes", result.nodes());
        out.writeNumberProperty("timeMs", millis(result.elapsed()));
        out.writeStringProperty("stopReason", Words.of(result.stopReason()));
        lines(out, result.lines());
        out.writeEndObject();
    }

    /**
     * Writes the key {@code "lines"} when there are several: a single line is the value's own score
     * and principal variation, so it is left out.
     */
    private static void lines(JsonGenerator out, List<SearchLine> lines) {
        if (lines.size() < 2) {
            return;
        }
        out.writeArrayPropertyStart("lines");
        for (SearchLine line : lines) {
            out.writeStartObject();
            out.writeNumberProperty("rank", line.rank());
            out.writeName("score");
            score(out, line.score());
            moves(out, "pv", line.moves());
            out.writeEndObject();
        }
        out.writeEndArray();
    }

    /** Writes plain data (maps, lists, strings, numbers, booleans, null) as it stands, map keys in order. */
    static void plain(JsonGenerator out, Object data) {
        if (data instanceof Map<?, ?> object) {
            out.writeStartObject();
            for (Map.Entry<?, ?> entry : object.entrySet()) {
                out.writeName((String) entry.getKey());
                plain(out, entry.getValue());
            }
            out.writeEndObject();
        } else if (data instanceof List<?> array) {
            out.writeStartArray();
            for (Object element : array) {
                plain(out, element);
            }
            out.writeEndArray();
        } else if (data instanceof String text) {
            out.writeString(text);
        } else if (data instanceof Integer number) {
            out.writeNumber(number.intValue());
        } else if (data instanceof Boolean truth) {
            out.writeBoolean(truth.booleanValue());
        } else if (data == null) {
            out.writeNull();
        } else {
            throw new IllegalStateException("not plain data: " + data.getClass().getName());
        }
    }

    /** Whole milliseconds, rounded down; a duration too long for a long is written as the largest. */
    static long millis(Duration duration) {
        try {
            return duration.toMillis();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }

    /** A time limit in whole milliseconds, rounded up, so that a limit stays a limit (at least 1 ms). */
    static long limitMillis(Duration duration) {
        long millis = millis(duration);
        return millis == Long.MAX_VALUE || duration.equals(Duration.ofMillis(millis)) ? millis : millis + 1;
    }

    private static void squares(JsonGenerator out, String key, Collection<Square> squares) {
        out.writeArrayPropertyStart(key);
        for (Square square : squares) {
            out.writeString(square.toString());
        }
        out.writeEndArray();
    }

    private static void moves(JsonGenerator out, String key, Collection<Move> moves) {
        out.writeArrayPropertyStart(key);
        for (Move move : moves) {
            out.writeString(move.toString());
        }
        out.writeEndArray();
    }
}
