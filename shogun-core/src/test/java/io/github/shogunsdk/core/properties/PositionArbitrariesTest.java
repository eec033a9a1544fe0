package io.github.shogunsdk.core.properties;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The generators really are varied and dense, and mix boards of the physical game's material with
 * boards holding more than seven pawns a side (up to 20, and crowded boards): the coverage checks fail
 * the property otherwise.
 */
class PositionArbitrariesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 1000)
    void generatedPositionsCoverKingCountsDensitiesMaterialEnergiesAndBothSides(@ForAll("positions") Position p) {
        int kings = p.count(Colour.WHITE, PieceKind.KING) + p.count(Colour.RED, PieceKind.KING);
        int pieces = p.pieces().size();
        Statistics.label("kings").collect(kings);
        Statistics.label("dense").collect(pieces >= 8);
        Statistics.label("side").collect(p.sideToMove());
        Statistics.label("counters").collect(p.quietPlies() == 0 && p.moveNumber() == 1);
        int mostPawns = Math.max(p.count(Colour.WHITE, PieceKind.PAWN), p.count(Colour.RED, PieceKind.PAWN));
        Statistics.label("standard material").collect(p.hasStandardMaterial());
        Statistics.label("most pawns of a side").collect(mostPawns <= 7 ? "0-7" : mostPawns <= 14 ? "8-14" : "15-20");
        Statistics.label("crowded").collect(pieces >= 30);
        for (Piece piece : p.pieces().values()) {
            Statistics.label("pieces").collect(piece.kind(), piece.energy());
        }
        Statistics.label("kings").coverage(c -> {
            c.check(0).percentage(x -> x >= 3);
            c.check(1).percentage(x -> x >= 15);
            c.check(2).percentage(x -> x >= 40);
        });
        Statistics.label("dense").coverage(c -> c.check(true).percentage(x -> x >= 75));
        Statistics.label("side").coverage(c -> {
            c.check(Colour.WHITE).percentage(x -> x >= 35);
            c.check(Colour.RED).percentage(x -> x >= 35);
        });
        Statistics.label("counters").coverage(c -> {
            c.check(true).percentage(x -> x >= 5);
            c.check(false).percentage(x -> x >= 50);
        });
        Statistics.label("standard material").coverage(c -> {
            c.check(true).percentage(x -> x >= 40);
            c.check(false).percentage(x -> x >= 15);
        });
        Statistics.label("most pawns of a side").coverage(c -> {
            c.check("8-14").percentage(x -> x >= 5);
            c.check("15-20").percentage(x -> x >= 5);
        });
        Statistics.label("crowded").coverage(c -> c.check(true).percentage(x -> x >= 5));
        Statistics.label("pieces").coverage(c -> {
            for (int energy = 1; energy <= 4; energy++) {
                c.check(PieceKind.PAWN, energy).percentage(x -> x >= 15);
            }
            c.check(PieceKind.KING, 1).percentage(x -> x >= 3);
            c.check(PieceKind.KING, 2).percentage(x -> x >= 3);
        });
    }
}
