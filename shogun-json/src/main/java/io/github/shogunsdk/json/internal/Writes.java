package io.github.shogunsdk.json.internal;

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

/**
 * Writes the shapes of the values that are small objects, keys in their documented order, into a
 * streaming writer: ints as ints, counts and times as longs, absent values as null. The one
 * implementation of these shapes: the Jackson modules stream them into Jackson's generator, the
 * browser build into its JSON text, and {@link PlainBuilder} makes plain data of them.
 */
public final class Writes {

    private Writes() {
    }

    /**
     * A path: {@code {"move","shape","squares"}}.
     *
     * @param <X> what the writer throws
     * @param path the path
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void path(MovePath path, Output<X> out) throws X {
        out.startObject();
        text(out, "move", path.move().toString());
        text(out, "shape", path.shape().name());
        out.name("squares");
        squares(path.squares(), out);
        out.endObject();
    }

    /**
     * A setup: {@code {"ruleSet","energyModel","start"}}, the start {@code null} for the model's own.
     *
     * @param <X> what the writer throws
     * @param setup the setup
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void setup(GameSetup setup, Output<X> out) throws X {
        out.startObject();
        text(out, "ruleSet", setup.ruleSet().toString());
        text(out, "energyModel", setup.energyModel().toString());
        text(out, "start", setup.start().isPresent() ? setup.start().get().toString() : null);
        out.endObject();
    }

    /**
     * An outcome: {@code {"over","result","winner","reason","text"}}.
     *
     * @param <X> what the writer throws
     * @param outcome the outcome
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void outcome(Outcome outcome, Output<X> out) throws X {
        out.startObject();
        truth(out, "over", outcome.isOver());
        text(out, "result", outcome.result());
        if (outcome instanceof Outcome.Win) {
            Outcome.Win win = (Outcome.Win) outcome;
            text(out, "winner", Words.of(win.winner()));
            text(out, "reason", Words.of(win.reason()));
        } else {
            text(out, "winner", null);
            text(out, "reason", outcome instanceof Outcome.Draw ? Words.of(((Outcome.Draw) outcome).reason()) : null);
        }
        text(out, "text", outcome.toString());
        out.endObject();
    }

    /**
     * A ply: {@code {"move","path","piece","captured","energyBefore","landingEnergy","check",
     * "checkmate","notation","before","after"}}.
     *
     * @param <X> what the writer throws
     * @param ply the ply
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void ply(Ply ply, Output<X> out) throws X {
        out.startObject();
        text(out, "move", ply.move().toString());
        out.name("path");
        path(ply.path(), out);
        text(out, "piece", ply.piece().toString());
        text(out, "captured", ply.captured().isPresent() ? ply.captured().get().toString() : null);
        integer(out, "energyBefore", ply.energyBefore());
        integer(out, "landingEnergy", ply.landingEnergy());
        truth(out, "check", ply.isCheck());
        truth(out, "checkmate", ply.isCheckmate());
        text(out, "notation", ply.toString());
        text(out, "before", ply.before().toString());
        text(out, "after", ply.after().toString());
        out.endObject();
    }

    /**
     * A refusal: {@code {"from","to","reason","message","blockers","checkers","energy","distance","piece"}}.
     *
     * @param <X> what the writer throws
     * @param refusal the refusal
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void refusal(Refusal refusal, Output<X> out) throws X {
        out.startObject();
        text(out, "from", refusal.from().toString());
        text(out, "to", refusal.to().toString());
        text(out, "reason", Words.of(refusal.reason()));
        text(out, "message", refusal.message());
        out.name("blockers");
        squares(refusal.blockers(), out);
        out.name("checkers");
        squares(refusal.checkers(), out);
        out.name("energy");
        if (refusal.energy().isPresent()) {
            out.number(refusal.energy().getAsInt());
        } else {
            out.nullValue();
        }
        integer(out, "distance", refusal.distance());
        text(out, "piece", refusal.piece().isPresent() ? refusal.piece().get().toString() : null);
        out.endObject();
    }

    /**
     * A score: exactly one of {@code "centipawns"}, {@code "winIn"} and {@code "lossIn"}.
     *
     * @param <X> what the writer throws
     * @param score the score
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void score(Score score, Output<X> out) throws X {
        out.startObject();
        if (score.winIn().isPresent()) {
            integer(out, "winIn", score.winIn().getAsInt());
        } else if (score.lossIn().isPresent()) {
            integer(out, "lossIn", score.lossIn().getAsInt());
        } else {
            integer(out, "centipawns", score.centipawns().getAsInt());
        }
        out.endObject();
    }

    /**
     * Search limits: {@code {"depth","nodes","timeMs"}}, then {@code "lines"} when it asks for
     * several, and the clock's keys when it has one.
     *
     * @param <X> what the writer throws
     * @param limits the limits
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void limits(SearchLimits limits, Output<X> out) throws X {
        out.startObject();
        out.name("depth");
        if (limits.depth().isPresent()) {
            out.number(limits.depth().getAsInt());
        } else {
            out.nullValue();
        }
        out.name("nodes");
        if (limits.nodes().isPresent()) {
            out.number(limits.nodes().getAsLong());
        } else {
            out.nullValue();
        }
        out.name("timeMs");
        if (limits.time().isPresent()) {
            out.number(limitMillis(limits.time().get()));
        } else {
            out.nullValue();
        }
        if (limits.lines() > 1) {
            integer(out, "lines", limits.lines());
        }
        if (limits.clockLeft().isPresent()) {
            whole(out, "clockLeftMs", millis(limits.clockLeft().get()));
            whole(out, "incrementMs", millis(limits.increment()));
            if (limits.movesToGo().isPresent()) {
                integer(out, "movesToGo", limits.movesToGo().getAsInt());
            }
        }
        out.endObject();
    }

    /**
     * A search's progress: {@code {"depth","score","principalVariation","nodes","nodesPerSecond","elapsedMs"}}, then
     * {@code "lines"} when there are several.
     *
     * @param <X> what the writer throws
     * @param progress the progress
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void progress(SearchProgress progress, Output<X> out) throws X {
        out.startObject();
        integer(out, "depth", progress.depth());
        out.name("score");
        score(progress.bestLine().score(), out);
        out.name("principalVariation");
        moves(progress.bestLine().principalVariation(), out);
        whole(out, "nodes", progress.nodes());
        whole(out, "nodesPerSecond", progress.nodesPerSecond());
        whole(out, "elapsedMs", millis(progress.elapsed()));
        lines(progress.lines(), out);
        out.endObject();
    }

    /**
     * A search's result: {@code {"bestMove","score","principalVariation","depth","nodes","elapsedMs","stopReason"}},
     * then {@code "lines"} when there are several.
     *
     * @param <X> what the writer throws
     * @param result the result
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void result(SearchResult result, Output<X> out) throws X {
        out.startObject();
        text(out, "bestMove", result.bestMove().isPresent() ? result.bestMove().get().toString() : null);
        out.name("score");
        score(result.score(), out);
        out.name("principalVariation");
        moves(result.bestLine().isPresent() ? result.bestLine().get().principalVariation() : List.of(), out);
        integer(out, "depth", result.depth());
        whole(out, "nodes", result.nodes());
        whole(out, "elapsedMs", millis(result.elapsed()));
        text(out, "stopReason", Words.of(result.stopReason()));
        lines(result.lines(), out);
        out.endObject();
    }

    /**
     * Paths, as an array, in the collection's order.
     *
     * @param <X> what the writer throws
     * @param paths the paths
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void paths(Collection<MovePath> paths, Output<X> out) throws X {
        out.startArray();
        for (MovePath path : paths) {
            path(path, out);
        }
        out.endArray();
    }

    /**
     * Squares as an array of their names, in the collection's order.
     *
     * @param <X> what the writer throws
     * @param squares the squares
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void squares(Collection<Square> squares, Output<X> out) throws X {
        out.startArray();
        for (Square square : squares) {
            out.string(square.toString());
        }
        out.endArray();
    }

    /**
     * Moves as an array of their text, in the collection's order.
     *
     * @param <X> what the writer throws
     * @param moves the moves
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void moves(Collection<Move> moves, Output<X> out) throws X {
        out.startArray();
        for (Move move : moves) {
            out.string(move.toString());
        }
        out.endArray();
    }

    /**
     * Writes the key {@code "lines"} when there are several: a single line is the value's own
     * score and principal variation, so it is left out.
     */
    private static <X extends Exception> void lines(List<SearchLine> lines, Output<X> out) throws X {
        if (lines.size() < 2) {
            return;
        }
        out.name("lines");
        out.startArray();
        for (SearchLine line : lines) {
            out.startObject();
            integer(out, "rank", line.rank());
            out.name("score");
            score(line.score(), out);
            out.name("principalVariation");
            moves(line.principalVariation(), out);
            out.endObject();
        }
        out.endArray();
    }

    /** A key and its string, or null. */
    static <X extends Exception> void text(Output<X> out, String key, String value) throws X {
        out.name(key);
        if (value == null) {
            out.nullValue();
        } else {
            out.string(value);
        }
    }

    /** A key and its int. */
    static <X extends Exception> void integer(Output<X> out, String key, int value) throws X {
        out.name(key);
        out.number(value);
    }

    private static <X extends Exception> void whole(Output<X> out, String key, long value) throws X {
        out.name(key);
        out.number(value);
    }

    private static <X extends Exception> void truth(Output<X> out, String key, boolean value) throws X {
        out.name(key);
        out.bool(value);
    }

    /** Whole milliseconds, rounded down; a duration too long for a long is written as the largest. */
    private static long millis(Duration duration) {
        try {
            return duration.toMillis();
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE;
        }
    }

    /** A time limit in whole milliseconds, rounded up, so that a limit stays a limit (at least 1 ms). */
    private static long limitMillis(Duration duration) {
        long millis = millis(duration);
        return millis == Long.MAX_VALUE || duration.equals(Duration.ofMillis(millis)) ? millis : millis + 1;
    }
}
