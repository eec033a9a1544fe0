package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.json.JsonShapeException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The shape of a {@link Game}: {@code {"record","start","history","position","sideToMove",
 * "inCheck","outcome"}}, the history an array of {@link Ply} shapes. The record (a {@link GameRecord}'s shape, without glyphs or variations,
 * which a game does not hold) is the game: reading replays it into a new game. The other keys are
 * what the record determines, written for clients that show a game without replaying it; when
 * read they may be left out, and when present they must agree with the replayed game. Public for
 * the browser build's records module, which writes and reads games without the other shapes.
 */
public final class GameShape {

    private static final List<String> KEYS = List.of("record", "start", "history", "position", "sideToMove",
            "inCheck", "outcome");

    private GameShape() {
    }

    /**
     * Writes a game as it stands; moves taken back (its redo) are not part of it.
     *
     * @param <X> what the writer throws
     * @param game the game
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void write(Game game, Output<X> out) throws X {
        out.startObject();
        out.name("record");
        RecordWrites.record(GameRecord.of(game), out);
        Writes.text(out, "start", game.start().toString());
        out.name("history");
        out.startArray();
        for (Ply ply : game.history()) {
            Writes.ply(ply, out);
        }
        out.endArray();
        Writes.text(out, "position", game.position().toString());
        Writes.text(out, "sideToMove", Words.of(game.sideToMove()));
        out.name("inCheck");
        out.bool(game.isInCheck());
        out.name("outcome");
        Writes.outcome(game.outcome(), out);
        out.endObject();
    }

    /**
     * Reads a game: a new game, replayed from its record, with undo back to its start.
     *
     * @param data the game's plain data
     * @param strict whether keys the shape does not name are refused
     * @return the game
     * @throws JsonShapeException if the data is not a game's shape or its keys disagree with the record
     */
    public static Game read(Object data, boolean strict) {
        if (!(data instanceof Map<?, ?>)) {
            throw fault("", "expected a game as an object, found " + Plain.describe(data));
        }
        Map<?, ?> in = (Map<?, ?>) data;
        if (strict) {
            for (Object key : in.keySet()) {
                if (!KEYS.contains(key)) {
                    throw fault("", "unknown key " + Messages.quote(String.valueOf(key))
                            + " in a game; the keys are " + String.join(", ", KEYS));
                }
            }
        }
        Object recordData = in.get("record");
        if (recordData == null) {
            throw fault("", "expected the key \"record\"");
        }
        GameRecord record;
        try {
            record = RecordReads.record(recordData, strict);
        } catch (JsonShapeException e) {
            throw new JsonShapeException(e.getPath().isEmpty() ? "record" : "record." + e.getPath(), e.getProblem(), e);
        }
        List<RecordNode> mainline = record.mainline();
        for (int i = 0; i < mainline.size(); i++) {
            if (!mainline.get(i).variations().isEmpty()) {
                throw fault("record.mainline[" + i + "].variations",
                        "a game holds no variations; read the JSON as a GameRecord to keep them");
            }
            if (!mainline.get(i).glyphs().isEmpty()) {
                throw fault("record.mainline[" + i + "].glyphs",
                        "a game holds no glyphs; read the JSON as a GameRecord to keep them");
            }
        }
        Game game;
        try {
            game = record.game(NodePath.mainline(mainline.size()));
        } catch (IllegalArgumentException e) {
            // The rules' refusal of a ply, or a result that contradicts the main line's ending.
            throw new JsonShapeException("record", Messages.escapeControls(String.valueOf(e.getMessage())), e);
        }
        Reads reads = new Reads(strict);
        agree(in, "start", value -> reads.position(value, "the start position (SPN)"), game.start());
        history(in.get("history"), reads, game.history());
        agree(in, "position", value -> reads.position(value, "the position (SPN)"), game.position());
        agree(in, "sideToMove", value -> reads.word(value, Colour.class, "the side to move"), game.sideToMove());
        agree(in, "inCheck", GameShape::truth, game.isInCheck());
        agree(in, "outcome", reads::outcome, game.outcome());
        return game;
    }

    /** Checks a key that the record determines, when it is present. */
    private static <T> void agree(Map<?, ?> in, String key, Function<Object, T> read, T actual) {
        Object value = in.get(key);
        if (value == null) {
            return;
        }
        T given;
        try {
            given = read.apply(value);
        } catch (JsonShapeException e) {
            throw new JsonShapeException(key, e.getProblem(), e);
        } catch (IllegalArgumentException e) {
            throw new JsonShapeException(key, Messages.escapeControls(String.valueOf(e.getMessage())), e);
        }
        if (!Objects.equals(given, actual)) {
            throw fault("", "\"" + key + "\" is " + shown(given) + ", but the record makes it " + shown(actual));
        }
    }

    private static String shown(Object value) {
        if (value instanceof Colour colour) {
            return Words.of(colour);
        }
        if (value instanceof Outcome outcome) {
            return Messages.quote(outcome.toString());
        }
        if (value instanceof Position || value instanceof String) {
            return Messages.quote(value.toString());
        }
        return Messages.oneLine(String.valueOf(value));
    }

    /** Checks the plies, when present, naming the first that differs from the record's. */
    private static void history(Object data, Reads reads, List<Ply> history) {
        if (data == null) {
            return;
        }
        if (!(data instanceof List<?>)) {
            throw fault("history", "expected the plies as an array, found " + Plain.describe(data));
        }
        List<?> given = (List<?>) data;
        for (int i = 0; i < given.size(); i++) {
            Ply ply = ply(given.get(i), reads, "history[" + i + "]");
            if (i < history.size() && !ply.equals(history.get(i))) {
                throw fault("history[" + i + "]", difference(ply, history.get(i)));
            }
        }
        if (given.size() != history.size()) {
            throw fault("history", "the history holds " + given.size() + " plies, but the record "
                    + history.size());
        }
    }

    private static Ply ply(Object data, Reads reads, String where) {
        try {
            return reads.ply(data);
        } catch (JsonShapeException e) {
            throw new JsonShapeException(e.getPath().isEmpty() ? where : where + "." + e.getPath(), e.getProblem(), e);
        } catch (IllegalArgumentException e) {
            throw new JsonShapeException(where, Messages.escapeControls(String.valueOf(e.getMessage())), e);
        }
    }

    /** Names the first part in which a ply differs from the record's: its notation, path or positions. */
    private static String difference(Ply given, Ply actual) {
        if (!given.toString().equals(actual.toString())) {
            return "the ply is " + Messages.quote(given.toString()) + ", but the record makes it "
                    + Messages.quote(actual.toString());
        }
        if (!given.path().equals(actual.path())) {
            return "the ply's path is " + Messages.quote(given.path().shape().toString()) + ", but the record makes it "
                    + Messages.quote(actual.path().shape().toString());
        }
        String key = given.before().equals(actual.before()) ? "after" : "before";
        Position shown = key.equals("after") ? given.after() : given.before();
        Position made = key.equals("after") ? actual.after() : actual.before();
        return "the ply's \"" + key + "\" is " + Messages.quote(shown.toString()) + ", but the record makes it "
                + Messages.quote(made.toString());
    }

    private static Boolean truth(Object data) {
        if (!(data instanceof Boolean)) {
            throw fault("", "expected true or false, found " + Plain.describe(data));
        }
        return (Boolean) data;
    }

    private static JsonShapeException fault(String path, String problem) {
        return new JsonShapeException(path, problem);
    }
}
