package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.json.JsonShapeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the small values from plain data. Keys that other keys determine (such as a ply's
 * {@code "notation"}) may be left out; when present they must agree. Unknown keys are refused when
 * {@code strict} and skipped otherwise. Every fault throws a {@link JsonShapeException}, or the
 * API's own {@link IllegalArgumentException}, with a one-line message and no path: these values are
 * small, and the messages name the key.
 */
final class Reads {

    private final boolean strict;

    /**
     * Creates a reader.
     *
     * @param strict whether a key that a shape does not name is refused (otherwise it is skipped)
     */
    Reads(boolean strict) {
        this.strict = strict;
    }

    /**
     * Tells whether unknown keys are refused.
     *
     * @return true when they are
     */
    boolean strict() {
        return strict;
    }

    // ---- text values ----

    Square square(Object data, String what) {
        return Square.parse(text(data, what));
    }

    Move move(Object data, String what) {
        return Move.parse(text(data, what));
    }

    Piece piece(Object data, String what) {
        return Piece.parse(text(data, what));
    }

    Position position(Object data, String what) {
        return Position.parse(text(data, what));
    }

    Rotation rotation(Object data) {
        if (!Plain.fitsLong(data) || Plain.longValue(data) != (int) Plain.longValue(data)) {
            throw fault("expected a rotation, 0, 90, 180 or 270, found " + Plain.describe(data));
        }
        return Rotation.of((int) Plain.longValue(data));
    }

    Shape shape(Object data, String what) {
        String text = text(data, what);
        Shape shape = io.github.shogunsdk.api.internal.Words.byName(Shape.values(), text);
        if (shape != null) {
            return shape;
        }
        throw fault("expected " + what + ", one of the 12 shapes U, D, L, R, RU, RD, LU, LD, UR, UL, DR "
                + "or DL, found " + Messages.quote(text));
    }

    <E extends Enum<E>> E word(Object data, Class<E> type, String what) {
        return Words.parse(type, text(data, what), what);
    }

    // ---- objects ----

    MovePath path(Object data) {
        Fields in = object(data, "a path", "move", "shape", "squares");
        Move move = move(in.required("move"), "the path's move");
        Shape shape = shape(in.required("shape"), "the path's shape");
        MovePath path = MovePath.of(move, shape).orElseThrow(() -> fault(
                "the shape " + shape + " cannot make the move " + move));
        in.optional("squares").ifPresent(squares -> agree("squares", squareList(squares, "the path's squares"),
                path.squares()));
        return path;
    }

    GameSetup setup(Object data) {
        Fields in = object(data, "a game setup", "ruleSet", "energyModel", "start");
        GameSetup setup = GameSetup.standard();
        Optional<Object> rules = in.optional("ruleSet");
        if (rules.isPresent()) {
            setup = setup.withRuleSet(RuleSet.parse(text(rules.get(), "the rule set")));
        }
        Optional<Object> energy = in.optional("energyModel");
        if (energy.isPresent()) {
            setup = setup.withEnergyModel(EnergyModel.parse(text(energy.get(), "the energy model")));
        }
        Optional<Object> start = in.optional("start");
        if (start.isPresent()) {
            setup = setup.withStart(position(start.get(), "the start position (SPN)"));
        }
        return setup;
    }

    Outcome outcome(Object data) {
        Fields in = object(data, "an outcome", "over", "result", "winner", "reason", "text");
        String result = text(in.required("result"), "the result");
        Optional<Object> reason = in.optional("reason");
        Outcome outcome;
        switch (result) {
            case "*":
                if (reason.isPresent()) {
                    throw fault("a game in progress has no reason: \"reason\" must be null");
                }
                outcome = Outcome.ongoing();
                break;
            case "1-0":
            case "0-1":
                outcome = Outcome.win(result.equals("1-0") ? Colour.WHITE : Colour.RED,
                        word(reason.orElseThrow(() -> missing("reason")), WinReason.class, "a win reason"));
                break;
            case "1/2-1/2":
                outcome = Outcome.draw(word(reason.orElseThrow(() -> missing("reason")), DrawReason.class,
                        "a draw reason"));
                break;
            default:
                throw fault("expected the result \"1-0\", \"0-1\", \"1/2-1/2\" or \"*\", found " + Messages.quote(result));
        }
        in.optional("over").ifPresent(over -> agree("over", bool(over, "\"over\""), outcome.isOver()));
        Colour winner = outcome instanceof Outcome.Win win ? win.winner() : null;
        Optional<Object> givenWinner = in.optional("winner");
        if (givenWinner.isPresent() || in.has("winner")) {
            agree("winner", givenWinner.map(w -> word(w, Colour.class, "the winner")).orElse(null), winner);
        }
        in.optional("text").ifPresent(text -> agree("text", text(text, "the text"), outcome.toString()));
        return outcome;
    }

