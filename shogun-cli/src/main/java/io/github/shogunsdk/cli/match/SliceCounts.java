package io.github.shogunsdk.cli.match;

import io.github.shogunsdk.api.spi.Messages;
import java.util.Map;

/**
 * The counts a slice of a match must have, from the number of games its settings record: a
 * match plays every pair of its slice to the end, both games, so slice {@code K} of {@code N} of
 * a match of {@code G} games holds exactly the pairs {@code p} ≤ {@code G}/2 with
 * {@code (p − 1) mod N = K − 1}, twice as many games, and wins, draws and losses that those
 * pairs' points can give. Anything else did not come from {@code shogun match}.
 */
final class SliceCounts {

    private SliceCounts() {
    }

    /**
     * Checks a report's counts against its slice of its match.
     *
     * @param report a report of a slice, or of a whole match
     * @throws IllegalArgumentException naming the first count that cannot be
     */
    static void check(MatchReport report) {
        long games = games(report.settings());
        Shard shard = report.shard();
        long pairs = dealt(games / 2, shard);
        String slice = shard.isWhole() ? "a match of " + games + " games" : "slice " + shard + " of a match of " + games
                + " games";
        Pentanomial counted = report.pairs();
        if (counted.pairs() != pairs) {
            throw new IllegalArgumentException(slice + " plays " + pairs + (pairs == 1 ? " pair" : " pairs")
                    + ", but its pair counts add up to " + counted.pairs());
        }
        String wdl = report.wins() + "-" + report.draws() + "-" + report.losses();
        if (report.games() != 2 * pairs) {
            throw new IllegalArgumentException(slice + " plays " + 2 * pairs + " games, but its wins, draws and losses "
                    + wdl + " add up to " + report.games());
        }
        // A pair of 1 point is a win and a loss or two draws; the others say their games outright.
        long winLossPairs = report.wins() - counted.oneAndHalf() - 2 * counted.two();
        if (winLossPairs < 0 || winLossPairs > counted.one()
                || report.losses() != 2 * counted.zero() + counted.half() + winLossPairs) {
            throw new IllegalArgumentException("the wins, draws and losses " + wdl + " cannot come from pairs scoring "
                    + "0, 0.5, 1, 1.5, 2 points " + counted.zero() + " " + counted.half() + " " + counted.one() + " "
                    + counted.oneAndHalf() + " " + counted.two() + " times");
        }
    }

    /**
     * The games of the match, from its settings.
     *
     * @param settings the settings a match records
     * @return an even number from 2 to {@link MatchReport#MAX_GAMES}
     * @throws IllegalArgumentException if the setting is missing or is not such a number as written
     */
    static long games(Map<String, String> settings) {
        String text = settings.get("games");
        if (text != null && text.matches("[1-9][0-9]{0,6}")) {
            long games = Long.parseLong(text);
            if (games % 2 == 0 && games <= MatchReport.MAX_GAMES) {
                return games;
            }
        }
        throw new IllegalArgumentException("setting 'games' must be an even number of games from 2 to "
                + MatchReport.MAX_GAMES + ", not " + (text == null ? "missing" : Messages.quote(text)));
    }

    /** The pairs p from 1 to {@code pairs} that the slice plays ({@link Shard#plays}). */
    static long dealt(long pairs, Shard shard) {
        return pairs < shard.index() ? 0 : (pairs - shard.index()) / shard.count() + 1;
    }
}
