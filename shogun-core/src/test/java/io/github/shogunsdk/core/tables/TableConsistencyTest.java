package io.github.shogunsdk.core.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.TableResult;
import io.github.shogunsdk.api.TableValue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every stored value agrees with one ply of minimax over its successors, checked through the public
 * API only (the rules' legal moves and outcomes, and probes): the game value at counter 0, and the
 * quiet-ply limit's verdict (win or cursed win) at a counter that varies with the position. A small
 * quiet-ply limit makes cursed wins common. Expected values come from the rules, not the generator.
 */
class TableConsistencyTest {

    @TempDir
    Path folder;

    /** Positions whose verdict at their counter was a cursed win or blessed loss. */
    private static int cursed;

    /** A short limit, so that many wins are cursed. */
    private static final RuleSet SHORT_LIMIT = RuleSet.standard().withQuietPlyLimit(6);

    @Test
    void everyPositionOfTheSmallTablesAgreesWithItsSuccessors() throws Exception {
        EnergyModel model = EnergyModel.magnetic();
        Shogun.generateTables(folder, SHORT_LIMIT, model, List.of(), 2, line -> { });
        EndgameTables tables = Shogun.openTables(folder, SHORT_LIMIT, model);
        int checked = 0;
        for (String signature : List.of("Pv", "vP", "Kv", "PvP", "PPv", "vPP", "KvP", "PvK", "KvK", "Kv", "vK")) {
            checked += checkAll(tables, signature, 1);
        }
        assertTrue(checked > 2 * 64 * 63, "checked " + checked);
        assertTrue(cursed > 0, "the short limit curses some wins");
    }

    @Test
    @Tag("slow")
    void everyPositionOfAThreePieceTableAgreesWithItsSuccessors() throws Exception {
        EnergyModel model = EnergyModel.magnetic();
        Shogun.generateTables(folder, SHORT_LIMIT, model, List.of("KPvP", "PPvP"), 3, line -> { });
        EndgameTables tables = Shogun.openTables(folder, SHORT_LIMIT, model);
        // Every third placement in CI (about 15 s); -Dshogun.tables.stride=1 checks them all.
        int stride = Integer.getInteger("shogun.tables.stride", 3);
        int checked = checkAll(tables, "KPvP", stride) + checkAll(tables, "PPvP", stride);
        assertTrue(checked > 100_000 / stride, "checked " + checked);
        assertTrue(cursed > 0, "the short limit curses some wins");
    }

    @Test
    @Tag("slow")
    void kingOfTheHillTablesAgreeWithTheirSuccessors() throws Exception {
        RuleSet koth = RuleSet.of(io.github.shogunsdk.api.Variant.KOTH).withQuietPlyLimit(6);
        EnergyModel model = EnergyModel.magnetic(io.github.shogunsdk.api.Rotation.R90);
        Shogun.generateTables(folder, koth, model, List.of("KPvK", "KvKP", "KPvP"), 3, line -> { });
        EndgameTables tables = Shogun.openTables(folder, koth, model);
        int stride = Integer.getInteger("shogun.tables.stride", 3);
        int checked = checkAll(tables, "KvK", 1) + checkAll(tables, "KPvP", stride);
        assertTrue(checked > 100_000 / stride, "checked " + checked);
    }

    @Test
    void fixedEnergyTablesAgreeWithTheirSuccessors() throws Exception {
        EnergyModel fixed = EnergyModel.fixed();
        Shogun.generateTables(folder, SHORT_LIMIT, fixed, List.of("P1vP2", "K2vP3", "P4P4v"), 2, line -> { });
        EndgameTables tables = Shogun.openTables(folder, SHORT_LIMIT, fixed);
        int checked = checkAll(tables, "P1vP2", 1) + checkAll(tables, "P4P4v", 1);
        assertEquals(2 * 2 * 64 * 63, checked, "every placement, both sides to move");
        // A pawn of another energy is another signature, whose table is not there.
        assertTrue(tables.probe(Position.parse("8/8/8/8/8/8/8/P36p2 w")).isEmpty());
        assertTrue(tables.probe(Position.parse("8/8/8/8/8/8/8/P16p2 w")).isPresent());
    }

    /** Checks every position of a signature (every {@code stride}-th); returns how many were covered. */
    static int checkAll(EndgameTables tables, String signature, int stride) {
        Rules rules = Shogun.rules(tables.ruleSet());
        List<Piece> pieces = piecesOf(signature);
        int checked = 0;
        long n = 1;
        for (int i = 0; i < pieces.size(); i++) {
            n *= 64;
        }
        for (long placement = 0; placement < n; placement += stride) {
            Map<Square, Piece> board = new HashMap<>();
            long rest = placement;
            boolean ok = true;
            for (Piece piece : pieces) {
                Square square = Square.of((int) (rest % 8) + 1, (int) (rest / 8 % 8) + 1);
                rest /= 64;
                int energy = tables.energyModel() instanceof EnergyModel.Fixed ? piece.energy()
                        : tables.energyModel().landingEnergy(piece.kind(), square).getAsInt();
                ok &= board.put(square, Piece.of(piece.kind(), piece.colour(), energy)) == null;
            }
            if (!ok) {
                continue;
            }
            for (Colour side : Colour.values()) {
                Position position = Position.of(board, side);
                if (check(tables, rules, position, (int) (placement % tables.ruleSet().quietPlyLimit()))) {
                    checked++;
                }
            }
        }
        return checked;
    }

    static List<Piece> piecesOf(String signature) {
        List<Piece> pieces = new ArrayList<>();
        Colour colour = Colour.WHITE;
        for (int i = 0; i < signature.length(); i++) {
            char c = signature.charAt(i);
            if (c == 'v') {
                colour = Colour.RED;
            } else if (c == 'K' || c == 'P') {
                boolean digit = i + 1 < signature.length() && Character.isDigit(signature.charAt(i + 1));
                int energy = digit ? signature.charAt(i + 1) - '0' : 1;
                pieces.add(Piece.of(c == 'K' ? PieceKind.KING : PieceKind.PAWN, colour, energy));
            }
        }
        return pieces;
    }

    /** Checks one position; false when it is not covered (then it must be one that cannot arise). */
    static boolean check(EndgameTables tables, Rules rules, Position position, int counter) {
        Optional<TableValue> found = tables.probe(position);
        if (found.isEmpty()) {
            assertTrue(rules.isInCheck(position, position.sideToMove().opponent()),
                    "only a position whose side not to move is in check is left out: " + position);
            return false;
        }
        TableValue value = found.get();
        Outcome outcome = rules.outcome(position);
        if (outcome instanceof Outcome.Win win) {
            TableResult expected = win.winner() == position.sideToMove() ? TableResult.WIN : TableResult.LOSS;
            assertEquals(TableValue.of(expected, 0), value, position.toString());
            assertEquals(value, tables.probe(position.withCounters(counter, 1)).orElseThrow());
            return true;
        }
        assertEquals(expectedGameValue(tables, rules, position), decisive(value), position.toString());
        Position counted = position.withCounters(counter, 1);
        boolean[] safe = expectedSafety(tables, rules, counted);
        TableValue atCounter = tables.probe(counted).orElseThrow();
        if (atCounter.result() == TableResult.CURSED_WIN || atCounter.result() == TableResult.BLESSED_LOSS) {
            cursed++;
        }
        assertEquals(safe[0], atCounter.result() == TableResult.WIN, "safe win at " + counted);
        assertEquals(safe[1], atCounter.result() == TableResult.LOSS, "safe loss at " + counted);
        return true;
    }

    /** A value with cursed and blessed read as plain wins and losses: the game value alone. */
    static String decisive(TableValue value) {
        return switch (value.result()) {
            case WIN, CURSED_WIN -> "win " + value.distance();
            case LOSS, BLESSED_LOSS -> "loss " + value.distance();
            case DRAW -> "draw";
        };
    }

    /** The game value by one ply of minimax over the successors' values (all at counter 0). */
    static String expectedGameValue(EndgameTables tables, Rules rules, Position position) {
        int bestWin = Integer.MAX_VALUE;
        int longestLoss = 0;
        boolean draw = false;
        for (Move move : rules.legalMoves(position)) {
            Position next = rules.play(position, move, tables.energyModel()).withCounters(0, 1);
            TableValue after = tables.probe(next).orElseThrow(() -> new AssertionError("not covered: " + next));
            String value = decisive(after);
            if (value.startsWith("loss")) {
                bestWin = Math.min(bestWin, after.distance() + 1);
            } else if (value.startsWith("win")) {
                longestLoss = Math.max(longestLoss, after.distance() + 1);
            } else {
                draw = true;
            }
        }
        return bestWin != Integer.MAX_VALUE ? "win " + bestWin : draw ? "draw" : "loss " + longestLoss;
    }

    /**
     * Whether the side to move wins (index 0) or loses (index 1) within the quiet-ply limit, from
     * the successors' verdicts at their own counters (0 after a capture).
     */
    static boolean[] expectedSafety(EndgameTables tables, Rules rules, Position position) {
        boolean win = false;
        boolean loss = true;
        for (Move move : rules.legalMoves(position)) {
            Position next = rules.play(position, move, tables.energyModel());
            TableResult after = tables.probe(next).orElseThrow().result();
            win |= after == TableResult.LOSS;
            loss &= after == TableResult.WIN;
        }
        return new boolean[] {win, loss};
    }

    @Test
    void aPositionWhoseEnergiesTheLayoutWouldNotGiveIsNotCovered() throws Exception {
        Shogun.generateTables(folder, SHORT_LIMIT, EnergyModel.magnetic(), List.of("PvP"), 2, line -> { });
        EndgameTables tables = Shogun.openTables(folder, SHORT_LIMIT, EnergyModel.magnetic());
        // a1's magnet is 4: a pawn there has energy 4 in every magnetic game.
        assertTrue(tables.probe(Position.parse("8/8/8/8/8/8/8/P46p2 w")).isPresent());
        assertTrue(tables.probe(Position.parse("8/8/8/8/8/8/8/P36p2 w")).isEmpty());
    }
}
