package io.github.shogunsdk.api.internal;

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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * Not API: a game record as plain data, the one form behind the record's JSON in both Jackson
 * modules and in the JavaScript module, so that all three write and read the same shape. Plain
 * data is what a JSON document holds: {@code Map<String, Object>} for objects (keys in order),
 * {@code List<Object>} for arrays, {@code String}, whole numbers ({@code Integer} or {@code Long}, and
 * any other {@code Number} whose text is digits for those beyond a long), other numbers,
 * {@code Boolean} and {@code null}.
 *
 * <p>A record is {@code {"setup","tags","comment","mainline","result"}}; a node is
 * {@code {"move","shape","landingEnergy"}} followed by {@code "glyphs"}, {@code "comment"} and
 * {@code "variations"} when it has them; a node path is an array of child indices. Reading is
 * forgiving where the value stays unambiguous: missing record keys take the empty record's
 * values, a straight move's shape may be left out, {@code null} counts as absent. Every fault
 * throws an {@link IllegalArgumentException} whose one-line message starts with where the fault
 * is, such as {@code mainline[3].variations[0][1]: expected the key "move"}. Like a record's text, a
 * record holds at most {@link Game#MAX_PLIES} plies over all its lines: the ply beyond is refused
 * while reading, not when the record is replayed.
 */
public final class RecordData {

    private static final List<String> RECORD_KEYS = List.of("setup", "tags", "comment", "mainline", "result");
    private static final List<String> NODE_KEYS = List.of("move", "shape", "landingEnergy", "glyphs", "comment",
            "variations");
    private static final List<String> SETUP_KEYS = List.of("rules", "energy", "start");

    private final boolean strict;
    /** The plies read so far, on every line: a record holds at most {@link Game#MAX_PLIES}, as a record's text does. */
    private int plies;

    private RecordData(boolean strict) {
        this.strict = strict;
    }

    // ---- writing ----

    /**
     * Returns a record as plain data.
     *
     * @param record the record
     * @return a new mutable map, keys in the documented order
     */
    public static Map<String, Object> write(GameRecord record) {
        Map<String, Object> data = new LinkedHashMap<>();
        Map<String, Object> setup = new LinkedHashMap<>();
        setup.put("rules", record.setup().ruleSet().toString());
        setup.put("energy", record.setup().energyModel().toString());
        setup.put("start", record.setup().start().map(Position::toString).orElse(null));
        data.put("setup", setup);
        data.put("tags", new LinkedHashMap<String, Object>(record.tags()));
        data.put("comment", record.startingComment().orElse(null));
        data.put("mainline", line(record.mainline()));
        data.put("result", record.result());
        return data;
    }

    /**
     * Returns a node as plain data, with its variations.
     *
     * @param node the node
     * @return a new mutable map, keys in the documented order
     */
    public static Map<String, Object> write(RecordNode node) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("move", node.move().toString());
        data.put("shape", node.path().shape().name());
        data.put("landingEnergy", node.landingEnergy());
        if (!node.glyphs().isEmpty()) {
            data.put("glyphs", new ArrayList<Object>(node.glyphs()));
        }
        node.comment().ifPresent(comment -> data.put("comment", comment));
        if (!node.variations().isEmpty()) {
            List<Object> variations = new ArrayList<>(node.variations().size());
            for (List<RecordNode> variation : node.variations()) {
                variations.add(line(variation));
            }
            data.put("variations", variations);
        }
        return data;
    }

    /**
     * Returns a node path as plain data.
     *
     * @param path the path
     * @return a new mutable list of its child indices
     */
    public static List<Object> write(NodePath path) {
        List<Object> data = new ArrayList<>(path.length());
        for (int i = 0; i < path.length(); i++) {
            data.add(path.index(i));
        }
        return data;
    }

    private static List<Object> line(List<RecordNode> nodes) {
        List<Object> data = new ArrayList<>(nodes.size());
        for (RecordNode node : nodes) {
            data.add(write(node));
        }
        return data;
    }

    // ---- reading ----

    /**
     * Reads a record from plain data.
     *
     * @param data the data
     * @param strict whether a key that the shape does not name is refused (otherwise it is skipped)
     * @return the record
     * @throws IllegalArgumentException naming where and what the fault is, on one line
     */
    public static GameRecord readRecord(@Nullable Object data, boolean strict) {
        return new RecordData(strict).record(data);
    }

    /**
     * Reads a node from plain data.
     *
     * @param data the data
     * @param strict whether a key that the shape does not name is refused (otherwise it is skipped)
     * @return the node, with its variations
     * @throws IllegalArgumentException naming where and what the fault is, on one line
     */
    public static RecordNode readNode(@Nullable Object data, boolean strict) {
        RecordData reader = new RecordData(strict);
        reader.plies = 1;
        return reader.node(data, new Where(), 0);
    }

    /**
     * Reads a node path from plain data: an array of child indices.
     *
     * @param data the data
     * @return the path
     * @throws IllegalArgumentException naming where and what the fault is, on one line
     */
    public static NodePath readPath(@Nullable Object data) {
        Where where = new Where();
        List<?> indices = array(data, "a node path (child indices such as [0, 0, 1])", where);
        int[] path = new int[indices.size()];
        for (int i = 0; i < path.length; i++) {
            where.index(i);
            path[i] = whole(indices.get(i), "a child index", 0, Integer.MAX_VALUE, where);
            where.leave();
        }
        return NodePath.of(path);
    }

    private GameRecord record(@Nullable Object data) {
        Where where = new Where();
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

    private GameSetup setup(Map<?, ?> record, Where where) {
        Object data = value(record, "setup");
        GameSetup setup = GameSetup.standard();
        if (data == null) {
            return setup;
        }
        where.key("setup");
        Map<?, ?> in = object(data, "a game setup", SETUP_KEYS, where);
        Object rules = value(in, "rules");
        if (rules != null) {
            where.key("rules");
            String text = text(rules, "the rule set", where);
            setup = setup.withRules(check(() -> RuleSet.parse(text), where));
            where.leave();
        }
        Object energy = value(in, "energy");
        if (energy != null) {
            where.key("energy");
            String text = text(energy, "the energy model", where);
            setup = setup.withEnergy(check(() -> EnergyModel.parse(text), where));
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
    private List<RecordNode> nodes(Object data, String what, Where where, int depth, boolean variation) {
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

    private RecordNode node(@Nullable Object data, Where where, int depth) {
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
    private static MovePath path(Move move, @Nullable Object shape, Where where) {
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
            Shape given = null;
            for (Shape candidate : Shape.values()) {
                if (candidate.name().equals(letters)) {
                    given = candidate;
                }
            }
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

    private static Set<Integer> glyphs(Object data, Where where) {
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

    private Map<?, ?> object(@Nullable Object data, String what, @Nullable List<String> keys, Where where) {
        if (!(data instanceof Map<?, ?> map)) {
            throw where.fault("expected " + what + " as an object, found " + describe(data));
        }
        for (Object key : map.keySet()) {
            if (!(key instanceof String name)) {
                throw where.fault("expected the keys of " + what + " as strings, found " + describe(key));
            }
            if (strict && keys != null && !keys.contains(name)) {
                throw where.fault("unknown key " + Messages.quote(name) + " in " + what + "; the keys are "
                        + String.join(", ", keys));
            }
        }
        return map;
    }

    private static List<?> array(@Nullable Object data, String what, Where where) {
        if (!(data instanceof List<?> list)) {
            throw where.fault("expected " + what + " as an array, found " + describe(data));
        }
        return list;
    }

    private static String text(@Nullable Object data, String what, Where where) {
        if (!(data instanceof String text)) {
            throw where.fault("expected " + what + " as a string, found " + describe(data));
        }
        return text;
    }

    private static int whole(@Nullable Object data, String what, int min, int max, Where where) {
        boolean exact = data instanceof Integer || data instanceof Long || data instanceof Short || data instanceof Byte;
        // A reader keeps a number beyond a long in a type of its own (BigInteger, or its text):
        // whole when its text is digits, and out of range whatever the bounds.
        if (!exact && !(data instanceof Number && isWholeText(data.toString()))) {
            throw where.fault("expected " + what + " as a whole number, found " + describe(data));
        }
        // Each type by itself, not Number.longValue(): a browser build then keeps no other number's parser.
        long number = data instanceof Integer i ? i.longValue() : data instanceof Long l ? l.longValue()
                : data instanceof Short h ? h.longValue() : data instanceof Byte b ? b.longValue() : Long.MAX_VALUE;
        if (number < min || number > max || !exact) {
            throw where.fault("expected " + what + " from " + min + (max == Integer.MAX_VALUE ? " up" : " to " + max)
                    + ", found " + Messages.oneLine(String.valueOf(data)));
        }
        return (int) number;
    }

    private static boolean isWholeText(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        for (int i = start; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return text.length() > start;
    }

    /** The value of a key; {@code null} when absent or JSON's null. */
    private static @Nullable Object value(Map<?, ?> object, String key) {
        return object.get(key);
    }

    private static Object required(Map<?, ?> object, String key, Where where) {
        Object value = object.get(key);
        if (value == null) {
            where.leave();
            throw where.fault("expected the key \"" + key + "\"");
        }
        return value;
    }

    /** Runs a check of the API, whose refusal gets the place in front of its message. */
    private static <T> T check(Check<T> check, Where where) {
        try {
            return check.run();
        } catch (IllegalArgumentException e) {
            throw where.fault(String.valueOf(e.getMessage()));
        }
    }

    private interface Check<T> {
        T run();
    }

    /** Describes a value by its type, for messages, without quoting much of it. */
    private static String describe(@Nullable Object data) {
        if (data == null) {
            return "null";
        }
        if (data instanceof Map<?, ?>) {
            return "an object";
        }
        if (data instanceof List<?>) {
            return "an array";
        }
        if (data instanceof String text) {
            return "the string " + Messages.quote(text);
        }
        if (data instanceof Number) {
            return "the number " + Messages.oneLine(data.toString());
        }
        if (data instanceof Boolean) {
            return data.toString();
        }
        return "a value of an unknown type";
    }

    /** Where the reader is in the data, such as {@code mainline[3].variations[0]}: a stack of steps. */
    private static final class Where {

        private final List<String> steps = new ArrayList<>();

        void key(String key) {
            steps.add(steps.isEmpty() ? key : "." + key);
        }

        void index(int index) {
            steps.add("[" + index + "]");
        }

        void leave() {
            steps.remove(steps.size() - 1);
        }

        IllegalArgumentException fault(String problem) {
            StringBuilder place = new StringBuilder();
            for (String step : steps) {
                place.append(step);
            }
            String shown = Messages.escapeControls(place.toString());
            return new IllegalArgumentException(shown.isEmpty() ? problem : shown + ": " + problem);
        }
    }
}
