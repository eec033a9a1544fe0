package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Every move the implementation hands out is a well-formed, open path of exactly the piece's energy (§3). */
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
                assertWellFormed(p, move, variant + " legalMoves");
                assertEquals(p.sideToMove(), p.pieceAt(move.from()).orElseThrow().colour(), () -> p + ": " + move);
            }
            for (PieceKind kind : PieceKind.values()) {
                for (Move move : rules.legalMoves(p, kind)) {
                    assertEquals(kind, p.pieceAt(move.from()).orElseThrow().kind(), () -> p + ": " + move);
                    assertWellFormed(p, move, variant + " legalMoves(" + kind + ")");
                }
            }
            for (Square from : p.pieces().keySet()) {
                for (Move move : rules.legalMoves(p, from)) {
                    assertEquals(from, move.from(), () -> p + ": " + move);
                    assertWellFormed(p, move, variant + " legalMoves(" + from + ")");
                }
            }
        }
    }

    @Property(tries = 300)
    void everyPathFromRulesPathsIsAnOpenPathOfExactlyTheEnergyWithAtMostOneTurn(@ForAll("positions") Position p) {
        for (Square from : p.pieces().keySet()) {
            for (Square to : Square.all()) {
                for (Move move : Impl.STANDARD.paths(p, from, to)) {
                    assertEquals(from, move.from(), () -> p + ": paths(" + from + ", " + to + ") " + move);
                    assertEquals(to, move.to(), () -> p + ": paths(" + from + ", " + to + ") " + move);
                    assertWellFormed(p, move, "paths(" + from + ", " + to + ")");
                }
            }
        }
    }

    /** Length = energy, contiguous orthogonal steps, no reversal, at most one turn, open, no self-capture. */
    static void assertWellFormed(Position p, Move move, String query) {
        String where = p + ": " + query + " gave " + move + " " + move.path();
        Piece piece = p.pieceAt(move.from()).orElseThrow(() -> new AssertionError(where + ": no piece on from"));
        List<Square> path = move.path();
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
