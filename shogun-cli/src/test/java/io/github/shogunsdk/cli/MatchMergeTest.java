package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shogun match-merge} joins exactly a consistent set of slices of one match and refuses
 * anything else with one line and status 2: JSON past a report's bounds, counts that overflow or
 * that the slice's games cannot hold, slices of another test, text after the JSON. The reports
 * here are written by hand, their figures worked out from docs/CLI.md: a match of 2 games is one
 * pair; cut into 2 (or 3) slices, slice 1 plays pair 1 and the others play nothing. A pair of two
 * draws scores 1 point of 2: score 0.5, Elo 0, no spread, so the interval is 0 to 0 and the LOS
 * 0.5; an empty slice reports the same figures, an SPRT's LLR of 0 and bounds ±ln 19.
 */
class MatchMergeTest {

    private static final String SETTINGS = "\"settings\":{\"white\":\"random\",\"red\":\"random\",\"games\":\"2\","
            + "\"seed\":\"1\",\"openings\":\"2 random plies\",\"rules\":\"standard\",\"energy\":\"magnetic\","
            + "\"level\":\"depth=4\",\"max-plies\":\"1000\"}";
    private static final String EVEN = "\"elo\":0.0,\"eloLower\":0.0,\"eloUpper\":0.0,\"los\":0.5";
    /** Slice 1 of 2: the one pair, two draws. */
    private static final String DRAWN_PAIR = "{\"games\":2,\"wins\":0,\"draws\":2,\"losses\":0,\"score\":0.5," + EVEN
            + ",\"pairs\":[0,0,1,0,0]," + SETTINGS + ",\"shard\":\"1/2\"}";
    /** Slice 2 of 2: no pair. */
    private static final String EMPTY = "{\"games\":0,\"wins\":0,\"draws\":0,\"losses\":0,\"score\":0.5," + EVEN
            + ",\"pairs\":[0,0,0,0,0]," + SETTINGS + ",\"shard\":\"2/2\"}";
    private static final String LN_19 = "2.9444389791664403";

    @TempDir
    Path dir;

    private int files;

    private String file(String text) throws IOException {
        return Files.writeString(dir.resolve("slice-" + ++files + ".json"), text).toString();
    }

    private Result merge(String... texts) throws IOException {
        List<String> args = new ArrayList<>(List.of("match-merge"));
        for (String text : texts) {
            args.add(file(text));
        }
        return run(args.toArray(String[]::new));
    }

    private static void assertRefused(String line, Result result) {
        assertEquals("shogun: " + line + "\n", result.err());
        assertEquals(2, result.status());
        assertEquals("", result.out());
    }

    private static String emptySlice(String shard, String elo0, String elo1) {
        return "{\"games\":0,\"wins\":0,\"draws\":0,\"losses\":0,\"score\":0.5," + EVEN + ",\"pairs\":[0,0,0,0,0],"
                + "\"sprt\":{\"elo0\":" + elo0 + ",\"elo1\":" + elo1 + ",\"alpha\":0.05,\"beta\":0.05,\"llr\":0.0,"
                + "\"lowerBound\":-" + LN_19 + ",\"upperBound\":" + LN_19 + ",\"decision\":\"continue\"}," + SETTINGS
                + ",\"shard\":\"" + shard + "\"}";
    }

    @Test
    void jsonPastTheReadersBoundsIsOneLineNeverAnInternalError() throws IOException {
        // The ninth [ goes one level past the bound of 8; the parser has read 9 characters.
        String deep = file("[".repeat(100_000));
        assertRefused(deep + ": not a match report: nested deeper than 8 levels, which no report is (line 1, column 10)",
                run("match-merge", deep));
        // {"wins":  is 9 characters, then 2 000 digits.
        String digits = file("{\"wins\": " + "9".repeat(2_000) + "}");
        assertRefused(digits + ": not a match report: a number longer than 40 characters, which no report holds "
                + "(line 1, column 2010)", run("match-merge", digits));
        String text = file("{\"x\": \"" + "a".repeat(21_000_000) + "\"}");
        assertRefused(text + ": not a match report: longer than 1048576 characters, which no report is",
                run("match-merge", text));
    }

    @Test
    void pairCountsThatOverflowALongOrExceedTheSliceAreRefused() throws IOException {
        String half = "4611686018427387904";
        Result overflow = merge(DRAWN_PAIR.replace("[0,0,1,0,0]", "[" + half + "," + half + ",0,0,0]"), EMPTY);
        assertRefused(dir.resolve("slice-1.json") + ": not a match report: pair counts add up to more than "
                + Long.MAX_VALUE + ": " + half + " " + half + " 0 0 0", overflow);

        // Two drawn pairs: still a score of 0.5 and no spread, but a match of 2 games has one pair.
        Result twoPairs = merge(DRAWN_PAIR.replace("[0,0,1,0,0]", "[0,0,2,0,0]").replace("\"games\":2,", "\"games\":4,")
                .replace("\"draws\":2", "\"draws\":4"), EMPTY);
        assertRefused(dir.resolve("slice-3.json") + ": not a match report: slice 1/2 of a match of 2 games plays 1 pair, "
                + "but its pair counts add up to 2", twoPairs);
    }

