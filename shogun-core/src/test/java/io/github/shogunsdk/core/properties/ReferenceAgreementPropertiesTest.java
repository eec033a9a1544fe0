package io.github.shogunsdk.core.properties;

import static io.github.shogunsdk.core.properties.Boards.board;
import static io.github.shogunsdk.core.properties.Boards.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.IllegalMoveException.Reason;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.notation.MoveText;
import io.github.shogunsdk.core.reference.Reference;
import java.util.ArrayList;
import java.util.List;
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
                assertEquals(Reference.reach(board, from, shape), Impl.STANDARD.reach(p, from, shape),
                        () -> p + ": reach(" + from + ", " + shape + ")");
            }
        }
    }

    @Property(tries = 300)
    void pathsBetweenEveryPieceAndEverySquareEqualReference(@ForAll("positions") Position p) {
        Map<Square, Piece> board = board(p);
        for (Square from : p.pieces().keySet()) {
            for (Square to : Square.all()) {
                List<String> expected = Reference.paths(board, from, to).stream()
                        .map(path -> path.shape() + " " + path.squares()).toList();
                List<String> actual = Impl.STANDARD.paths(p, from, to).stream()
                        .map(move -> move.shape() + " " + move.path()).toList();
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
        assertEquals(Reference.inCheck(board(p), p.sideToMove()), Impl.STANDARD.isCheck(p), () -> p + ": isCheck");
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
                if (p.pieceAt(Square.of(m.substring(0, 2))).orElseThrow().kind() == kind) {
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
            List<Move> moves = rules.legalMoves(p, from);
            assertSortedAndUnique(p, moves, variant + " legalMoves(" + from + ")");
            Set<Square> actual = new TreeSet<>();
            moves.forEach(m -> actual.add(m.to()));
            assertEquals(Reference.legalDestinations(board, from, variant), actual,
                    () -> p + ": " + variant + " legalMoves(" + from + ")");
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
                Move move = toMove(from, path);
                assertEquals(mine && legal.contains(move.to()), rules.isLegal(p, move),
                        () -> p + ": " + variant + " isLegal(" + move + " via " + move.path() + ")");
            }
        }
    }

    @Property(tries = 200)
    void moveResolvesExactlyTheLegalMovesAndNamesTheReasonOtherwise(
            @ForAll("positions") Position p, @ForAll Variant variant) {
        Rules rules = Impl.of(variant);
        Map<Square, Piece> board = board(p);
        for (Square from : Square.all()) {
            Set<Square> legal = Reference.legalDestinations(board, from, variant);
            for (Square to : Square.all()) {
                if (to.equals(from)) {
                    continue;
                }
                String query = p + ": " + variant + " move(" + from + to + ")";
                Reason expected = expectedReason(p, board, from, to, variant, legal);
                try {
                    Move move = rules.move(p, MoveText.of(from, to));
                    if (expected != null) {
                        fail(query + " resolved to " + move + ", expected refusal " + expected);
                    }
                    assertEquals(from.toString() + to, move.from().toString() + move.to(), query);
                    MovePathPropertiesTest.assertWellFormed(p, move, variant + " move(" + from + to + ")");
                } catch (IllegalMoveException e) {
                    if (expected == null) {
                        fail(query + " refused as " + e.reason() + " (" + e.getMessage() + "), but it is legal");
                    }
                    // An own piece on a destination whose every path is also blocked may be refused either way.
                    boolean eitherWay = expected == Reason.OWN_PIECE_ON_DESTINATION && e.reason() == Reason.BLOCKED
                            && everyPathBlockedOnTheWay(board, from, to);
                    if (!eitherWay) {
                        assertEquals(expected, e.reason(), query + ": " + e.getMessage());
                    }
                }
            }
        }
    }

    /** The refusal the rules text implies, in the order DESIGN.md lists them; null for a legal move. */
    private static Reason expectedReason(Position p, Map<Square, Piece> board, Square from, Square to,
            Variant variant, Set<Square> legal) {
        Piece piece = board.get(from);
        if (piece == null) {
            return Reason.NO_PIECE;
        }
        if (piece.colour() != p.sideToMove()) {
            return Reason.NOT_YOUR_PIECE;
        }
        if (from.distanceTo(to) != piece.energy()) {
            return Reason.WRONG_DISTANCE;
        }
        if (board.containsKey(to) && board.get(to).colour() == piece.colour()) {
            return Reason.OWN_PIECE_ON_DESTINATION;
        }
        if (!Reference.reach(board, from).contains(to)) {
            return Reason.BLOCKED;
        }
        if (legal.contains(to)) {
            return null;
        }
        if (variant != Variant.COURSEWORK) {
            return Reason.LEAVES_KING_IN_CHECK;
        }
        return board.containsKey(to) ? Reason.KING_CAPTURES_DEFENDED_PIECE : Reason.KING_TO_ATTACKED_SQUARE;
    }

    private static boolean everyPathBlockedOnTheWay(Map<Square, Piece> board, Square from, Square to) {
        return Reference.onBoardPaths(board, from).stream().filter(x -> x.to().equals(to))
                .allMatch(x -> x.squares().subList(0, x.squares().size() - 1).stream().anyMatch(board::containsKey));
    }

    /** Builds the API move for a reference path. */
    static Move toMove(Square from, Reference.Path path) {
        Shape shape = path.shape();
        if (shape.isStraight()) {
            return Move.straight(from, shape.first(), path.squares().size());
        }
        boolean vertical = shape.first().dx() == 0;
        int firstSteps = (int) path.squares().stream().filter(s -> vertical ? s.x() == from.x() : s.y() == from.y()).count();
        return Move.bent(from, shape.first(), firstSteps, shape.then().orElseThrow(), path.squares().size() - firstSteps);
    }

    /** Sorted by notation (from, then to), one move per (from, to). */
    static void assertSortedAndUnique(Position p, List<Move> moves, String query) {
        List<String> names = new ArrayList<>();
        moves.forEach(m -> names.add(m.toString()));
        List<String> sorted = new ArrayList<>(new TreeSet<>(names));
        assertEquals(sorted, names, () -> p + ": " + query + " not sorted by notation or has duplicates");
    }
}
