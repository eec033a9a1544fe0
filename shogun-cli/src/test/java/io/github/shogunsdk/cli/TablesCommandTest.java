package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shogun tables}: docs/CLI.md. The expected values are worked out from the rules: with
 * magnets a1 = 4 and a5 = 4 (the standard layout), a pawn on a1 and a pawn on a5 each capture the
 * other at once, straight along the a-file, leaving the other side without pieces: it cannot move
 * and loses (trapped), so the side to move wins in 1 ply.
 */
class TablesCommandTest {

    @TempDir
    Path folder;

    @Test
    void generatesASignatureWithTheTablesItNeedsThenProbesIt() throws Exception {
        Result made = run("tables", "generate", "--signature", "PvP", folder.toString());

        assertEquals(0, made.status(), made.err());
        assertEquals("", made.out());
        assertTrue(made.err().matches("(?s)tables: vP: 128 entries, .*tables: Pv: 128 entries, .*"
                + "tables: PvP: 8,192 entries, .*tables: 3 tables in \\d+ ms\n"), made.err());
        assertTrue(Files.isRegularFile(folder.resolve("PvP.sgtb")));

        Result probed = run("tables", "probe", folder.toString(),
                "8/8/8/p47/8/8/8/P47 w", "8/8/8/p47/8/8/8/P47 r",
                "7P3/8/8/8/8/8/8/8 w", "7P3/8/8/8/8/8/8/8 r",
                "8/8/8/p37/8/8/8/P47 w", "8/8/8/p47/8/8/8/P4P3P2P4P13 w");

        assertEquals(0, probed.status(), probed.err());
        // Win in 1 either way; a lone pawn wins in 1 (any move leaves Red without a move), and
        // Red to move without pieces has lost (0 plies); a pawn of energy 3 on a5 (magnet 4) is
        // no magnetic position; five pieces are beyond the tables.
        assertEquals("win 1\nwin 1\nwin 1\nloss 0\nunknown\nunknown\n", probed.out());
        assertEquals("", probed.err());
    }

    @Test
    void theQuietPlyLimitIsJudgedAfterTheLastMoveButBeforeItsCounter() {
        String rules = "standard quiet-plies=1";
        assertEquals(0, run("tables", "generate", "--rules", rules, "--signature", "Pv", folder.toString()).status());

        // Any move of the lone pawn leaves Red without a move: rule 4 ends the game before rule 6
        // looks at the counter that move brought to the limit. With the counter already at the
        // limit, rule 6 has ended the game: a draw.
        Result probed = run("tables", "probe", "--rules", rules, folder.toString(),
                "7P3/8/8/8/8/8/8/8 w 0 1", "7P3/8/8/8/8/8/8/8 w 1 1");

        assertEquals("win 1\ndraw\n", probed.out(), probed.err());
    }

    /**
     * Worked out by hand from the rules and the standard magnets. White's pawn e4 (magnet 1, energy
     * 1) reaches e3, e5, d4 and f4; Red's pawn h1 (magnet 2, energy 2) reaches h3 (via h2), f1
     * (via g1) and g2: neither can capture, nor trap the other, at once. After e4e3 White's pawn has
     * energy 3 (magnet 3) and takes Red's pawn wherever it lands: h3 (f3, g3), f1 (e2, e1) or g2
     * (f3, g3); Red, left without pieces, cannot move and loses. So White wins in 3 plies, and
     * Red to move after e4e3 loses in 2. Both lines spend two quiet plies before the capture:
     * with a limit of 2 quiet plies the game is drawn first (cursed win; blessed loss once the
     * counter stands at 1), with a limit of 3 the win stands.
     */
    @Test
    void aWinThatNeedsMoreQuietPliesThanTheLimitIsCursed() {
        Path two = folder.resolve("two");
        Path three = folder.resolve("three");
        assertEquals(0, run("tables", "generate", "--rules", "standard quiet-plies=2", "--signature", "PvP",
                two.toString()).status());
        assertEquals(0, run("tables", "generate", "--rules", "standard quiet-plies=3", "--signature", "PvP",
                three.toString()).status());
        String white = "8/8/8/8/4P13/8/8/7p2 w";
        String red = "8/8/8/8/8/4P33/8/7p2 r";

        assertEquals("cursed-win 3\nloss 2\nblessed-loss 2\n", run("tables", "probe", "--rules",
                "standard quiet-plies=2", two.toString(), white, red + " 0 1", red + " 1 1").out());
        assertEquals("win 3\nloss 2\nloss 2\n", run("tables", "probe", "--rules", "standard quiet-plies=3",
                three.toString(), white, red + " 0 1", red + " 1 1").out());
    }

    @Test
    void refusesBadWordsWithOneLineAndStatusTwo() throws Exception {
        assertRefused(run("tables", "frob", folder.toString()), "tables takes generate or probe, not 'frob'");
        assertRefused(run("tables", "generate", "--pieces", "5", folder.toString()),
                "option --pieces needs a whole number 1 to 4, not '5'");
        assertRefused(run("tables", "generate", "--energy", "random 4", folder.toString()),
                "option --energy: random energies depend on the game's history, so no table covers them");
        assertRefused(run("tables", "generate", "--signature", "KPvxP", folder.toString()),
                "bad signature \"KPvxP\" at index 3: expected K, P or v");
        assertRefused(run("tables", "probe", folder.toString()), "missing the positions SPN... for tables probe");
        Files.writeString(folder.resolve("PvP.sgtb"), "this is not a table of Shogun");
        assertRefused(run("tables", "probe", folder.toString(), "8/8/8/p47/8/8/8/P47 w"),
                "cannot read the tables in '" + folder + "': \"PvP.sgtb\" is not a usable table: not a table file");
    }

    private static void assertRefused(Result result, String message) {
        assertEquals(2, result.status(), result.out());
        assertEquals("", result.out());
        assertEquals("shogun: " + message + "\n", result.err());
    }
}
