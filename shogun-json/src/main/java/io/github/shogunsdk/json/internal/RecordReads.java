package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.json.JsonShapeException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a game record's tree from plain data. Reading is forgiving where the value stays
 * unambiguous: missing record keys take the empty record's values, a straight move's shape may be
 * left out, {@code null} counts as absent. Every fault throws a {@link JsonShapeException} whose
 * path says where the fault is, such as {@code mainline[3].variations[0][1]}. Like a record's
 * text, a record holds at most {@link Game#MAX_PLIES} plies over all its lines: the ply beyond is
 * refused while reading, not when the record is replayed. The readers go as deep as variations
 * nest, at most {@value GameRecord#MAX_VARIATION_DEPTH} levels, whatever the depth of the data.
 */
public final class RecordReads {

    private static final List<String> RECORD_KEYS = List.of("setup", "tags", "comment", "mainline", "result");
    private static final List<String> NODE_KEYS = List.of("move", "shape", "landingEnergy", "glyphs", "comment",
            "variations");
    private static final List<String> SETUP_KEYS = List.of("ruleSet", "energyModel", "start");

    private final boolean strict;
    /** The plies read so far, on every line: a record holds at most {@link Game#MAX_PLIES}, as a record's text does. */
    private int plies;

    private RecordReads(boolean strict) {
        this.strict = strict;
    }

    /**
     * Reads a record.
     *
     * @param data the plain data
     * @param strict whether a key that the shape does not name is refused (otherwise it is skipped)
     * @return the record
     * @throws JsonShapeException naming where and what the fault is
     */
    public static GameRecord record(Object data, boolean strict) {
        return new RecordReads(strict).record(data);
    }

    /**
     * Reads a node, with its variations.
     *
     * @param data the plain data
     * @param strict whether a key that the shape does not name is refused (otherwise it is skipped)
     * @return the node
     * @throws JsonShapeException naming where and what the fault is
     */
    public static RecordNode node(Object data, boolean strict) {
        RecordReads reader = new RecordReads(strict);
        reader.plies = 1;
        return reader.node(data, new Place(), 0);
    }

    /**
     * Reads a node path: an array of child indices.
     *
     * @param data the plain data
     * @return the path
     * @throws JsonShapeException naming where and what the fault is
     */
    public static NodePath path(Object data) {
        Place where = new Place();
        List<?> indices = array(data, "a node path (child indices such as [0, 0, 1])", where);
        int[] path = new int[indices.size()];
        for (int i = 0; i < path.length; i++) {
            where.index(i);
            path[i] = whole(indices.get(i), "a child index", 0, Integer.MAX_VALUE, where);
            where.leave();
        }
        return NodePath.of(path);
    }

    private GameRecord record(Object data) {
        Place where = new Place();
        Map<?, ?> in = object(data, "a game record", RECORD_KEYS, where);
        GameRecord record = GameRecord.of(setup(in, where));
        Object tags = value(in, "tags");
        if (tags != null) {
            where.key("tags");
            Map<?, ?> given = object(tags, "the tags (names and values)", null, where);
            Map<String, String> read = new LinkedHashMap<>();
            for (Map.Entry<?, ?> tag : given.entrySet()) {
                where.key(Messages.oneLine((String) tag.getKey()));
                read.put((String) tag.getKey(), text(tag.getValue(), "the tag's value", where));
                where.leave();
            }
            GameRecord untagged = record;
            record = check(() -> untagged.withTags(read), where);
            where.leave();
        }
        Object comment = value(in, "comment");
        if (comment != null) {
            where.key("comment");
            String text = text(comment, "the comment before the first ply", where);
            GameRecord uncommented = record;
            record = check(() -> uncommented.withStartingComment(text), where);
            where.leave();
        }
        Object mainline = value(in, "mainline");
        if (mainline != null) {
            where.key("mainline");
            record = record.withMainline(nodes(mainline, "the main line", where, 0, false));
            where.leave();
        }
        Object result = value(in, "result");
        if (result != null) {
            where.key("result");
            String text = text(result, "the result", where);
            GameRecord open = record;
            record = check(() -> open.withResult(text), where);
            where.leave();
        }
        return record;
    }

    private GameSetup setup(Map<?, ?> record, Place where) {
        Object data = value(record, "setup");
        GameSetup setup = GameSetup.standard();
        if (data == null) {
            return setup;
        }
        where.key("setup");
        Map<?, ?> in = object(data, "a game setup", SETUP_KEYS, where);
        Object rules = value(in, "ruleSet");
        if (rules != null) {
            where.key("ruleSet");
            String text = text(rules, "the rule set", where);
            setup = setup.withRuleSet(check(() -> RuleSet.parse(text), where));
            where.leave();
        }
        Object energy = value(in, "energyModel");
        if (energy != null) {
            where.key("energyModel");
            String text = text(energy, "the energy model", where);
            setup = setup.withEnergyModel(check(() -> EnergyModel.parse(text), where));
            where.leave();
        }
        Object start = value(in, "start");
        if (start != null) {
            where.key("start");
            String text = text(start, "the start position (SPN)", where);
            setup = setup.withStart(check(() -> Position.parse(text), where));
            where.leave();
        }
        where.leave();
        return setup;
    }

    /** Reads a line of nodes; a variation ({@code variation}) holds at least one. */
    private List<RecordNode> nodes(Object data, String what, Place where, int depth, boolean variation) {
        List<?> elements = array(data, what, where);
        if (variation && elements.isEmpty()) {
            throw where.fault("a variation holds at least one ply");
        }
        if (elements.size() > Game.MAX_PLIES - plies) {
            // Refused at the first ply beyond the limit, before reading the plies before it.
            where.index(Game.MAX_PLIES - plies);
            throw where.fault("the record holds more than " + Game.MAX_PLIES + " plies, the most a game may hold");
        }
        plies += elements.size();
        List<RecordNode> nodes = new ArrayList<>(elements.size());
        for (int i = 0; i < elements.size(); i++) {
            where.index(i);
            nodes.add(node(elements.get(i), where, depth));
            where.leave();
        }
        return nodes;
    }

    /** Reads a node, its variations one level deeper ({@code depth} counts the levels above it). */
    private RecordNode node(Object data, Place where, int depth) {
        Map<?, ?> in = object(data, "a ply of the record", NODE_KEYS, where);
        where.key("move");
        Move move = check(() -> Move.parse(text(required(in, "move", where), "the move, such as \"d1d3\"", where)),
                where);
        where.leave();
        MovePath path = path(move, value(in, "shape"), where);
        where.key("landingEnergy");
        int energy = whole(required(in, "landingEnergy", where), "the landing energy", 1, 4, where);
        where.leave();
        String comment = "";
        Object givenComment = value(in, "comment");
        if (givenComment != null) {
            where.key("comment");
            comment = text(givenComment, "the comment", where);
            where.leave();
        }
        Set<Integer> glyphs = Set.of();
        Object givenGlyphs = value(in, "glyphs");
        if (givenGlyphs != null) {
            where.key("glyphs");
            glyphs = glyphs(givenGlyphs, where);
            where.leave();
        }
        List<List<RecordNode>> variations = List.of();
        Object givenVariations = value(in, "variations");
        if (givenVariations != null) {
            where.key("variations");
            if (depth == GameRecord.MAX_VARIATION_DEPTH) {
                throw where.fault("variations nest at most " + GameRecord.MAX_VARIATION_DEPTH + " deep");
            }
            List<?> lines = array(givenVariations, "the variations (lines of plies)", where);
            variations = new ArrayList<>(lines.size());
            for (int i = 0; i < lines.size(); i++) {
                where.index(i);
                variations.add(nodes(lines.get(i), "a variation (a line of plies)", where, depth + 1, true));
                where.leave();
            }
            where.leave();
        }
        String text = comment;
        Set<Integer> marks = glyphs;
        List<List<RecordNode>> lines = variations;
        return check(() -> RecordNode.of(path, energy, text, marks, lines), where);
    }

    /** The path of a move: its shape as given, or the straight one a straight move allows. */
    private static MovePath path(Move move, Object shape, Place where) {
        where.key("shape");
        MovePath path;
        if (shape == null) {
            boolean straight = move.from().x() == move.to().x() || move.from().y() == move.to().y();
            Shape only = !straight ? null : move.to().y() > move.from().y() ? Shape.U : move.to().y() < move.from().y()
                    ? Shape.D : move.to().x() > move.from().x() ? Shape.R : Shape.L;
            if (only == null) {
                throw where.fault("the move " + move + " bends: give its shape, such as \"UL\" or \"LU\"");
            }
            path = MovePath.of(move, only).orElseThrow(() -> where.fault("no path makes the move " + move
                    + ", which is more than 4 steps long"));
        } else {
            String letters = text(shape, "the path's shape", where);
            Shape given = io.github.shogunsdk.api.internal.Words.byName(Shape.values(), letters);
            if (given == null) {
                throw where.fault("expected the path's shape, one of U, D, L, R, RU, RD, LU, LD, UR, UL, DR or DL, found "
                        + Messages.quote(letters));
            }
            Shape chosen = given;
            path = MovePath.of(move, chosen).orElseThrow(() -> where.fault("the shape " + chosen
                    + " cannot make the move " + move));
        }
        where.leave();
        return path;
    }

    private static Set<Integer> glyphs(Object data, Place where) {
        List<?> numbers = array(data, "the glyphs (numbers 1 to 255)", where);
        Set<Integer> glyphs = new TreeSet<>();
        for (int i = 0; i < numbers.size(); i++) {
            where.index(i);
            glyphs.add(whole(numbers.get(i), "a numeric annotation glyph", 1, 255, where));
            where.leave();
        }
        return glyphs;
    }

    // ---- parts ----

    private Map<?, ?> object(Object data, String what, List<String> keys, Place where) {
        if (!(data instanceof Map<?, ?>)) {
            throw where.fault("expected " + what + " as an object, found " + Plain.describe(data));
        }
        Map<?, ?> map = (Map<?, ?>) data;
        for (Object key : map.keySet()) {
            if (!(key instanceof String)) {
                throw where.fault("expected the keys of " + what + " as strings, found " + Plain.describe(key));
            }
            if (strict && keys != null && !keys.contains(key)) {
                throw where.fault("unknown key " + Messages.quote((String) key) + " in " + what + "; the keys are "
                        + String.join(", ", keys));
            }
        }
        return map;
    }

    private static List<?> array(Object data, String what, Place where) {
        if (!(data instanceof List<?>)) {
            throw where.fault("expected " + what + " as an array, found " + Plain.describe(data));
        }
        return (List<?>) data;
    }

    private static String text(Object data, String what, Place where) {
        if (!(data instanceof String)) {
            throw where.fault("expected " + what + " as a string, found " + Plain.describe(data));
        }
        return (String) data;
    }

    private static int whole(Object data, String what, int min, int max, Place where) {
        if (!Plain.isWhole(data)) {
            throw where.fault("expected " + what + " as a whole number, found " + Plain.describe(data));
        }
        long number = Plain.fitsLong(data) ? Plain.longValue(data) : Long.MAX_VALUE;
        if (!Plain.fitsLong(data) || number < min || number > max) {
            throw where.fault("expected " + what + " from " + min + (max == Integer.MAX_VALUE ? " up" : " to " + max)
                    + ", found " + Messages.oneLine(String.valueOf(data)));
        }
        return (int) number;
    }

    /** The value of a key; {@code null} when absent or JSON's null. */
    private static Object value(Map<?, ?> object, String key) {
        return object.get(key);
    }

    private static Object required(Map<?, ?> object, String key, Place where) {
        Object value = object.get(key);
        if (value == null) {
            where.leave();
            throw where.fault("expected the key \"" + key + "\"");
        }
        return value;
    }

    /** Runs a check of the API, whose refusal gets the place in front of its message. */
    private static <T> T check(Check<T> check, Place where) {
        try {
            return check.run();
        } catch (JsonShapeException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw where.fault(String.valueOf(e.getMessage()));
        }
    }

    private interface Check<T> {
        T run();
    }
}