    @Test
    void winsDrawsAndLossesThatTheSliceCannotHoldAreRefused() throws IOException {
        // A million wins and a million losses: still a score of 0.5, in a slice of 2 games.
        Result million = merge(DRAWN_PAIR.replace("\"games\":2,\"wins\":0,\"draws\":2,\"losses\":0",
                "\"games\":2000000,\"wins\":1000000,\"draws\":0,\"losses\":1000000"), EMPTY);
        assertRefused(dir.resolve("slice-1.json") + ": not a match report: slice 1/2 of a match of 2 games plays 2 "
                + "games, but its wins, draws and losses 1000000-0-1000000 add up to 2000000", million);

        // Two wins (score 1) cannot come from one pair of 1 point, which is a win and a loss or two draws.
        Result mismatch = merge(DRAWN_PAIR.replace("\"wins\":0,\"draws\":2", "\"wins\":2,\"draws\":0")
                .replace("\"score\":0.5", "\"score\":1.0"), EMPTY);
        assertRefused(dir.resolve("slice-3.json") + ": not a match report: the wins, draws and losses 2-0-0 cannot "
                + "come from pairs scoring 0, 0.5, 1, 1.5, 2 points 0 0 1 0 0 times", mismatch);

        Result games = merge(DRAWN_PAIR.replace("\"games\":2,", "\"games\":4,"), EMPTY);
        assertRefused(dir.resolve("slice-5.json") + ": not a match report: 'games' is 4, but wins, draws and losses "
                + "add up to 2", games);

        Result score = merge(DRAWN_PAIR.replace("\"score\":0.5", "\"score\":0.9"), EMPTY);
        assertRefused(dir.resolve("slice-7.json") + ": not a match report: 'score' is 0.9, but the counts give 0.5",
                score);
    }

    @Test
    void slicesOfAnotherTestAreRefusedAndTheConsistentSetIsJoined() throws IOException {
        // A match of 2 games in 3 slices: slices 2 and 3 play nothing, so their reports differ only by the test.
        Result bounds = merge(emptySlice("2/3", "0.0", "10.0"), emptySlice("3/3", "-5.0", "5.0"));
        assertRefused("cannot join the slices: slice 3/3 was played with other settings than slice 2/3: sprt "
                + "\"elo0 0 elo1 10 alpha 0.05 beta 0.05\" against \"elo0 -5 elo1 5 alpha 0.05 beta 0.05\"", bounds);

        Result none = merge(DRAWN_PAIR, emptySlice("2/2", "0.0", "10.0"));
        assertRefused("cannot join the slices: slice 2/2 was played with other settings than slice 1/2: sprt none "
                + "against \"elo0 0 elo1 10 alpha 0.05 beta 0.05\"", none);

        Result whole = merge(EMPTY, DRAWN_PAIR);
        assertEquals("0-2-0\nscore 50.0 % in 2 games\nelo +0.0, 95 % interval +0.0 to +0.0, los 50.0 %\n"
                + "pairs 1 scoring 0, 0.5, 1, 1.5, 2 points: 0 0 1 0 0\n", whole.out());
        assertEquals(0, whole.status(), whole.err());
    }

    @Test
    void anythingButExactlyOneReportObjectIsRefused() throws IOException {
        // The object takes columns 1 to its length; what follows starts one column later.
        String trailing = file(DRAWN_PAIR + " trailing text");
        assertRefused(trailing + ": not a match report: text after the JSON object (line 1, column "
                + (DRAWN_PAIR.length() + 1) + ")", run("match-merge", trailing, file(EMPTY)));
        String two = file(DRAWN_PAIR + "\n" + EMPTY);
        assertRefused(two + ": not a match report: text after the JSON object (line 1, column "
                + (DRAWN_PAIR.length() + 1) + ")", run("match-merge", two));

        Result extra = merge(DRAWN_PAIR.replace("{\"games\"", "{\"bonus\":1,\"games\""), EMPTY);
        assertRefused(dir.resolve("slice-4.json") + ": not a match report: unknown field \"bonus\"", extra);
        Result setting = merge(DRAWN_PAIR.replace("\"seed\":\"1\",", ""), EMPTY);
        assertRefused(dir.resolve("slice-6.json") + ": not a match report: setting \"seed\" is missing", setting);
        // "{"games":2,"wins":0,"wins": is 27 characters: the second "wins" ends at column 27.
        Result twice = merge(DRAWN_PAIR.replace("\"wins\":0,", "\"wins\":0,\"wins\":5,"), EMPTY);
        assertRefused(dir.resolve("slice-8.json") + ": not a match report: a field given twice (line 1, column 27)",
                twice);
        Result whole = merge(DRAWN_PAIR.replace("\"shard\":\"1/2\"", "\"shard\":\"1/1\""));
        assertRefused(dir.resolve("slice-10.json") + ": not a match report: 'shard' must be a slice K/N of 2 or more, "
                + "such as \"2/8\"; a whole match has none", whole);
    }
}
