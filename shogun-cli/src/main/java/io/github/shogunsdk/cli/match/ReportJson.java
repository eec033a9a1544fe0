package io.github.shogunsdk.cli.match;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads back the JSON object that {@link MatchReport#toJson} writes, and nothing else: one object
 * with exactly the fields a report has, the settings a match records, whole counts, derived
 * figures that agree with the counts, and no text after it. The reader is bounded far below
 * Jackson's own limits, so a hostile file is one refusal, never an error of the parser's own.
 */
final class ReportJson {

    /** The longest report read, in characters: a report is a few hundred. */
    static final int MAX_CHARS = 1 << 20;
    /** The deepest nesting read: a report has an object or an array inside its object. */
    static final int MAX_DEPTH = 8;
    /** The longest number read, in characters: a double in full takes about 24. */
    static final int MAX_NUMBER_CHARS = 40;
    /** The settings {@code shogun match} records, which every slice of one match shares. */
    static final List<String> SETTINGS = List.of("white", "red", "games", "seed", "openings", "rules", "energy",
            "level", "max-plies");
    /** How far a derived figure may stray from the one computed again (other machines round otherwise). */
    private static final double TOLERANCE = 1e-6;
    private static final String PREFIX = "not a match report: ";
    private static final Set<String> FIELDS = Set.of("games", "wins", "draws", "losses", "score", "elo", "eloLower",
            "eloUpper", "los", "pairs", "sprt", "settings", "shard");
    private static final Set<String> SPRT_FIELDS = Set.of("elo0", "elo1", "alpha", "beta", "llr", "lowerBound",
            "upperBound", "decision");
    private static final ObjectMapper READER = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                    .maxNumberLength(MAX_NUMBER_CHARS).maxStringLength(MAX_CHARS).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build());

    private ReportJson() {
    }

    /**
     * Reads a report.
     *
     * @param json the JSON text
     * @return the report, its counts checked against its slice ({@link SliceCounts#check})
     * @throws IllegalArgumentException naming what is missing, wrong or inconsistent, on one line
     */
    static MatchReport read(String json) {
        if (json.length() > MAX_CHARS) {
            throw refusal("longer than " + MAX_CHARS + " characters, which no report is");
        }
        JsonNode root = tree(json);
        if (root == null || !root.isObject()) {
            throw refusal("not a JSON object");
        }
        only(root, FIELDS, "field");
        JsonNode counts = root.path("pairs");
        if (!counts.isArray() || counts.size() != 5) {
            throw refusal("'pairs' must hold five counts");
        }
        Sprt sprt = root.has("sprt") ? sprt(root.get("sprt")) : null;
        MatchReport report;
        try {
            Pentanomial pairs = new Pentanomial(count(counts.get(0), "pairs"), count(counts.get(1), "pairs"),
                    count(counts.get(2), "pairs"), count(counts.get(3), "pairs"), count(counts.get(4), "pairs"));
            report = new MatchReport(settings(root.path("settings")), count(root.path("wins"), "wins"),
                    count(root.path("draws"), "draws"), count(root.path("losses"), "losses"), pairs,
                    shard(root), sprt);
        } catch (IllegalArgumentException e) {
            throw e.getMessage().startsWith(PREFIX) ? e : refusal(e.getMessage());
        }
        long games = count(root.path("games"), "games");
        if (games != report.games()) {
            throw refusal("'games' is " + games + ", but wins, draws and losses add up to " + report.games());
        }
        agrees(root, report);
        try {
            SliceCounts.check(report);
        } catch (IllegalArgumentException e) {
            throw refusal(e.getMessage());
        }
        return report;
    }

    /** Parses one JSON value and makes sure nothing follows it. */
    private static JsonNode tree(String json) {
        try (JsonParser parser = READER.createParser(json)) {
            JsonNode root;
            try {
                root = READER.readTree(parser);
            } catch (StreamConstraintsException e) {
                throw refusal(bound(e) + where(parser.currentLocation()));
            } catch (JsonProcessingException e) {
                JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                boolean twice = String.valueOf(e.getOriginalMessage()).startsWith("Duplicate field");
                throw refusal((twice ? "a field given twice" : "not JSON") + where(at));
            }
            JsonLocation after = parser.currentLocation();
            try {
                if (parser.nextToken() != null) {
                    throw refusal("text after the JSON object" + where(after));
                }
            } catch (JsonProcessingException e) {
                throw refusal("text after the JSON object" + where(after));
            }
            return root;
        } catch (IOException e) {
            throw refusal("not JSON");
        }
    }

    /** Which bound the parser met, in the reader's words; its own words vary between versions. */
    private static String bound(StreamConstraintsException e) {
        String message = String.valueOf(e.getOriginalMessage());
        if (message.contains("nesting depth")) {
            return "nested deeper than " + MAX_DEPTH + " levels, which no report is";
        }
        if (message.contains("Number value length")) {
            return "a number longer than " + MAX_NUMBER_CHARS + " characters, which no report holds";
        }
        return "past the bounds of a report (" + MAX_CHARS + " characters, nesting " + MAX_DEPTH + " deep, numbers of "
                + MAX_NUMBER_CHARS + " characters)";
    }

    private static String where(JsonLocation location) {
        return location == null ? "" : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    /** Refuses a field the object should not have; the first one met is named. */
    private static void only(JsonNode object, Set<String> names, String what) {
        for (Iterator<String> it = object.fieldNames(); it.hasNext();) {
            String name = it.next();
            if (!names.contains(name)) {
                throw refusal("unknown " + what + " " + Messages.quote(name));
            }
        }
    }

    private static Map<String, String> settings(JsonNode played) {
        if (!played.isObject()) {
            throw refusal("'settings' must be an object");
        }
        only(played, Set.copyOf(SETTINGS), "setting");
        Map<String, String> settings = new LinkedHashMap<>();
        for (String name : SETTINGS) {
            JsonNode value = played.path(name);
            if (value.isMissingNode()) {
                throw refusal("setting " + Messages.quote(name) + " is missing");
            }
            if (!value.isTextual()) {
                throw refusal("setting " + Messages.quote(name) + " must be text");
            }
            settings.put(name, value.textValue());
        }
        return settings;
    }

    private static Sprt sprt(JsonNode test) {
        if (!test.isObject()) {
            throw refusal("'sprt' must be an object");
        }
        only(test, SPRT_FIELDS, "field of 'sprt'");
        try {
            return new Sprt(real(test.path("elo0"), "sprt.elo0"), real(test.path("elo1"), "sprt.elo1"),
                    real(test.path("alpha"), "sprt.alpha"), real(test.path("beta"), "sprt.beta"));
        } catch (IllegalArgumentException e) {
            throw e.getMessage().startsWith(PREFIX) ? e : refusal(e.getMessage());
        }
    }

    private static Shard shard(JsonNode root) {
        if (!root.has("shard")) {
            return Shard.WHOLE;
        }
        JsonNode slice = root.get("shard");
        try {
            Shard shard = Shard.parse(slice.isTextual() ? slice.textValue() : "");
            if (!shard.isWhole()) {
                return shard;
            }
        } catch (IllegalArgumentException e) {
            // said below, as for a whole match
        }
        throw refusal("'shard' must be a slice K/N of 2 or more, such as \"2/8\"; a whole match has none");
    }

    /** The figures a report derives from its counts must be those the counts give. */
    private static void agrees(JsonNode root, MatchReport report) {
        EloEstimate elo = report.elo();
        agrees(root, "score", report.score());
        agrees(root, "elo", elo.elo());
        agrees(root, "eloLower", elo.lower());
        agrees(root, "eloUpper", elo.upper());
        agrees(root, "los", elo.los());
        if (report.sprt().isEmpty()) {
            return;
        }
        Sprt sprt = report.sprt().get();
        JsonNode test = root.get("sprt");
        double llr = sprt.llr(report.pairs());
        agrees(test, "sprt.llr", llr);
        agrees(test, "sprt.lowerBound", sprt.lowerBound());
        agrees(test, "sprt.upperBound", sprt.upperBound());
        JsonNode decision = test.path("decision");
        String computed = MatchReport.decision(sprt.decide(report.pairs()));
        boolean atABound = close(llr, sprt.lowerBound()) || close(llr, sprt.upperBound());
        if (!decision.isTextual() || !decision.textValue().equals(computed) && !atABound) {
            throw refusal("'sprt.decision' is " + shown(decision) + ", but the counts give " + Messages.quote(computed));
        }
    }

    private static void agrees(JsonNode object, String name, double computed) {
        double value = real(object.path(name.substring(name.indexOf('.') + 1)), name);
        if (!close(value, computed)) {
            throw refusal("'" + name + "' is " + value + ", but the counts give " + computed);
        }
    }

    private static boolean close(double value, double computed) {
        return Math.abs(value - computed) <= TOLERANCE * Math.max(1, Math.abs(computed));
    }

    private static long count(JsonNode node, String name) {
        if (!node.isIntegralNumber() || !node.canConvertToLong() || node.longValue() < 0) {
            throw refusal("'" + name + "' must be a count, 0 or more");
        }
        return node.longValue();
    }

    private static double real(JsonNode node, String name) {
        if (!node.isNumber() || !Double.isFinite(node.doubleValue())) {
            throw refusal("'" + name + "' must be a number");
        }
        return node.doubleValue();
    }

    private static String shown(JsonNode node) {
        return node.isTextual() ? Messages.quote(node.textValue()) : node.isMissingNode() ? "missing" : "not text";
    }

    private static IllegalArgumentException refusal(String problem) {
        return new IllegalArgumentException(PREFIX + problem);
    }
}
