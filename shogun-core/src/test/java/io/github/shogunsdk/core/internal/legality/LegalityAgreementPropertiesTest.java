package io.github.shogunsdk.core.internal.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.board.SquareOrder;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.properties.PositionArbitraries;
import io.github.shogunsdk.core.reference.Reference;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every entry point of {@link Legality} and {@link PositionOutcome} (listing, counting, the any-move
 * test, per-piece targets, one move at a time, and for any set of movers) agrees with the reference
 * model of the rules, under every rule set. The number of tries is jqwik's default
 * ({@code jqwik.tries.default}), which the mutation profile lowers.
 */
class LegalityAgreementPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property
    void everyWayOfAskingForTheLegalMovesAgreesWithTheReference(@ForAll("positions") Position p,
            @ForAll Variant variant) {
        Board board = BoardConversion.toBoard(p);
        Map<Square, Piece> pieces = new HashMap<>(p.pieces());
        long own = board.pieces(board.sideToMove());
        Set<String> expected = Reference.legalMoves(p, variant);
        assertEquals(expected, listed(board, variant, own), () -> p + ": " + variant + " legalMoves");
        assertEquals(expected.size(), Legality.countLegalMoves(board, variant, own), () -> p + ": " + variant + " count");
        assertEquals(!expected.isEmpty(), Legality.hasLegalMove(board, variant, own), () -> p + ": " + variant + " any");
        assertEquals(expected, targets(board, variant, own), () -> p + ": " + variant + " legalTargets");
        assertEquals(expected, oneByOne(board, variant, own), () -> p + ": " + variant + " isLegal");
        // Subsets of the movers: kings only, pawns only, and each piece alone.
        for (long movers : new long[] {own & board.kings(), own & ~board.kings()}) {
            Set<String> subset = new TreeSet<>();
            for (String move : expected) {
                if ((movers >>> BoardConversion.bit(Square.parse(move.substring(0, 2))) & 1) != 0) {
                    subset.add(move);
                }
            }
            assertEquals(subset, listed(board, variant, movers), () -> p + ": " + variant + " legalMoves of a subset");
            assertEquals(subset.size(), Legality.countLegalMoves(board, variant, movers), () -> p + ": count of a subset");
            assertEquals(!subset.isEmpty(), Legality.hasLegalMove(board, variant, movers), () -> p + ": any of a subset");
            assertEquals(subset, targets(board, variant, movers), () -> p + ": legalTargets of a subset");
        }
        for (long m = own; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            Square square = BoardConversion.square(from);
            Set<String> alone = new TreeSet<>();
            for (Square to : Reference.legalDestinations(pieces, square, variant)) {
                alone.add(square.toString() + to);
            }
            assertEquals(alone, listed(board, variant, 1L << from), () -> p + ": " + variant + " moves of " + square);
            assertEquals(!alone.isEmpty(), Legality.hasLegalMove(board, variant, 1L << from),
                    () -> p + ": " + variant + " any move of " + square);
        }
    }

    @Property
    void pseudoLegalMovesAreTheReachOfEveryPiece(@ForAll("positions") Position p) {
        Board board = BoardConversion.toBoard(p);
        Map<Square, Piece> pieces = new HashMap<>(p.pieces());
        for (Colour colour : Colour.values()) {
            long movers = board.pieces(BoardConversion.colourIndex(colour));
            Set<String> expected = new TreeSet<>();
            for (Square from : pieces.keySet()) {
                if (pieces.get(from).colour() == colour) {
                    Reference.reach(pieces, from).forEach(to -> expected.add(from.toString() + to));
                }
            }
            int[] buffer = new int[MoveGenerator.MAX_MOVES + 3];
            int end = MoveGenerator.pseudoLegal(board, movers, buffer, 3);
            assertEquals(expected, text(buffer, 3, end), () -> p + ": pseudo-legal moves of " + colour);
        }
        assertEquals(0, MoveGenerator.pseudoLegal(board, 0, new int[1], 0), () -> p + ": no movers");
    }

    @Property
    void theOutcomeOfAPositionFollowsTheEndOfGameRules(@ForAll("positions") Position p, @ForAll Variant variant) {
        RuleSet rules = RuleSet.of(variant);
        Board board = BoardConversion.toBoard(p);
        Outcome expected = expectedOutcome(p, variant);
        assertEquals(expected, PositionOutcome.judge(board, rules), () -> p + ": " + variant + " outcome");
        boolean any = !Reference.legalMoves(p, variant).isEmpty();
        assertEquals(expected, PositionOutcome.judge(board, rules, any), () -> p + ": " + variant + " outcome, told");
    }

    /** Rules 2 to 4 of docs/RULES.md §7, from the pieces and the reference's legal moves. */
    private static Outcome expectedOutcome(Position p, Variant variant) {
        Colour toMove = p.sideToMove();
        Colour moved = toMove.opponent();
        if (isBare(p, toMove)) {
            return new Outcome.Win(moved, WinReason.BARE_KING);
        }
        if (isBare(p, moved)) {
            return new Outcome.Win(toMove, WinReason.BARE_KING);
        }
        if (variant == Variant.KOTH) {
            if (onHill(p, moved)) {
                return new Outcome.Win(moved, WinReason.HILL);
            }
            if (onHill(p, toMove)) {
                return new Outcome.Win(toMove, WinReason.HILL);
            }
        }
        if (!Reference.legalMoves(p, variant).isEmpty()) {
            return Outcome.ongoing();
        }
        boolean check = Reference.inCheck(new HashMap<>(p.pieces()), toMove);
        return new Outcome.Win(moved, check ? WinReason.CHECKMATE : WinReason.TRAPPED);
    }

    private static boolean isBare(Position p, Colour colour) {
        boolean king = false;
        int pawns = 0;
        for (Piece piece : p.pieces().values()) {
            if (piece.colour() == colour) {
                if (piece.kind() == PieceKind.KING) {
                    king = true;
                } else {
                    pawns++;
                }
            }
        }
        return king && pawns == 0;
    }

    private static boolean onHill(Position p, Colour colour) {
        for (String name : new String[] {"d4", "e4", "d5", "e5"}) {
            Piece piece = p.pieceAt(Square.parse(name)).orElse(null);
            if (piece != null && piece.kind() == PieceKind.KING && piece.colour() == colour) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> listed(Board board, Variant variant, long movers) {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        return text(buffer, 0, Legality.legalMoves(board, variant, movers, buffer));
    }

    private static Set<String> targets(Board board, Variant variant, long movers) {
        long[] targets = new long[Long.bitCount(movers)];
        int count = Legality.legalTargets(board, variant, movers, targets);
        Set<String> out = new TreeSet<>();
        // One bitboard per mover, the movers in the order of square names (a1, a2, …).
        int i = 0;
        for (long m = SquareOrder.transpose(movers); m != 0; m &= m - 1) {
            Square from = BoardConversion.square(SquareOrder.transposeIndex(Long.numberOfTrailingZeros(m)));
            BoardConversion.squares(targets[i++]).forEach(to -> out.add(from.toString() + to));
        }
        assertEquals(out.size(), count, "legalTargets' count");
        return out;
    }

    private static Set<String> oneByOne(Board board, Variant variant, long movers) {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.pseudoLegal(board, movers, buffer, 0);
        int[] legal = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (Legality.isLegal(board, variant, buffer[i])) {
                legal[k++] = buffer[i];
            }
        }
        return text(legal, 0, k);
    }

    private static Set<String> text(int[] moves, int start, int end) {
        Set<String> out = new TreeSet<>();
        for (int i = start; i < end; i++) {
            out.add(BoardConversion.square(MoveGenerator.from(moves[i])).toString()
                    + BoardConversion.square(MoveGenerator.to(moves[i])));
        }
        assertEquals(end - start, out.size(), "each move once");
        return out;
    }
}
