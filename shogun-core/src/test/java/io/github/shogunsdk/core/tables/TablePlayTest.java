package io.github.shogunsdk.core.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TableResult;
import io.github.shogunsdk.api.TableValue;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine with tables plays covered positions perfectly (docs/TABLES.md, "In the engine's
 * search"): playing both sides at a low depth from a won position, every move it makes is one of
 * the table's best moves, and the game ends in a win for the side that was winning in exactly the
 * table's distance; from a drawn position, no move it makes gives either side a win.
 */
class TablePlayTest {

    private static final RuleSet RULES = RuleSet.standard();
    private static final EnergyModel MODEL = EnergyModel.magnetic();

    @TempDir
    Path folder;

    @Test
    void wonThreePiecePositionsAreConvertedInExactlyTheTablesDistance() throws Exception {
        List<String> signatures = List.of("KPvP", "PvKP", "PPvP", "PvPP");
        Shogun.generateTables(folder, RULES, MODEL, signatures, 3, line -> { });
        EndgameTables tables = Shogun.openTables(folder, RULES, MODEL);
        Random random = new Random(3838);
        System.out.println("longest conversion, " + convertWins(tables, random, signatures, 12, 3));
        for (int held = 0; held < 8; held++) {
            holdDraw(tables, CoveredPositions.next(random, tables, signatures,
                    value -> value.result() == TableResult.DRAW).position());
        }
    }

    /**
     * Plays out {@code count} random won positions of the signatures, each won in at least
     * {@code shortest} plies ({@link #playOut} checks every move); returns the longest as a record.
     */
    private static String convertWins(EndgameTables tables, Random random, List<String> signatures, int count,
            int shortest) {
        int longest = 0;
        String record = "";
        for (int converted = 0; converted < count; converted++) {
            CoveredPositions.Covered start = CoveredPositions.next(random, tables, signatures,
                    value -> value.result() == TableResult.WIN && value.distance() >= shortest);
            Game game = playOut(tables, start.position(), start.value());
            if (start.value().distance() > longest) {
                longest = start.value().distance();
                record = start.value() + " from " + start.position() + ": " + game.movetext();
            }
        }
        return record;
    }

    /**
     * Plays a drawn position on for 30 plies (or to the end of the game) with one engine on both
     * sides: no move may hand the other side a win the quiet-ply limit allows.
     */
    private static void holdDraw(EndgameTables tables, Position start) {
        Engine engine = Shogun.newEngine(GameSetup.standard(),
                EngineOptions.defaults().withHashMegabytes(1).withTables(tables));
        Game game = Shogun.newGame(GameSetup.standard().withStart(start));
        for (int ply = 0; ply < 30 && !game.outcome().isOver(); ply++) {
            game.play(engine.search(game, SearchLimits.ofDepth(2)).bestMove().orElseThrow());
            TableValue after = tables.probe(game.position()).orElseThrow();
            assertTrue(after.result() != TableResult.WIN && after.result() != TableResult.LOSS,
                    after + " after " + game.movetext() + " from the draw " + start);
        }
        assertTrue(!(game.outcome() instanceof Outcome.Win), game.movetext() + " from the draw " + start);
    }

    @Test
    @Tag("slow")
    void wonKingAndPawnAgainstKingAndPawnPositionsAreConvertedInExactlyTheTablesDistance() throws Exception {
        Shogun.generateTables(folder, RULES, MODEL, List.of("KPvKP"), 4, line -> { });
        EndgameTables tables = Shogun.openTables(folder, RULES, MODEL);
        System.out.println("longest KPvKP conversion, " + convertWins(tables, new Random(38), List.of("KPvKP"), 4, 5));
    }

    /**
     * Plays a won position out with one engine on both sides, two plies deep, checking each move
     * against the table's best moves; returns the finished game.
     */
    private static Game playOut(EndgameTables tables, Position start, TableValue value) {
        Engine engine = Shogun.newEngine(GameSetup.standard(),
                EngineOptions.defaults().withHashMegabytes(1).withTables(tables));
        Game game = Shogun.newGame(GameSetup.standard().withStart(start));
        Colour winner = start.sideToMove();
        int plies = 0;
        while (!game.outcome().isOver()) {
            List<Move> best = tables.bestMoves(game.position());
            Move move = engine.search(game, SearchLimits.ofDepth(2)).bestMove().orElseThrow();
            assertTrue(best.contains(move), move + " is not among the table's best " + best + " in "
                    + game.position() + " (from " + start + ", " + value + ")");
            game.play(move);
            plies++;
            assertTrue(plies <= value.distance(), "longer than " + value + " from " + start + ": " + game.movetext());
        }
        assertEquals(value.distance(), plies, "from " + start + ": " + game.movetext());
        Outcome.Win win = assertInstanceOf(Outcome.Win.class, game.outcome(), game.movetext());
        assertEquals(winner, win.winner(), game.movetext());
        return game;
    }
}
