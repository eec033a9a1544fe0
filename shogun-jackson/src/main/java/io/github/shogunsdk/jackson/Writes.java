package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
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
import java.io.IOException;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Writes the JSON shapes of the values that are small objects, keys in their documented order. */
final class Writes {

    private Writes() {
    }

    static void path(JsonGenerator out, MovePath path) throws IOException {
        out.writeStartObject();
        out.writeStringField("move", path.move().toString());
        out.writeStringField("shape", path.shape().name());
        squares(out, "squares", path.squares());
        out.writeEndObject();
    }

    static void setup(JsonGenerator out, GameSetup setup) throws IOException {
        out.writeStartObject();
        out.writeStringField("rules", setup.ruleSet().toString());
        out.writeStringField("energy", setup.energyModel().toString());
        out.writeFieldName("start");
        if (setup.start().isPresent()) {
            out.writeString(setup.start().get().toString());
        } else {
            out.writeNull();
        }
        out.writeEndObject();
    }

    static void outcome(JsonGenerator out, Outcome outcome) throws IOException {
        out.writeStartObject();
        out.writeBooleanField("over", outcome.isOver());
        out.writeStringField("result", outcome.result());
        if (outcome instanceof Outcome.Win win) {
            out.writeStringField("winner", Words.of(win.winner()));
            out.writeStringField("reason", Words.of(win.reason()));
        } else {
            out.writeNullField("winner");
            if (outcome instanceof Outcome.Draw draw) {
                out.writeStringField("reason", Words.of(draw.reason()));
            } else {
                out.writeNullField("reason");
            }
        }
        out.writeStringField("text", outcome.toString());
        out.writeEndObject();
    }

    static void ply(JsonGenerator out, Ply ply) throws IOException {
        out.writeStartObject();
        out.writeStringField("move", ply.move().toString());
        out.writeFieldName("path");
        path(out, ply.path());
        out.writeStringField("piece", ply.piece().toString());
        out.writeFieldName("captured");
        if (ply.captured().isPresent()) {
            out.writeString(ply.captured().get().toString());
        } else {
            out.writeNull();
        }
        out.writeNumberField("energyBefore", ply.energyBefore());
        out.writeNumberField("energyAfter", ply.energyAfter());
        out.writeBooleanField("check", ply.isCheck());
        out.writeBooleanField("checkmate", ply.isCheckmate());
        out.writeStringField("notation", ply.toString());
        out.writeStringField("before", ply.before().toString());
        out.writeStringField("after", ply.after().toString());
        out.writeEndObject();
    }

    static void refusal(JsonGenerator out, Refusal refusal) throws IOException {
        out.writeStartObject();
        out.writeStringField("from", refusal.from().toString());
        out.writeStringField("to", refusal.to().toString());
        out.writeStringField("reason", Words.of(refusal.reason()));
        out.writeStringField("message", refusal.message());
        squares(out, "blockers", refusal.blockers());
        squares(out, "checkers", refusal.checkers());
        out.writeFieldName("energy");
        if (refusal.energy().isPresent()) {
            out.writeNumber(refusal.energy().getAsInt());
        } else {
            out.writeNull();
        }
        out.writeNumberField("distance", refusal.distance());
        out.writeFieldName("piece");
        if (refusal.piece().isPresent()) {
            out.writeString(refusal.piece().get().toString());
        } else {
            out.writeNull();
        }
        out.writeEndObject();
    }

    static void score(JsonGenerator out, Score score) throws IOException {
        out.writeStartObject();
        if (score.winInPlies().isPresent()) {
            out.writeNumberField("winIn", score.winInPlies().getAsInt());
        } else if (score.lossInPlies().isPresent()) {
            out.writeNumberField("lossIn", score.lossInPlies().getAsInt());
        } else {
            out.writeNumberField("cp", score.centipawns().getAsInt());
        }
        out.writeEndObject();
    }

    static void limits(JsonGenerator out, SearchLimits limits) throws IOException {
        out.writeStartObject();
        out.writeFieldName("depth");
        if (limits.depth().isPresent()) {
            out.writeNumber(limits.depth().getAsInt());
        } else {
            out.writeNull();
        }
        out.writeFieldName("nodes");
        if (limits.nodes().isPresent()) {
            out.writeNumber(limits.nodes().getAsLong());
        } else {
            out.writeNull();
        }
        out.writeFieldName("timeMs");
        if (limits.time().isPresent()) {
            out.writeNumber(limitMillis(limits.time().get()));
        } else {
            out.writeNull();
        }
        if (limits.lines() > 1) {
            out.writeNumberField("lines", limits.lines());
        }
        if (limits.clockLeft().isPresent()) {
            out.writeNumberField("clockMs", millis(limits.clockLeft().get()));
            out.writeNumberField("incrementMs", millis(limits.increment()));
            if (limits.movesToGo().isPresent()) {
                out.writeNumberField("movesToGo", limits.movesToGo().getAsInt());
            }
        }
        out.writeEndObject();
    }

    static void progress(JsonGenerator out, SearchProgress progress) throws IOException {
        out.writeStartObject();
        out.writeNumberField("depth", progress.depth());
        out.writeFieldName("score");
        score(out, progress.score());
        moves(out, "pv", progress.principalVariation());
        out.writeNumberField("nodes", progress.nodes());
        out.writeNumberField("nps", progress.nodesPerSecond());
        out.writeNumberField("timeMs", millis(progress.elapsed()));
        lines(out, progress.lines());
        out.writeEndObject();
    }

    static void result(JsonGenerator out, SearchResult result) throws IOException {
        out.writeStartObject();
        out.writeFieldName("bestMove");
        if (result.bestMove().isPresent()) {
            out.writeString(result.bestMove().get().toString());
        } else {
            out.writeNull();
        }
        out.writeFieldName("score");
        score(out, result.score());
        moves(out, "pv", result.principalVariation());
        out.writeNumberField("depth", result.depth());
        out.writeNumberField("nodes", result.nodes());
        out.writeNumberField("timeMs", millis(result.elapsed()));
        out.writeStringField("stopReason", Words.of(result.stopReason()));
        lines(out, result.lines());
        out.writeEndObject();
    }

    /**
     * Writes the key {@code "lines"} when there are several: a single line is the value's own score
     * and principal variation, so it is left out.
     */
    private static void lines(JsonGenerator out, List<SearchLine> lines) throws IOException {
        if (lines.size() < 2) {
            return;
        }
        out.writeArrayFieldStart("lines");
        for (SearchLine line : lines) {
            out.writeStartObject();
            out.writeNumberField("rank", line.rank());
            out.writeFieldName("score");
            score(out, line.score());
            moves(out, "pv", line.moves());
            out.writeEndObject();
        }
        out.writeEndArray();
    }

    /** Writes plain data (maps, lists, strings, numbers, booleans, null) as it stands, map keys in order. */
    static void plain(JsonGenerator out, Object data) throws IOException {
        if (data instanceof Map<?, ?> object) {
            out.writeStartObject();
            for (Map.Entry<?, ?> entry : object.entrySet()) {
                out.writeFieldName((String) entry.getKey());
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

    private static void squares(JsonGenerator out, String key, Collection<Square> squares) throws IOException {
        out.writeArrayFieldStart(key);
        for (Square square : squares) {
            out.writeString(square.toString());
        }
        out.writeEndArray();
    }

    private static void moves(JsonGenerator out, String key, Collection<Move> moves) throws IOException {
        out.writeArrayFieldStart(key);
        for (Move move : moves) {
            out.writeString(move.toString());
        }
        out.writeEndArray();
    }
}
