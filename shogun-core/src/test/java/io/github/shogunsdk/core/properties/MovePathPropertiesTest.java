package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every move the implementation hands out has at least one open path, and every path it hands out is
 * a well-formed, open path of exactly the piece's energy (§3).
 */
class MovePathPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 400)
    void everyLegalMoveIsAnOpenPathOfExactlyTheEnergyWithAtMostOneTurn(@ForAll("positions") Position p) {
        for (Variant variant : Variant.values()) {
            Rules rules = Impl.of(variant);
            for (Move move : rules.legalMoves(p)) {
                assertHasWellFormedPaths(p, rules, move, variant + " legalMoves");
                assertEquals(p.sideToMove(), p.pieceAt(move.from()).orElseThrow().colour(), () -> p + ": " + move);
            }
            for (PieceKind kind : PieceKind.values()) {
                for (Move move : rules.legalMoves(p, kind)) {
                    assertEquals(kind, p.pieceAt(move.from()).orElseThrow().kind(), () -> p + ": " + move);
                    assertHasWellFormedPaths(p, rules, move, variant + " legalMoves(" + kind + ")");
                }
            }
            for (Square from : p.pieces().keySet()) {
                List<Move> moves = rules.legalMoves(p, from);
                if (p.pieceAt(from).orElseThrow().colour() != p.sideToMove()) {
                    assertEquals(List.of(), moves, () -> p + ": the piece on " + from + " is not the side to move's");
                }
                for (Move move : moves) {
                    assertEquals(from, move.from(), () -> p + ": " + move);
                    assertHasWellFormedPaths(p, rules, move, variant + " legalMoves(" + from + ")");
                }
            }
        }
    }

    @Property(tries = 300)
    void everyPathFromRulesPathsIsAnOpenPathOfExactlyTheEnergyWithAtMostOneTurn(@ForAll("positions") Position p) {
        for (Square from : p.pieces().keySet()) {
            for (Square to : Square.all()) {
                if (to.equals(from)) {
                    continue;
                }
                Move asked = Move.of(from, to);
                List<MovePath> paths = Impl.STANDARD.paths(p, asked);
                assertTrue(paths.size() <= 2, () -> p + ": paths(" + asked + ") " + paths);
                for (int i = 1; i < paths.size(); i++) {
                    assertTrue(paths.get(i - 1).shape().compareTo(paths.get(i).shape()) < 0,
                            p + ": paths(" + asked + ") not in shape order: " + paths);
                }
                for (MovePath path : paths) {
                    assertEquals(asked, path.move(), () -> p + ": paths(" + asked + ") " + path);
                    assertWellFormed(p, path, "paths(" + asked + ")");
                }
            }
        }
    }

    /** A legal move has one or two open paths, each well formed, and is exactly the energy away. */
    static void assertHasWellFormedPaths(Position p, Rules rules, Move move, String query) {
        List<MovePath> paths = rules.paths(p, move);
        assertFalse(paths.isEmpty(), () -> p + ": " + query + " gave " + move + " without an open path");
        assertTrue(paths.size() <= 2, () -> p + ": " + query + " gave " + move + " with paths " + paths);
        assertEquals(p.pieceAt(move.from()).orElseThrow().energy(), move.distance(), () -> p + ": " + move);
        for (MovePath path : paths) {
            assertEquals(move, path.move(), () -> p + ": " + query + " gave " + move + " with path " + path);
            assertWellFormed(p, path, query);
        }
    }

    /** Length = energy, contiguous orthogonal steps, no reversal, at most one turn, open, no self-capture. */
    static void assertWellFormed(Position p, MovePath move, String query) {
        String where = p + ": " + query + " gave " + move + " " + move.squares();
        Piece piece = p.pieceAt(move.from()).orElseThrow(() -> new AssertionError(where + ": no piece on from"));
        List<Square> path = move.squares();
        assertEquals(Optional.of(move), MovePath.of(move.move(), move.shape()), where + ": its shape makes another path");
        assertEquals(piece.energy(), move.length(), where);
        assertEquals(piece.energy(), path.size(), where);
        assertEquals(move.to(), path.get(path.size() - 1), where);
        int turns = 0;
        int lastDx = 0;
        int lastDy = 0;
        Square previous = move.from();
        for (int i = 0; i < path.size(); i++) {
            Square sq = path.get(i);
            int dx = sq.x() - previous.x();
            int dy = sq.y() - previous.y();
            assertEquals(1, Math.abs(dx) + Math.abs(dy), where + ": not one orthogonal step at " + sq);
            if (i > 0) {
                assertFalse(dx == -lastDx && dy == -lastDy, where + ": reversal at " + sq);
                if (dx != lastDx || dy != lastDy) {
                    turns++;
                }
            }
            if (i < path.size() - 1) {
                assertTrue(p.pieceAt(sq).isEmpty(), where + ": jumps over " + sq);
            }
            lastDx = dx;
            lastDy = dy;
            previous = sq;
        }
        assertTrue(turns <= 1, where + ": " + turns + " turns");
        assertEquals(move.shape().isStraight(), turns == 0, where + ": shape " + move.shape());
        p.pieceAt(move.to()).ifPresent(target ->
                assertNotEquals(piece.colour(), target.colour(), where + ": lands on an own piece"));
    }
}
