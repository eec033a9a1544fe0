package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.movegen.PathTable;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.Legality;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The core's fast paths agree with the plain ones they replace: table reach with the path masks
 * walked destination by destination, legality without making moves with making them, counting
 * moves with listing them, and the board's per-energy bitboards with its energies. (The reference
 * model checks the results through the API; these pin down the internal shortcuts directly.)
 */
class FastPathPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    /** Reach as the path masks give it: every destination with an open path, minus own pieces. */
    private static long reachByMasks(int from, int energy, long occupied, long own) {
        long reach = 0;
        for (long targets = PathTable.destinations(from, energy) & ~own; targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            if (PathTable.isOpen(from, energy, to, occupied)) {
                reach |= 1L << to;
            }
        }
        return reach;
    }

    @Example
    void tableReachEqualsThePathMasksOnEverySquareForEveryEnergy() {
        SplittableRandom random = new SplittableRandom(7);
        for (int from = 0; from < 64; from++) {
            for (int energy = 1; energy <= 4; energy++) {
                for (int i = 0; i < 2_000; i++) {
                    // From nearly empty to nearly full boards.
                    long occupied = random.nextLong();
                    for (int thin = i % 4; thin > 0; thin--) {
                        occupied &= random.nextLong();
                    }
                    if (i % 5 == 4) {
                        occupied |= random.nextLong();
                    }
                    occupied |= 1L << from;
                    long own = occupied & random.nextLong() | 1L << from;
                    assertEquals(reachByMasks(from, energy, occupied, own),
                            MoveGenerator.reach(from, energy, occupied, own),
                            "from " + from + " energy " + energy + " occupied " + Long.toHexString(occupied));
                }
            }
        }
    }

    @Example
    void boardBitsAreRankMajorAndDifferFromSquareOrder() {
        for (Square square : Square.all()) {
            int bit = BoardConversion.bit(square);
            assertEquals((square.y() - 1) * 8 + square.x() - 1, bit, square.toString());
            assertEquals(square, BoardConversion.square(bit));
        }
        assertEquals(1, BoardConversion.bit(Square.parse("b1")));
        assertEquals(8, Square.parse("b1").index());
        assertEquals(java.util.Set.of(Square.parse("b1"), Square.parse("a2")), BoardConversion.squares(1L << 1 | 1L << 8));
    }

    @Property(tries = 300)
    void boardsConvertBackToTheSamePosition(@ForAll("positions") Position p) {
        Board board = BoardConversion.toBoard(p);
        assertEquals(p, BoardConversion.toPosition(board));
        for (Square square : Square.all()) {
            int bit = BoardConversion.bit(square);
            assertEquals(p.pieceAt(square).isPresent(), (board.occupied() & 1L << bit) != 0, () -> p + ": " + square);
            p.pieceAt(square).ifPresent(piece -> assertEquals(piece, BoardConversion.pieceAt(board, bit), p + ": " + square));
        }
    }

    @Property(tries = 300)
    void reachOfEveryPieceEqualsThePathMasks(@ForAll("positions") Position p) {
        Board board = BoardConversion.toBoard(p);
        for (long pieces = board.occupied(); pieces != 0; pieces &= pieces - 1) {
            int from = Long.numberOfTrailingZeros(pieces);
            long own = board.pieces(board.colourAt(from));
            assertEquals(reachByMasks(from, board.energyAt(from), board.occupied(), own),
                    MoveGenerator.reach(board, from), () -> p + ": reach of " + from);
        }
    }

    @Property(tries = 300)
    void leavesKingAttackedAgreesWithMakingTheMove(@ForAll("positions") Position p) {
        Board board = BoardConversion.toBoard(p);
        for (int colour = Board.WHITE; colour <= Board.RED; colour++) {
            board.setState(colour, board.quietPlies(), board.moveNumber());
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int n = MoveGenerator.pseudoLegal(board, board.pieces(colour), moves, 0);
            for (int i = 0; i < n; i++) {
                int from = MoveGenerator.from(moves[i]);
                int to = MoveGenerator.to(moves[i]);
                boolean fast = Legality.leavesKingAttacked(board, from, to, colour);
                board.make(from, to, board.energyAt(from));
                assertEnergyBitboards(board, p);
                boolean made = Attacks.isInCheck(board, colour);
                board.unmake();
                int c = colour;
                assertEquals(made, fast, () -> p + ": " + (c == Board.WHITE ? "white " : "red ") + from + "-" + to);
            }
            assertEnergyBitboards(board, p);
        }
    }

    @Property(tries = 300)
    void countingTheLegalMovesGivesAsManyAsListingThemAndAnyMoveIsFoundWhenThereIsOne(@ForAll("positions") Position p, @ForAll Variant variant) {
        Board board = BoardConversion.toBoard(p);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int colour = Board.WHITE; colour <= Board.RED; colour++) {
            long own = board.pieces(colour);
            for (long movers : new long[] {own, own & board.kings(), own & ~board.kings()}) {
                int listed = Legality.legalMoves(board, variant, movers, moves);
                assertEquals(listed, Legality.countLegalMoves(board, variant, movers), () -> p + ": " + variant);
                assertEquals(listed > 0, Legality.hasLegalMove(board, variant, movers), () -> p + ": " + variant);
                for (int i = 0; i < listed; i++) {
                    assertEquals(true, Legality.isLegal(board, variant, moves[i]), p + ": listed move " + moves[i]);
                }
            }
        }
    }

    private static void assertEnergyBitboards(Board board, Position p) {
        for (int energy = 1; energy <= 4; energy++) {
            long expected = 0;
            for (int square = 0; square < 64; square++) {
                if (board.energyAt(square) == energy) {
                    expected |= 1L << square;
                }
            }
            assertEquals(expected, board.piecesWithEnergy(energy), p + ": pieces with energy " + energy);
        }
    }
}
