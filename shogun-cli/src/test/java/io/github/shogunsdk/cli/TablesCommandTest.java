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