    Ply ply(Object data) {
        Fields in = object(data, "a ply", "move", "path", "piece", "captured", "energyBefore", "landingEnergy", "check",
                "checkmate", "notation", "before", "after");
        Position before = position(in.required("before"), "the position before the ply (SPN)");
        Position after = position(in.required("after"), "the position after the ply (SPN)");
        MovePath path = path(in.required("path"));
        boolean check = bool(in.required("check"), "\"check\"");
        boolean checkmate = bool(in.required("checkmate"), "\"checkmate\"");
        Ply ply = Ply.of(before, path, after, check, checkmate);
        in.optional("move").ifPresent(move -> agree("move", move(move, "the ply's move"), ply.move()));
        in.optional("piece").ifPresent(piece -> agree("piece", piece(piece, "the moving piece"), ply.piece()));
        if (in.has("captured")) {
            agree("captured", in.optional("captured").map(c -> piece(c, "the captured piece")).orElse(null),
                    ply.captured().orElse(null));
        }
        in.optional("energyBefore").ifPresent(e -> agree("energyBefore", integer(e, "\"energyBefore\""),
                ply.energyBefore()));
        in.optional("landingEnergy").ifPresent(e -> agree("landingEnergy", integer(e, "\"landingEnergy\""),
                ply.landingEnergy()));
        in.optional("notation").ifPresent(n -> agree("notation", text(n, "the ply's notation"), ply.toString()));
        return ply;
    }

    Refusal refusal(Object data) {
        Fields in = object(data, "a refusal", "from", "to", "reason", "message", "blockers", "checkers", "energy",
                "distance", "piece");
        Square from = square(in.required("from"), "the refusal's starting square");
        Square to = square(in.required("to"), "the refusal's destination");
        RefusalReason reason = word(in.required("reason"), RefusalReason.class, "a refusal reason");
        String message = text(in.required("message"), "the refusal's message");
        String prefix = "illegal move " + from + to + ": ";
        if (!message.startsWith(prefix)) {
            throw fault("expected the refusal's message to start with " + Messages.quote(prefix) + ", found "
                    + Messages.quote(message));
        }
        Set<Square> blockers = squareSet(in.optional("blockers"), "the blocking squares");
        Set<Square> checkers = squareSet(in.optional("checkers"), "the checking pieces' squares");
        Optional<Piece> piece = in.optional("piece").map(p -> piece(p, "the moving piece"));
        Optional<Object> energy = in.optional("energy");
        if (!in.has("piece") && energy.isPresent()) {
            throw fault("a refusal with an energy needs its \"piece\", such as \"P4\"");
        }
        Refusal refusal = Refusal.of(from, to, reason, piece, blockers, checkers, message.substring(prefix.length()));
        if (in.has("energy")) {
            agree("energy", energy.map(e -> integer(e, "\"energy\"")).orElse(null),
                    piece.map(Piece::energy).orElse(null));
        }
        in.optional("distance").ifPresent(d -> agree("distance", integer(d, "\"distance\""), refusal.distance()));
        return refusal;
    }

    Score score(Object data) {
        Fields in = object(data, "a score", "centipawns", "winIn", "lossIn");
        Optional<Object> cp = in.optional("centipawns");
        Optional<Object> winIn = in.optional("winIn");
        Optional<Object> lossIn = in.optional("lossIn");
        int given = (cp.isPresent() ? 1 : 0) + (winIn.isPresent() ? 1 : 0) + (lossIn.isPresent() ? 1 : 0);
        if (given != 1) {
            throw fault("expected a score with exactly one of \"centipawns\", \"winIn\" and \"lossIn\"");
        }
        if (cp.isPresent()) {
            return Score.ofCentipawns(integer(cp.get(), "\"centipawns\""));
        }
        if (winIn.isPresent()) {
            return Score.ofWinIn(integer(winIn.get(), "\"winIn\""));
        }
        return Score.ofLossIn(integer(lossIn.get(), "\"lossIn\""));
    }

