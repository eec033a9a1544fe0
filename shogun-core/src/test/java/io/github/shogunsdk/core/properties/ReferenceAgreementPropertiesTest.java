package io.github.shogunsdk.core.properties;

import static io.github.shogunsdk.core.properties.Boards.board;
import static io.github.shogunsdk.core.properties.Boards.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.reference.Reference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The implementation answers every rules query exactly as the reference model does (completeness and soundness). */
class ReferenceAgreementPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 500)
    void reachOfEveryPieceAndEveryShapeEqualsReference(@ForAll("positions") Position p) {
        Map<Square, Piece> board = board(p);
        for (Square from : Square.all()) {
            assertEquals(Reference.reach(board, from), Impl.STANDARD.reach(p, from), () -> p + ": reach(" + from + ")");
            for (Shape shape : Shape.values()) {
                assertEquals(Reference.reach(board, from, shape), reachByShape(Impl.STANDARD, p, from, shape),
                        () -> p + ": reach(" + from + ", " + shape + ")");
            }
        }
    }

    /** The destinations of the open paths of one shape, as the API gives them: reach filtered by the paths' shapes. */
    private static Set<Square> reachByShape(Rules rules, Position p, Square from, Shape shape) {
        Set<Square> out = new TreeSet<>();
        for (Square to : rules.reach(p, from)) {
            rules.paths(p, Move.of(from, to)).stream().filter(path -> path.shape() == shape).forEach(path -> out.add(path.to()));
        }
        return out;
    }

    @Property(tries = 300)
    void pathsBetweenEveryPieceAndEverySquareEqualReference(@ForAll("positions") Position p) {
        Map<Square, Piece> board = board(p);
        for (Square from : p.pieces().keySet()) {
            for (Square to : Square.all()) {
                if (to.equals(from)) {
                    continue;
                }
                List<String> expected = Reference.paths(board, from, to).stream()
                        .map(path -> path.shape() + " " + path.squares()).toList();
                List<String> actual = Impl.STANDARD.paths(p, Move.of(from, to)).stream()
                        .map(path -> path.shape() + " " + path.squares()).toList();
                assertEquals(expected, actual, () -> p + ": paths(" + from + ", " + to + ")");
            }
        }
    }

    @Property(tries = 500)
    void attackersAndDefendersOfEverySquareEqualReference(@ForAll("positions") Position p) {
        Map<Square, Piece> board = board(p);
        for (Square sq : Square.all()) {
            assertEquals(Reference.attackers(board, sq), Impl.STANDARD.attackers(p, sq), () -> p + ": attackers(" + sq + ")");
            assertEquals(Reference.defenders(board, sq), Impl.STANDARD.defenders(p, sq), () -> p + ": defenders(" + sq + ")");
        }
    }

    @Property(tries = 500)
    void attackedByBothColoursEqualsReference(@ForAll("positions") Position p) {
        for (Colour colour : Colour.values()) {
            assertEquals(Reference.attacked(board(p), colour), Impl.STANDARD.attacked(p, colour),
                    () -> p + ": attacked(" + colour + ")");
        }
    }

    @Property(tries = 500)
    void checkOfBothColoursEqualsReference(@ForAll("positions") Position p) {
        for (Colour colour : Colour.values()) {
            assertEquals(Reference.inCheck(board(p), colour), Impl.STANDARD.isInCheck(p, colour),
                    () -> p + ": isInCheck(" + colour + ")");
        }
        assertEquals(Reference.inCheck(board(p), p.sideToMove()), Impl.STANDARD.isInCheck(p), () -> p + ": isInCheck");
    }

    @Property(tries = 400)
    void legalMovesOfTheSideToMoveEqualReferenceSortedOnePerFromToUnderEveryRuleSet(@ForAll("positions") Position p) {
        for (Variant variant : Variant.values()) {
            assertLegalMovesAgree(p, variant);
        }
    }

    private static void assertLegalMovesAgree(Position p, Variant variant) {
        Rules rules = Impl.of(variant);
        List<Move> moves = rules.legalMoves(p);
        assertSortedAndUnique(p, moves, variant + " legalMoves");
        assertEquals(Reference.legalMoves(p, variant), text(moves), () -> p + ": " + variant + " legalMoves");
        for (PieceKind kind : PieceKind.values()) {
            Set<String> expected = new TreeSet<>();
            for (String m : Reference.legalMoves(p, variant)) {
                if (p.pieceAt(Square.parse(m.substring(0, 2))).orElseThrow().kind() == kind) {
                    expected.add(m);
                }
            }
            List<Move> ofKind = rules.legalMoves(p, kind);
            assertSortedAndUnique(p, ofKind, variant + " legalMoves(" + kind + ")");
            assertEquals(expected, text(ofKind), () -> p + ": " + variant + " legalMoves(" + kind + ")");
        }
    }

    @Property(tries = 400)
    void legalMovesOfEveryPieceOfEitherColourEqualReferenceUnderEveryRuleSet(@ForAll("positions") Position p) {
        Map<Square, Piece> board = board(p);
        for (Variant variant : Variant.values()) {
            assertPieceMovesAgree(p, board, variant);
        }
    }

    private static void assertPieceMovesAgree(Position p, Map<Square, Piece> board, Variant variant) {
        Rules rules = Impl.of(variant);
        for (Square from : Square.all()) {
            // The reference judges a piece as if its side were to move; the API only answers for the
            // side to move, so the other side's pieces are asked about with that side to move.
            Colour side = board.containsKey(from) ? board.get(from).colour() : p.sideToMove();
            Position asked = p.withSideToMove(side);
            List<Move> moves = rules.legalMoves(asked, from);
            assertSortedAndUnique(asked, moves, variant + " legalMoves(" + from + ")");
            Set<Square> actual = new TreeSet<>();
            moves.forEach(m -> actual.add(m.to()));
            assertEquals(Reference.legalDestinations(board, from, variant), actual,
                    () -> asked + ": " + variant + " legalMoves(" + from + ")");
            if (side != p.sideToMove()) {
                assertEquals(List.of(), rules.legalMoves(p, from), () -> p + ": " + variant + " legalMoves(" + from
                        + ") of the side not to move");
            } else {
                assertEquals(moves, rules.legalMoves(p, from), () -> p + ": " + variant + " legalMoves(" + from + ")");
            }
        }
    }

    @Property(tries = 300)
    void isLegalOfEveryGeometricPathEqualsReference(@ForAll("positions") Position p, @ForAll Variant variant) {
        Rules rules = Impl.of(variant);
        Map<Square, Piece> board = board(p);
        for (Square from : p.pieces().keySet()) {
            boolean mine = board.get(from).colour() == p.sideToMove();
            Set<Square> legal = Reference.legalDestinations(board, from, variant);
            for (Reference.Path path : Reference.onBoardPaths(board, from)) {
                MovePath via = toPath(from, path);
                assertEquals(mine && legal.contains(via.to()), rules.isLegal(p, via.move()),
                        () -> p + ": " + variant + " isLegal(" + via + ")");
            }
        }
    }

    @LongRun
    @Property(tries = 200)
    void refusalIsEmptyExactlyForLegalMovesAndNamesTheReasonOtherwise(
            @ForAll("positions") Position p, @ForAll Variant variant) {
        Rules rules = Impl.of(variant);
        Map<Square, Piece> board = board(p);
        for (Square from : Square.all()) {
            Set<Square> legal = Reference.legalDestinations(board, from, variant);
            for (Square to : Square.all()) {
                String query = p + ": " + variant + " refusal(" + from + to + ")";
                RefusalReason expected = expectedReason(p, board, from, to, variant, legal);
                Optional<Refusal> refusal = rules.refusal(p, from, to);
                if (refusal.isEmpty()) {
                    if (expected != null) {
                        fail(query + " is empty, expected refusal " + expected);
                    }
                    Move move = Move.of(from, to);
                    assertTrue(rules.isLegal(p, move), query);
                    MovePathPropertiesTest.assertHasWellFormedPaths(p, rules, move, variant + " refusal(" + move + ")");
                    continue;
                }
                Refusal e = refusal.get();
                if (expected == null) {
                    fail(query + " refused as " + e.reason() + " (" + e.message() + "), but it is legal");
                }
                assertEquals(from, e.from(), query);
                assertEquals(to, e.to(), query);
                assertEquals(Optional.ofNullable(board.get(from)), e.piece(), query);
                // An own piece on a destination whose every path is also blocked may be refused either way.
                boolean eitherWay = expected == RefusalReason.OWN_PIECE_ON_DESTINATION && e.reason() == RefusalReason.BLOCKED
                        && everyPathBlockedOnTheWay(board, from, to);
                if (!eitherWay) {
                    assertEquals(expected, e.reason(), query + ": " + e.message());
                }
                assertEquals(e.reason() == RefusalReason.BLOCKED ? firstBlockers(board, from, to) : Set.of(), e.blockers(),
                        query + ": blockers of " + e.message());
                assertEquals(expectedCheckers(board, from, to, e.reason()), e.checkers(), query + ": checkers of " + e.message());
            }
        }
    }

    /** The refusal the rules text implies, in the order {@link RefusalReason} lists them; null for a legal move. */
    private static RefusalReason expectedReason(Position p, Map<Square, Piece> board, Square from, Square to,
            Variant variant, Set<Square> legal) {
        Piece piece = board.get(from);
        if (piece == null) {
            return RefusalReason.NO_PIECE;
        }
        if (piece.colour() != p.sideToMove()) {
            return RefusalReason.NOT_YOUR_PIECE;
        }
        if (from.equals(to)) {
            return RefusalReason.NO_MOVEMENT;
        }
        if (from.distanceTo(to) != piece.energy()) {
            return RefusalReason.WRONG_DISTANCE;
        }
        if (board.containsKey(to) && board.get(to).colour() == piece.colour()) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION;
        }
        if (!Reference.reach(board, from).contains(to)) {
            return RefusalReason.BLOCKED;
        }
        if (legal.contains(to)) {
            return null;
        }
        if (variant != Variant.COURSEWORK) {
            return RefusalReason.LEAVES_KING_IN_CHECK;
        }
        return board.containsKey(to) ? RefusalReason.KING_CAPTURES_DEFENDED_PIECE : RefusalReason.KING_TO_ATTACKED_SQUARE;
    }

    /** For each on-board path from {@code from} to {@code to}, its first occupied square before the end. */
    private static Set<Square> firstBlockers(Map<Square, Piece> board, Square from, Square to) {
        Set<Square> out = new TreeSet<>();
        for (Reference.Path path : Reference.onBoardPaths(board, from)) {
            if (path.to().equals(to)) {
                path.squares().subList(0, path.squares().size() - 1).stream().filter(board::containsKey).findFirst()
                        .ifPresent(out::add);
            }
        }
        return out;
    }

    /**
     * The enemy pieces that forbid the move, by the rules text: those attacking the mover's king after
     * the move; under the coursework rules, those reaching the king's destination, or defending the
     * piece it would capture.
     */
    private static Set<Square> expectedCheckers(Map<Square, Piece> board, Square from, Square to, RefusalReason reason) {
        Piece mover = board.get(from);
        switch (reason) {
            case LEAVES_KING_IN_CHECK: {
                Map<Square, Piece> after = new HashMap<>(board);
                after.remove(from);
                after.put(to, mover);
                return Reference.attackers(after, Reference.king(after, mover.colour()));
            }
            case KING_TO_ATTACKED_SQUARE: {
                Set<Square> out = new TreeSet<>();
                for (Square other : board.keySet()) {
                    if (board.get(other).colour() != mover.colour() && Reference.reaches(board, other, to)) {
                        out.add(other);
                    }
                }
                return out;
            }
            case KING_CAPTURES_DEFENDED_PIECE:
                return Reference.defenders(board, to);
            default:
                return Set.of();
        }
    }

    private static boolean everyPathBlockedOnTheWay(Map<Square, Piece> board, Square from, Square to) {
        return Reference.onBoardPaths(board, from).stream().filter(x -> x.to().equals(to))
                .allMatch(x -> x.squares().subList(0, x.squares().size() - 1).stream().anyMatch(board::containsKey));
    }

    /** Builds the API path for a reference path. */
    static MovePath toPath(Square from, Reference.Path path) {
        Shape shape = path.shape();
        if (shape.isStraight()) {
            return MovePath.straight(from, shape.first(), path.squares().size());
        }
        boolean vertical = shape.first().dx() == 0;
        int firstSteps = (int) path.squares().stream().filter(s -> vertical ? s.x() == from.x() : s.y() == from.y()).count();
        return MovePath.bent(from, shape.first(), firstSteps, shape.then().orElseThrow(), path.squares().size() - firstSteps);
    }

    /** Sorted by notation (from, then to), one move per (from, to). */
    static void assertSortedAndUnique(Position p, List<Move> moves, String query) {
        List<String> names = new ArrayList<>();
        moves.forEach(m -> names.add(m.toString()));
        List<String> sorted = new ArrayList<>(new TreeSet<>(names));
        assertEquals(sorted, names, () -> p + ": " + query + " not sorted by notation or has duplicates");
    }
}
