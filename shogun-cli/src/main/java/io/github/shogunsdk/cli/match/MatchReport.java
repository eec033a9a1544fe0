package io.github.shogunsdk.cli.match;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.shogunsdk.api.spi.Messages;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The results of a match or of one slice of it, from the first player's side: wins, draws and
 * losses over all games, the pairs counted by their points, and what they say (score, Elo with its
 * interval, the SPRT's decision). The settings the games were played with travel with the counts,
 * so slices of different matches are never joined. Immutable.
 */
public final class MatchReport {

    /** The most games a match plays. */
    public static final int MAX_GAMES = 1_000_000;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, String> settings;
    private final long wins;
    private final long draws;
    private final long losses;
    private final Pentanomial pairs;
    private final Shard shard;
    private final Sprt sprt;

    /**
     * A report.
     *
     * @param settings what the games were played with (players, seed, openings, rules, …), in the
     *     order they are written
     * @param wins the first player's wins
     * @param draws draws
     * @param losses the first player's losses
     * @param pairs the finished pairs counted by their points
     * @param shard the slice these games are, {@link Shard#WHOLE} for a whole match
     * @param sprt the sequential test to report, or null for none
     * @throws IllegalArgumentException if a count is negative, the counts add up past a {@code long},
     *     or the pairs hold more games than counted
     */
    public MatchReport(Map<String, String> settings, long wins, long draws, long losses, Pentanomial pairs,
            Shard shard, Sprt sprt) {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("game counts cannot be negative");
        }
        long games;
        try {
            games = Math.addExact(Math.addExact(wins, draws), losses);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("wins, draws and losses add up to more than " + Long.MAX_VALUE, e);
        }
        if (pairs.pairs() > games / 2) {
            throw new IllegalArgumentException(pairs.pairs() + " pairs need " + 2 * pairs.pairs() + " games, not "
                    + games);
        }
        this.settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        this.wins = wins;
        this.draws = draws;
        this.losses = losses;
        this.pairs = Objects.requireNonNull(pairs, "pairs");
        this.shard = Objects.requireNonNull(shard, "shard");
        this.sprt = sprt;
    }

    /**
     * Joins the reports of every slice of one match into the report of the whole match.
     *
     * @param slices one report per slice, in any order
     * @return the whole match's report, equal to the report of the match played unsplit
     * @throws IllegalArgumentException if the slices come from different matches (other settings
     *     or another test), a slice is missing or given twice, or a slice's counts are not those of
     *     its part of the match ({@link SliceCounts})
     */
    public static MatchReport merge(List<MatchReport> slices) {
        if (slices.isEmpty()) {
            throw new IllegalArgumentException("no slices to join");
        }
        MatchReport first = slices.get(0);
        int count = first.shard.count();
        BitSet seen = new BitSet(count + 1);
        long wins = 0;
        long draws = 0;
        long losses = 0;
        Pentanomial pairs = Pentanomial.EMPTY;
        for (MatchReport slice : slices) {
            if (!slice.settings.equals(first.settings)) {
                throw new IllegalArgumentException("slice " + slice.shard + " was played with other settings than slice "
                        + first.shard + ": " + difference(first.settings, slice.settings));
            }
            if (!Objects.equals(slice.sprt, first.sprt)) {
                throw new IllegalArgumentException("slice " + slice.shard + " was played with other settings than slice "
                        + first.shard + ": sprt " + shown(first.sprt) + " against " + shown(slice.sprt));
            }
            if (slice.shard.count() != count) {
                throw new IllegalArgumentException("slice " + slice.shard + " is not one of " + count + " slices like "
                        + first.shard);
            }
            if (seen.get(slice.shard.index())) {
                throw new IllegalArgumentException("slice " + slice.shard + " is given twice");
            }
            seen.set(slice.shard.index());
            SliceCounts.check(slice);
            // Each slice holds its own pairs of at most MAX_GAMES games, so these sums cannot overflow.
            wins += slice.wins;
            draws += slice.draws;
            losses += slice.losses;
            pairs = pairs.plus(slice.pairs);
        }
        int missing = seen.nextClearBit(1);
        if (missing <= count) {
            throw new IllegalArgumentException("slice " + missing + "/" + count + " is missing");
        }
        return new MatchReport(first.settings, wins, draws, losses, pairs, Shard.WHOLE, first.sprt);
    }

    /**
     * The settings the games were played with.
     *
     * @return names to values, in order
     */
    public Map<String, String> settings() {
        return settings;
    }

    /**
     * The games counted.
     *
     * @return wins, draws and losses together
     */
    public long games() {
        return wins + draws + losses;
    }

    /**
     * The first player's wins.
     *
     * @return the count
     */
    public long wins() {
        return wins;
    }

    /**
     * The draws.
     *
     * @return the count
     */
    public long draws() {
        return draws;
    }

    /**
     * The first player's losses.
     *
     * @return the count
     */
    public long losses() {
        return losses;
    }

    /**
     * The finished pairs counted by their points.
     *
     * @return the counts
     */
    public Pentanomial pairs() {
        return pairs;
    }

    /**
     * The slice these results are.
     *
     * @return {@link Shard#WHOLE} for a whole match
     */
    public Shard shard() {
        return shard;
    }

    /**
     * The sequential test reported.
     *
     * @return the test, or empty when none was asked for
     */
    public Optional<Sprt> sprt() {
        return Optional.ofNullable(sprt);
    }

    /**
     * The first player's mean score per game.
     *
     * @return (wins + draws / 2) / games; 0.5 before any game
     */
    public double score() {
        long games = games();
        return games == 0 ? 0.5 : (wins + draws / 2.0) / games;
    }

    /**
     * The Elo difference and its interval, from the pairs.
     *
     * @return the estimate
     */
    public EloEstimate elo() {
        return EloEstimate.of(pairs);
    }

    /**
     * The report for people: {@code W-D-L}, then the score, the Elo with its interval and the
     * pairs, then the SPRT's ratio and decision when one was asked for.
     *
     * @return the lines, without line ends
     */
    public List<String> lines() {
        EloEstimate elo = elo();
        List<String> lines = new ArrayList<>();
        lines.add(wins + "-" + draws + "-" + losses);
        lines.add(String.format(Locale.ROOT, "score %.1f %% in %d games", 100 * score(), games()));
        lines.add(String.format(Locale.ROOT, "elo %+.1f, 95 %% interval %+.1f to %+.1f, los %.1f %%", elo.elo(),
                elo.lower(), elo.upper(), 100 * elo.los()));
        lines.add("pairs " + pairs.pairs() + " scoring 0, 0.5, 1, 1.5, 2 points: " + pairs.zero() + " " + pairs.half()
                + " " + pairs.one() + " " + pairs.oneAndHalf() + " " + pairs.two());
        if (sprt != null) {
            lines.add(String.format(Locale.ROOT, "sprt elo0 %s elo1 %s: llr %.3f, bounds %.3f and %.3f: %s",
                    number(sprt.elo0()), number(sprt.elo1()), sprt.llr(pairs), sprt.lowerBound(), sprt.upperBound(),
                    decision(sprt.decide(pairs))));
        }
        if (!shard.isWhole()) {
            lines.add("slice " + shard + " of the match");
        }
        return lines;
    }

    /**
     * The report as one JSON object on one line: {@code games}, {@code wins}, {@code draws},
     * {@code losses}, {@code score}, {@code elo}, {@code eloLower}, {@code eloUpper}, {@code los},
     * {@code pairs} (five counts), {@code sprt} (when asked for), {@code settings} and, for a
     * slice, {@code shard}. {@link #fromJson} reads it back.
     *
     * @return the JSON text
     */
    public String toJson() {
        EloEstimate elo = elo();
        ObjectNode root = JSON.createObjectNode();
        root.put("games", games());
        root.put("wins", wins);
        root.put("draws", draws);
        root.put("losses", losses);
        root.put("score", score());
        root.put("elo", elo.elo());
        root.put("eloLower", elo.lower());
        root.put("eloUpper", elo.upper());
        root.put("los", elo.los());
        ArrayNode counts = root.putArray("pairs");
        for (int k = 0; k <= 4; k++) {
            counts.add(pairs.count(k));
        }
        if (sprt != null) {
            ObjectNode test = root.putObject("sprt");
            test.put("elo0", sprt.elo0());
            test.put("elo1", sprt.elo1());
            test.put("alpha", sprt.alpha());
            test.put("beta", sprt.beta());
            test.put("llr", sprt.llr(pairs));
            test.put("lowerBound", sprt.lowerBound());
            test.put("upperBound", sprt.upperBound());
            test.put("decision", decision(sprt.decide(pairs)));
        }
        ObjectNode played = root.putObject("settings");
        settings.forEach(played::put);
        if (!shard.isWhole()) {
            root.put("shard", shard.toString());
        }
        try {
            return JSON.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a report's JSON could not be written", e);
        }
    }

    /**
     * Reads a report that {@link #toJson} wrote, and only such a report: exactly its fields and the
     * settings {@code shogun match} records, nothing after the object, counts that its slice of
     * its match can have ({@link SliceCounts}) and derived figures that agree with them, which are
     * then computed again from the counts. A file past a report's size, nesting or number length
     * is refused in one line too.
     *
     * @param json the JSON text
     * @return the report
     * @throws IllegalArgumentException naming what is missing, wrong or inconsistent
     */
    public static MatchReport fromJson(String json) {
        return ReportJson.read(json);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MatchReport that && wins == that.wins && draws == that.draws
                && losses == that.losses && pairs.equals(that.pairs) && shard.equals(that.shard)
                && settings.equals(that.settings) && Objects.equals(sprt, that.sprt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(settings, wins, draws, losses, pairs, shard, sprt);
    }

    @Override
    public String toString() {
        return String.join("; ", lines());
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** The decision as a report writes it. */
    static String decision(Sprt.Decision decision) {
        return switch (decision) {
            case CONTINUE -> "continue";
            case ACCEPT_H0 -> "H0 accepted";
            case ACCEPT_H1 -> "H1 accepted";
        };
    }

    private static String difference(Map<String, String> a, Map<String, String> b) {
        for (Map.Entry<String, String> entry : a.entrySet()) {
            if (!Objects.equals(entry.getValue(), b.get(entry.getKey()))) {
                return entry.getKey() + " " + shown(entry.getValue()) + " against " + shown(b.get(entry.getKey()));
            }
        }
        return "settings " + shown(a.keySet().toString()) + " against " + shown(b.keySet().toString());
    }

    private static String shown(Sprt sprt) {
        return sprt == null ? "none" : Messages.quote("elo0 " + number(sprt.elo0()) + " elo1 " + number(sprt.elo1())
                + " alpha " + sprt.alpha() + " beta " + sprt.beta());
    }

    private static String shown(String value) {
        return value == null ? "none" : Messages.quote(value);
    }
}
