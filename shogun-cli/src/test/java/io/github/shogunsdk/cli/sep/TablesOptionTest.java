package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code Tables} option of {@code shogun engine} (docs/PROTOCOL.md): a folder that is none is
 * refused, and a covered position is answered from the tables. With the standard magnets a1 = 4
 * and a5 = 4, White's pawn on a1 takes Red's on a5 straight up the file, and Red, left without
 * pieces, cannot move and loses: White wins in 1, by that move only.
 */
class TablesOptionTest extends InProcessEngineTest {

    private static final Duration WAIT = Duration.ofSeconds(60);

    @TempDir
    Path folder;

    @Test
    void aFolderThatIsNoneIsRefusedAndACoveredPositionIsAnsweredFromTheTables() throws IOException {
        engine.send("setoption name Tables value " + folder.resolve("none"));
        assertEquals(List.of("info string error setoption Tables: no folder '" + folder.resolve("none") + "'"),
                engine.untilWord("info", WAIT));

        Shogun.generateTables(folder, RuleSet.standard(), EnergyModel.magnetic(), List.of("PvP"), 2, line -> { });
        engine.send("setoption name Tables value " + folder);
        engine.send("position spn 8/8/8/p47/8/8/8/P47 w");
        engine.send("go depth 5");

        assertEquals(List.of("info string tables win 1", "bestmove a1a5"), engine.untilWord("bestmove", WAIT));
    }

    @Test
    void aTableThatCannotBeReadIsReportedAndThePositionIsSearchedAsWithoutTables() throws IOException {
        // Files are named by signature only: this PvP.sgtb is king of the hill's, not the standard game's.
        Shogun.generateTables(folder, RuleSet.parse("koth"), EnergyModel.magnetic(), List.of("PvP"), 2, line -> { });
        String root = "8/8/8/8/4P13/8/8/7p2 w";
        String searched = Shogun.newEngine(GameSetup.standard()).search(Position.parse(root), SearchLimits.ofDepth(3))
                .bestMove().orElseThrow().toString();
        engine.send("setoption name Tables value " + folder);
        engine.send("position spn " + root);
        engine.send("go depth 3");

        List<String> lines = engine.untilWord("bestmove", WAIT);
        assertEquals("info string error tables: \"PvP.sgtb\" is not a usable table: made for another signature, "
                + "rule set or energy model; searching instead", lines.get(0));
        assertTrue(lines.stream().noneMatch(line -> line.contains("search failed")), lines.toString());
        assertEquals("bestmove " + searched, lines.get(lines.size() - 1));
    }

    @Test
    void aRulesChangeWithoutANewPositionLeavesTheTablesOutOfTheRootAsOfTheSearch() throws IOException {
        Shogun.generateTables(folder, RuleSet.parse("koth"), EnergyModel.magnetic(), List.of("PvP"), 2, line -> { });
        engine.send("position spn 8/8/8/p47/8/8/8/P47 w");
        engine.send("setoption name Tables value " + folder);
        engine.send("setoption name Rules value koth");
        engine.send("go depth 2");
        // The game is still a standard one until the next position: king of the hill's tables are not its own.
        List<String> searched = engine.untilWord("bestmove", WAIT);
        assertTrue(searched.stream().noneMatch(line -> line.startsWith("info string")), searched.toString());

        engine.send("position spn 8/8/8/p47/8/8/8/P47 w");
        engine.send("go depth 2");
        assertEquals(List.of("info string tables win 1", "bestmove a1a5"), engine.untilWord("bestmove", WAIT));
    }

    @Test
    void theEnginesTablesOptionStartsAtTheFolderItsCommandNames() throws IOException {
        Shogun.generateTables(folder, RuleSet.standard(), EnergyModel.magnetic(), List.of("PvP"), 2, line -> { });
        engine.close();
        engine = SepConnection.inProcess("--tables", folder.toString());
        engine.send("sep");
        List<String> introduction = engine.untilWord("sepok", WAIT);
        assertTrue(introduction.contains("option name Tables type string default " + folder), introduction.toString());

        engine.send("position spn 8/8/8/p47/8/8/8/P47 w");
        engine.send("go depth 5");
        assertEquals(List.of("info string tables win 1", "bestmove a1a5"), engine.untilWord("bestmove", WAIT));

        engine.send("setoption name Tables value <empty>");
        engine.send("go depth 1");
        List<String> searched = engine.untilWord("bestmove", WAIT);
        assertTrue(searched.stream().noneMatch(line -> line.startsWith("info string tables")), searched.toString());
    }
}
