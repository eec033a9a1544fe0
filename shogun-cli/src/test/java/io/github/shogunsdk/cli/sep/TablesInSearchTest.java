package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TableValue;
import io.github.shogunsdk.api.Move;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code Tables} option reaches the search (docs/PROTOCOL.md, docs/TABLES.md): a position of
 * four pieces, which no three-piece table covers, is searched one ply deep, and its capture into
 * a covered three-piece position scores as that table's value. White's king on e8 (energy 1)
 * takes Red's pawn on f8; the KPvP table says Red, to move there, loses in 6 plies, so White wins
 * in 7 plies: {@code mate 4} in the protocol's moves. Without the option the same search sees only
 * the evaluation.
 */
class TablesInSearchTest extends InProcessEngineTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String ROOT = "1p2P31K1p32/8/8/8/8/8/8/8 w";

    @TempDir
    Path folder;

    @Test
    void aCaptureIntoCoveredMaterialScoresAsTheTableSays() throws IOException {
        Shogun.generateTables(folder, RuleSet.standard(), EnergyModel.magnetic(), List.of("KPvP"), 3, line -> { });
        // The premise, from the table itself: after e8f8 Red loses in 6 plies.
        Position after = Shogun.rules(RuleSet.standard()).play(Position.parse(ROOT), Move.parse("e8f8"),
                EnergyModel.magnetic());
        assertEquals("loss 6", Shogun.openTables(folder, RuleSet.standard(), EnergyModel.magnetic()).probe(after)
                .map(TableValue::toString).orElse("not covered"));

        engine.send("position spn " + ROOT);
        engine.send("go depth 1");
        List<String> plain = engine.untilWord("bestmove", WAIT);
        assertTrue(plain.stream().noneMatch(line -> line.contains(" score mate ")), plain.toString());

        engine.send("setoption name Tables value " + folder);
        engine.send("position spn " + ROOT);
        engine.send("go depth 1");
        List<String> probed = engine.untilWord("bestmove", WAIT);
        assertTrue(probed.stream().anyMatch(line -> line.startsWith("info depth 1 score mate 4 ")
                && line.endsWith(" pv e8f8")), probed.toString());
        assertEquals("bestmove e8f8", probed.get(probed.size() - 1));
    }
}