    SearchLimits limits(Object data) {
        Fields in = object(data, "search limits", "depth", "nodes", "timeMs", "lines", "clockLeftMs", "incrementMs",
                "movesToGo");
        SearchLimits limits = SearchLimits.unlimited();
        Optional<Object> depth = in.optional("depth");
        if (depth.isPresent()) {
            limits = limits.withDepth(integer(depth.get(), "\"depth\""));
        }
        Optional<Object> nodes = in.optional("nodes");
        if (nodes.isPresent()) {
            limits = limits.withNodes(whole(nodes.get(), "\"nodes\""));
        }
        Optional<Object> time = in.optional("timeMs");
        if (time.isPresent()) {
            limits = limits.withTime(Duration.ofMillis(whole(time.get(), "\"timeMs\"")));
        }
        Optional<Object> lines = in.optional("lines");
        if (lines.isPresent()) {
            limits = limits.withLines(integer(lines.get(), "\"lines\""));
        }
        Optional<Object> clock = in.optional("clockLeftMs");
        Optional<Object> increment = in.optional("incrementMs");
        Optional<Object> movesToGo = in.optional("movesToGo");
        if (clock.isPresent()) {
            limits = limits.withClock(Duration.ofMillis(whole(clock.get(), "\"clockLeftMs\"")), Duration.ofMillis(
                    increment.isPresent() ? whole(increment.get(), "\"incrementMs\"") : 0));
            if (movesToGo.isPresent()) {
                limits = limits.withMovesToGo(integer(movesToGo.get(), "\"movesToGo\""));
            }
        } else if (increment.isPresent() || movesToGo.isPresent()) {
            throw fault("search limits: \"incrementMs\" and \"movesToGo\" need \"clockLeftMs\"");
        }
        return limits;
    }

    SearchProgress progress(Object data) {
        Fields in = object(data, "search progress", "depth", "score", "principalVariation", "nodes",
                "nodesPerSecond", "elapsedMs", "lines");
        int depth = integer(in.required("depth"), "\"depth\"");
        Score score = score(in.required("score"));
        List<Move> line = moveList(in.required("principalVariation"), "the principal variation");
        long nodes = whole(in.required("nodes"), "\"nodes\"");
        // "nodesPerSecond" follows from the nodes and the time, which travels in whole milliseconds: not checked.
        in.optional("nodesPerSecond").ifPresent(speed -> whole(speed, "\"nodesPerSecond\""));
        Duration elapsed = Duration.ofMillis(whole(in.required("elapsedMs"), "\"elapsedMs\""));
        if (line.isEmpty()) {
            throw fault("a progress report's \"principalVariation\" has at least one move");
        }
        List<SearchLine> own = List.of(SearchLine.of(1, score, line));
        Optional<Object> lines = in.optional("lines");
        return SearchProgress.of(depth, lines.isEmpty() ? own : firstAgrees(searchLines(lines.get()), own), nodes,
                elapsed);
    }

    SearchResult result(Object data) {
        Fields in = object(data, "a search result", "bestMove", "score", "principalVariation", "depth", "nodes",
                "elapsedMs", "stopReason", "lines");
        Score score = score(in.required("score"));
        List<Move> line = moveList(in.required("principalVariation"), "the principal variation");
        int depth = integer(in.required("depth"), "\"depth\"");
        long nodes = whole(in.required("nodes"), "\"nodes\"");
        Duration elapsed = Duration.ofMillis(whole(in.required("elapsedMs"), "\"elapsedMs\""));
        StopReason reason = word(in.required("stopReason"), StopReason.class, "a stop reason");
        if (line.isEmpty() != (reason == StopReason.GAME_OVER)) {
            throw fault("a search finds a move exactly when the game is not over");
        }
        Optional<Object> lines = in.optional("lines");
        List<SearchLine> read = lines.isPresent() ? searchLines(lines.get()) : List.of();
        SearchResult result;
        if (line.isEmpty()) {
            if (depth != 0 || nodes != 0) {
                throw fault("a finished game's result has \"depth\" 0 and \"nodes\" 0");
            }
            if (!read.isEmpty()) {
                throw fault("a finished game's result has no \"lines\"");
            }
            result = SearchResult.ofGameOver(score, elapsed);
        } else {
            List<SearchLine> own = List.of(SearchLine.of(1, score, line));
            result = SearchResult.of(lines.isEmpty() ? own : firstAgrees(read, own), depth, nodes, elapsed, reason);
        }
        if (in.has("bestMove")) {
            agree("bestMove", in.optional("bestMove").map(m -> move(m, "the best move")).orElse(null),
                    result.bestMove().orElse(null));
        }
        return result;
    }

