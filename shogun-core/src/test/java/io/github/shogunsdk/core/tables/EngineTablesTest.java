package io.github.shogunsdk.core.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TableResult;
import io.github.shogunsdk.api.TableValue;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine's search with endgame tables (docs/TABLES.md, "In the engine's search"): a covered
 * node scores as its table value, and nothing changes where no table covers a node.
 */
class EngineTablesTest {

    private static final RuleSet RULES = RuleSet.standard();
    private static final EnergyModel MODEL = EnergyModel.magnetic();
    private static final List<String> SIGNATURES = List.of("KPvP", "PvKP", "PPvP", "PvPP", "KPPv", "vKPP");

    @TempDir
    static Path folder;
    static EndgameTables tables;

    @BeforeAll
    static void generate() throws Exception {
        Shogun.generateTables(folder, RULES, MODEL, SIGNATURES, 3, line -> { });
        tables = Shogun.openTables(folder, RULES, MODEL);
    }

    private static Engine engine(boolean withTables) {
        EngineOptions options = EngineOptions.defaults().withHashMegabytes(1);
        return Shogun.newEngine(GameSetup.standard(), withTables ? options.withTables(tables) : options);
    }

    /** The score a table value gives the side to move at the root: plies to the end, draws as 0. */
    static Score scoreOf(TableValue value) {
        return switch (value.result()) {
            case WIN -> Score.ofWinIn(value.distance());
            case LOSS -> Score.ofLossIn(value.distance());
            default -> Score.ofCentipawns(0);
        };
    }

    @Test
    void aSearchOneplyDeepOfACoveredPositionScoresItsTableValueAndPlaysATableBestMove() {
        // Every child of a covered three-piece root is covered (three pieces, or two after a
        // capture), so one ply of search sees every successor's exact value and must return the
        // root's own: the best of them, one ply further.
        Engine engine = engine(true);
        Random random = new Random(38);
        Map<TableResult, Integer> seen = new EnumMap<>(TableResult.class);
        for (int checked = 0; checked < 200; checked++) {
            CoveredPositions.Covered covered = CoveredPositions.next(random, tables, SIGNATURES, value -> true);
            Position position = covered.position();
            TableValue value = covered.value();
            SearchResult result = engine.search(position, SearchLimits.ofDepth(1));
            assertEquals(scoreOf(value), result.score(), position + " is " + value);
            if (value.result() != TableResult.DRAW) {
                assertTrue(tables.bestMoves(position).contains(result.bestMove().orElseThrow()),
                        result.bestMove() + " among " + tables.bestMoves(position) + " in " + position);
            }
            seen.merge(value.result(), 1, Integer::sum);
        }
        System.out.println("depth-1 searches that scored their table value: " + seen);
        assertTrue(seen.getOrDefault(TableResult.WIN, 0) > 10 && seen.getOrDefault(TableResult.LOSS, 0) > 0
                && seen.getOrDefault(TableResult.DRAW, 0) > 0, seen.toString());
    }

    @Test
    void withoutTheOptionTheSameSearchScoresByEvaluation() {
        // The control for the test above: the same kind of position, searched without tables,
        // does not come out exact, so the score above came from the tables.
        Engine engine = engine(false);
        Random random = new Random(38);
        int differs = 0;
        for (int checked = 0; checked < 50; checked++) {
            CoveredPositions.Covered covered = CoveredPositions.next(random, tables, SIGNATURES, value -> true);
            if (!engine.search(covered.position(), SearchLimits.ofDepth(1)).score().equals(scoreOf(covered.value()))) {
                differs++;
            }
        }
        assertTrue(differs > 10, differs + " of 50 differ");
    }

    @Test
    void positionsNoTableCoversAreSearchedNodeForNodeAsWithoutTables() {
        List<Position> positions = new ArrayList<>();
        positions.add(Position.initial());
        // Positions of a game the engine plays against itself, from the start: all with more
        // than four pieces, so no node of a shallow search reaches covered material.
        Rules rules = Shogun.rules(RULES);
        Engine player = engine(false);
        Position position = Position.initial();
        for (int ply = 0; ply < 12; ply++) {
            position = rules.play(position, player.search(position, SearchLimits.ofDepth(2)).bestMove().orElseThrow(),
                    MODEL);
            if (ply % 3 == 2) {
                positions.add(position);
            }
        }
        for (Position root : positions) {
            SearchResult plain = engine(false).search(root, SearchLimits.ofDepth(5));
            SearchResult probed = engine(true).search(root, SearchLimits.ofDepth(5));
            assertEquals(plain.bestMove(), probed.bestMove(), root.toString());
            assertEquals(plain.score(), probed.score(), root.toString());
            assertEquals(plain.nodes(), probed.nodes(), root.toString());
            assertEquals(plain.bestLine(), probed.bestLine(), root.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"made for another rule set", "broken"})
    void aTableThatCannotBeReadCoversNothingSoTheSearchSearchesAsWithoutTables(String files, @TempDir Path other)
            throws Exception {
        // PvP.sgtb is there but is no table of these rules: the API's probe says so, and the search,
        // which probes every child of this PvP root, searches as if no table were there.
        if (files.equals("broken")) {
            Shogun.generateTables(other, RULES, MODEL, List.of("PvP"), 2, line -> { });
            Files.writeString(other.resolve("PvP.sgtb"), "not a table");
        } else {
            Shogun.generateTables(other, RULES.withQuietPlyLimit(0), MODEL, List.of("PvP"), 2, line -> { });
        }
        EndgameTables unreadable = Shogun.openTables(other, RULES, MODEL);
        Position root = Position.parse("8/8/8/8/4P13/8/8/7p2 w");
        assertThrows(UncheckedIOException.class, () -> unreadable.probe(root));
        Engine probed = Shogun.newEngine(GameSetup.standard(),
                EngineOptions.defaults().withHashMegabytes(1).withTables(unreadable));
        SearchResult plain = engine(false).search(root, SearchLimits.ofDepth(4));
        for (int again = 0; again < 2; again++) {
            SearchResult result = probed.search(root, SearchLimits.ofDepth(4));
            assertEquals(plain.bestMove(), result.bestMove());
            assertEquals(plain.score(), result.score());
            assertEquals(plain.nodes(), result.nodes());
            assertEquals(plain.bestLine(), result.bestLine());
        }
        // The failure is remembered, and still reported to the API's probes.
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> unreadable.bestMoves(root));
        assertTrue(e.getMessage().startsWith("\"PvP.sgtb\" is not a usable table: "), e.getMessage());
    }

    @Test
    void anEngineRefusesTablesOfAnotherRuleSet() {
        EngineOptions options = EngineOptions.defaults().withTables(
                Shogun.openTables(folder, RULES.withQuietPlyLimit(0), MODEL));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Shogun.newEngine(GameSetup.standard(), options));
        assertTrue(e.getMessage().startsWith("the tables are for "), e.getMessage());
    }

    @Test
    void theOptionIsAValue() {
        EngineOptions options = EngineOptions.defaults().withTables(tables);
        assertEquals(Optional.of(tables), options.tables());
        assertEquals(Optional.empty(), EngineOptions.defaults().tables());
        assertEquals(EngineOptions.defaults(), options.withoutTables());
        assertNotEquals(EngineOptions.defaults(), options);
        assertEquals(options, EngineOptions.defaults().withTables(tables));
        assertTrue(options.toString().endsWith(", tables=" + folder + "]"), options.toString());
    }
}
