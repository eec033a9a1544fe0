package io.github.shogunsdk.core.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.TableResult;
import io.github.shogunsdk.api.TableValue;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random covered positions, their table values checked by an exhaustive search of the rules'
 * move tree through the public API: a win in {@code d} plies is found within {@code d} plies and
 * not within {@code d − 1}; a loss in {@code d} likewise; a draw has no forced result within
 * {@value #DRAW_HORIZON} plies. A few hundred positions in CI; for 10 000:
 * {@code ./mvnw -B -o -pl shogun-core -am verify -Dtest=TableSearchCrossCheckTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dshogun.tables.crosscheck=10000}.
 */
class TableSearchCrossCheckTest {

    /** How deep a draw is searched for a forced result that must not exist. */
    private static final int DRAW_HORIZON = 4;
    /** Wins and losses longer than this are counted but not searched (the tree grows too fast). */
    private static final int MAX_SEARCHED = 9;

    @TempDir
    Path folder;

    @Test
    void randomCoveredPositionsAgreeWithAnExhaustiveSearchToTheirDistance() throws Exception {
        // No quiet-ply limit: the search below plays the game without it, as the game value does.
        RuleSet rules = RuleSet.standard().withQuietPlyLimit(0);
        EnergyModel model = EnergyModel.magnetic();
        List<String> signatures = List.of("KPvP", "PvKP", "PPvP", "PvPP");
        Shogun.generateTables(folder, rules, model, signatures, 3, line -> { });
        EndgameTables tables = Shogun.openTables(folder, rules, model);
        Rules rulesOf = Shogun.rules(rules);
        int wanted = Integer.getInteger("shogun.tables.crosscheck", 300);
        Random random = new Random(37);
        Map<String, Integer> seen = new HashMap<>();
        int searched = 0;
        while (searched < wanted) {
            Position position = randomPosition(random, signatures.get(random.nextInt(signatures.size())), model);
            Optional<TableValue> found = tables.probe(position);
            if (found.isEmpty()) {
                continue;
            }
            TableValue value = found.get();
            checkBestMoves(tables, rulesOf, position, value);
            seen.merge(value.result() + (value.distance() > MAX_SEARCHED ? " long" : ""), 1, Integer::sum);
            if (value.distance() > MAX_SEARCHED) {
                continue;
            }
            Solver solver = new Solver(rulesOf, model);
            int d = value.distance();
            if (value.result() == TableResult.WIN) {
                assertTrue(solver.wins(position, d), "wins within " + d + ": " + position);
                assertTrue(d == 0 || !solver.wins(position, d - 1), "no win within " + (d - 1) + ": " + position);
            } else if (value.result() == TableResult.LOSS) {
                assertTrue(solver.loses(position, d), "loses within " + d + ": " + position);
                assertTrue(d == 0 || !solver.loses(position, d - 1), "no loss within " + (d - 1) + ": " + position);
            } else {
                assertEquals(TableResult.DRAW, value.result());
                assertTrue(!solver.wins(position, DRAW_HORIZON) && !solver.loses(position, DRAW_HORIZON),
                        "a draw: " + position);
            }
            searched++;
        }
        System.out.println("cross-checked " + searched + " positions by search; values seen: " + seen);
        assertTrue(seen.getOrDefault("WIN", 0) > 0 && seen.getOrDefault("LOSS", 0) > 0
                && seen.getOrDefault("DRAW", 0) > 0, seen.toString());
    }

    /**
     * Each best move keeps the value, one ply nearer the end: a win leads to the opponent's loss
     * in {@code d − 1}, a loss to the opponent's win in {@code d − 1}, a draw to a draw; and a
     * position that goes on has at least one.
     */
    static void checkBestMoves(EndgameTables tables, Rules rules, Position position, TableValue value) {
        List<Move> best = tables.bestMoves(position);
        assertEquals(rules.outcome(position) instanceof Outcome.Ongoing, !best.isEmpty(), position.toString());
        for (Move move : best) {
            TableValue after = tables.probe(rules.play(position, move, tables.energyModel())).orElseThrow();
            TableValue expected = switch (value.result()) {
                case WIN -> TableValue.of(TableResult.LOSS, value.distance() - 1);
                case LOSS -> TableValue.of(TableResult.WIN, value.distance() - 1);
                default -> TableValue.ofDraw();
            };
            assertEquals(expected, after, move + " from " + position);
        }
    }

    static Position randomPosition(Random random, String signature, EnergyModel model) {
        Map<Square, Piece> board = new HashMap<>();
        for (Piece piece : TableConsistencyTest.piecesOf(signature)) {
            Square square;
            do {
                square = Square.of(1 + random.nextInt(8), 1 + random.nextInt(8));
            } while (board.containsKey(square));
            board.put(square, Piece.of(piece.kind(), piece.colour(), model.landingEnergy(piece.kind(), square)
                    .getAsInt()));
        }
        return Position.of(board, random.nextBoolean() ? Colour.WHITE : Colour.RED);
    }

    /** Forced wins and losses within a number of plies, by the rules alone, remembered per position. */
    static final class Solver {

        private final Rules rules;
        private final EnergyModel model;
        private final Map<String, Boolean> memory = new HashMap<>();

        Solver(Rules rules, EnergyModel model) {
            this.rules = rules;
            this.model = model;
        }

        /** The side to move can force a win within {@code plies}. */
        boolean wins(Position position, int plies) {
            Outcome outcome = rules.outcome(position);
            if (outcome instanceof Outcome.Win win) {
                return win.winner() == position.sideToMove();
            }
            if (plies <= 0) {
                return false;
            }
            String key = "w" + plies + position;
            Boolean known = memory.get(key);
            if (known != null) {
                return known;
            }
            boolean result = false;
            for (Move move : rules.legalMoves(position)) {
                if (loses(rules.play(position, move, model), plies - 1)) {
                    result = true;
                    break;
                }
            }
            memory.put(key, result);
            return result;
        }

        /** The side to move loses within {@code plies} whatever it does. */
        boolean loses(Position position, int plies) {
            Outcome outcome = rules.outcome(position);
            if (outcome instanceof Outcome.Win win) {
                return win.winner() != position.sideToMove();
            }
            if (plies <= 0) {
                return false;
            }
            String key = "l" + plies + position;
            Boolean known = memory.get(key);
            if (known != null) {
                return known;
            }
            boolean result = true;
            for (Move move : rules.legalMoves(position)) {
                if (!wins(rules.play(position, move, model), plies - 1)) {
                    result = false;
                    break;
                }
            }
            memory.put(key, result);
            return result;
        }
    }
}