    /**
     * Reads the best lines of a search: objects of a {@code "rank"} (optional: it follows from the
     * place in the list), a {@code "score"} and a {@code "principalVariation"}.
     */
    private List<SearchLine> searchLines(Object data) {
        List<SearchLine> lines = new ArrayList<>();
        for (Object element : array(data, "the lines")) {
            Fields in = object(element, "a search line", "rank", "score", "principalVariation");
            int rank = lines.size() + 1;
            if (in.has("rank")) {
                agree("rank", in.optional("rank").map(r -> integer(r, "\"rank\"")).orElse(null), rank);
            }
            lines.add(SearchLine.of(rank, score(in.required("score")),
                    moveList(in.required("principalVariation"), "a line's principal variation")));
        }
        return lines;
    }

    /** Returns the lines read after checking that the first is the value's own score and line. */
    private static List<SearchLine> firstAgrees(List<SearchLine> read, List<SearchLine> own) {
        if (read.isEmpty() || own.isEmpty() || !read.get(0).equals(own.get(0))) {
            throw fault("the first of \"lines\" must have the value's \"score\" and \"principalVariation\"");
        }
        return read;
    }

    // ---- parts ----

    /** Returns the value's text, or fails naming what was expected. */
    String text(Object data, String what) {
        if (!(data instanceof String)) {
            throw fault("expected " + what + " as a string, found " + Plain.describe(data));
        }
        return (String) data;
    }

    private static int integer(Object data, String what) {
        if (!Plain.fitsLong(data) || Plain.longValue(data) != (int) Plain.longValue(data)) {
            throw fault("expected " + what + " as a whole number, found " + Plain.describe(data));
        }
        return (int) Plain.longValue(data);
    }

    private static long whole(Object data, String what) {
        if (!Plain.fitsLong(data)) {
            throw fault("expected " + what + " as a whole number, found " + Plain.describe(data));
        }
        return Plain.longValue(data);
    }

    private static boolean bool(Object data, String what) {
        if (!(data instanceof Boolean)) {
            throw fault("expected " + what + " as true or false, found " + Plain.describe(data));
        }
        return ((Boolean) data).booleanValue();
    }

    private List<Square> squareList(Object data, String what) {
        List<Square> squares = new ArrayList<>();
        for (Object element : array(data, what)) {
            squares.add(square(element, "a square name such as \"d3\""));
        }
        return squares;
    }

    private List<Move> moveList(Object data, String what) {
        List<Move> moves = new ArrayList<>();
        for (Object element : array(data, what)) {
            moves.add(move(element, "a move such as \"d1d3\""));
        }
        return moves;
    }

    private Set<Square> squareSet(Optional<Object> data, String what) {
        return data.isEmpty() ? Set.of() : new TreeSet<>(squareList(data.get(), what));
    }

    private static List<?> array(Object data, String what) {
        if (!(data instanceof List<?>)) {
            throw fault("expected " + what + " as an array, found " + Plain.describe(data));
        }
        return (List<?>) data;
    }

    private Fields object(Object data, String what, String... keys) {
        if (!(data instanceof Map<?, ?>)) {
            throw fault("expected " + what + " as an object, found " + Plain.describe(data));
        }
        Map<?, ?> map = (Map<?, ?>) data;
        if (strict) {
            for (Object name : map.keySet()) {
                if (!List.of(keys).contains(name)) {
                    throw fault("unknown key " + Messages.quote(String.valueOf(name)) + " in " + what
                            + "; the keys are " + String.join(", ", keys));
                }
            }
        }
        return new Fields(map);
    }

    private static <T> void agree(String key, T given, T actual) {
        if (!Objects.equals(given, actual)) {
            throw fault("\"" + key + "\" is " + shown(given) + ", but the rest of the value makes it " + shown(actual));
        }
    }

    private static String shown(Object value) {
        if (value instanceof Enum<?> constant) {
            return Words.of(constant);
        }
        return value == null ? "null" : value instanceof String text ? Messages.quote(text) : Messages.oneLine(value.toString());
    }

    private static JsonShapeException missing(String key) {
        return fault("expected the key \"" + key + "\"");
    }

    private static JsonShapeException fault(String problem) {
        return new JsonShapeException("", problem);
    }

    /** The keys of one object; {@code null} counts as absent. */
    private static final class Fields {

        private final Map<?, ?> map;

        Fields(Map<?, ?> map) {
            this.map = map;
        }

        boolean has(String key) {
            return map.containsKey(key);
        }

        Optional<Object> optional(String key) {
            return Optional.ofNullable(map.get(key));
        }

        Object required(String key) {
            return optional(key).orElseThrow(() -> missing(key));
        }
    }
}
