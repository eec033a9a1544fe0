package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The cached and fast paths of the API agree with the plain computations they replace:
 *
 * <ul>
 *   <li>a position's bitboard form against its pieces square by square, and the board made from
 *       the bitboards in one pass against a board filled piece by piece ({@code Board.put});
 *   <li>answers on a position's kept board (asked many times, in any order, also after
 *       {@code Rules.play} handed its board over) against answers on a new, equal position object
 *       that is converted afresh;
 *   <li>sorted move lists built from per-piece destinations against the generator's packed moves
 *       sorted by their text;
 *   <li>a game's repetition count (position keys counted in a table, confirmed on three) against
 *       counting equal positions in its history.
 * </ul>
 */
class CachedPathPropertiesTest {

    @Provide
    Arbitrary<Position> positions() {
        return PositionArbitraries.positions();
    }

    @Property(tries = 300)
    void bitboardFormHoldsEveryPieceAndConvertsLikeTheSlowWay(@ForAll("positions") Position position) {
        Board slow = new Board();
        Map<Square, Piece> pieces = new HashMap<>();
        for (Square square : Square.all()) {
            position.pieceAt(square).ifPresent(piece -> {
                pieces.put(square, piece);
                slow.put(BoardConversion.bit(square), BoardConversion.colourIndex(piece.colour()),
                        piece.kind() == PieceKind.KING, piece.energy());
            });
        }
        slow.setState(BoardConversion.colourIndex(position.sideToMove()), position.quietPlies(), position.moveNumber());
        assertEquals(pieces, position.pieces());
        assertEquals(position, Position.of(pieces, position.sideToMove(), position.quietPlies(), position.moveNumber()));
        Board fast = BoardConversion.toBoard(position);
        assertEquals(slow.key(), fast.key());
        assertEquals(slow.occupied(), fast.occupied());
        assertEquals(slow.pieces(Board.WHITE), fast.pieces(Board.WHITE));
        assertEquals(slow.kings(), fast.kings());
        for (int energy = 1; energy <= 4; energy++) {
            assertEquals(slow.piecesWithEnergy(energy), fast.piecesWithEnergy(energy));
        }
        for (int bit = 0; bit < 64; bit++) {
            assertEquals(slow.energyAt(bit), fast.energyAt(bit));
        }
        assertEquals(position, BoardConversion.toPosition(fast));
        assertEquals(position.hashCode(), BoardConversion.toPosition(fast).hashCode());
        for (Colour colour : Colour.values()) {
            assertEquals(pieces.entrySet().stream().filter(e -> e.getValue().colour() == colour).map(Map.Entry::getKey)
                    .sorted().toList(), position.squaresOf(colour));
            for (PieceKind kind : PieceKind.values()) {
                assertEquals(pieces.values().stream().filter(p -> p.colour() == colour && p.kind() == kind).count(),
                        position.count(colour, kind));
            }
        }
    }

    @Property(tries = 200)
    void keptBoardAnswersAsAFreshConversion(@ForAll("positions") Position position,
            @ForAll @IntRange(min = 0, max = 2) int variantIndex) {
        Rules rules = Shogun.rules(RuleSet.of(Variant.values()[variantIndex]));
        // Ask everything twice on the same object (the second time on the kept board), and once on
        // a new, equal object each time (converted afresh).
        for (int round = 0; round < 2; round++) {
            assertEquals(rules.legalMoves(fresh(position)), rules.legalMoves(position));
            assertEquals(rules.outcome(fresh(position)), rules.outcome(position));
            assertEquals(rules.isInCheck(fresh(position)), rules.isInCheck(position));
            for (Square square : Square.all()) {
                assertEquals(rules.reach(fresh(position), square), rules.reach(position, square));
                assertEquals(rules.attackers(fresh(position), square), rules.attackers(position, square));
                assertEquals(rules.defenders(fresh(position), square), rules.defenders(position, square));
                assertEquals(rules.legalMoves(fresh(position), square), rules.legalMoves(position, square));
            }
            for (Move move : rules.legalMoves(position)) {
                Position next = rules.play(position, move, EnergyModel.magnetic());
                assertEquals(rules.play(fresh(position), move, EnergyModel.magnetic()), next);
                // The played position kept the board it was made on.
                assertEquals(rules.legalMoves(fresh(next)), rules.legalMoves(next));
                assertEquals(rules.outcome(fresh(next)), rules.outcome(next));
            }
        }
    }

    @Property(tries = 300)
    void sortedListsAreTheGeneratorsMovesSortedByText(@ForAll("positions") Position position,
            @ForAll @IntRange(min = 0, max = 2) int variantIndex) {
        Variant variant = Variant.values()[variantIndex];
        Board board = BoardConversion.toBoard(position);
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int n = Legality.legalMoves(board, variant, board.pieces(board.sideToMove()), buffer);
        TreeSet<Move> sorted = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            sorted.add(Move.of(BoardConversion.square(MoveGenerator.from(buffer[i])),
                    BoardConversion.square(MoveGenerator.to(buffer[i]))));
        }
        assertEquals(new ArrayList<>(sorted), Shogun.rules(RuleSet.of(variant)).legalMoves(position));
    }

    @Property(tries = 40)
    void repetitionCountMatchesCountingTheHistory(@ForAll long seed) {
        // Two kings and two pawns each shuffling in their corners repeat positions often.
        Position start = Position.parse("k1p1p15/8/8/8/8/8/8/5P1P1K1 w");
        Game game = Shogun.newGame(GameSetup.standard().withRuleSet(RuleSet.standard().withQuietPlyLimit(0))
                .withStart(start));
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < 200 && !game.outcome().isOver(); i++) {
            if (game.canUndo() && random.nextInt(6) == 0) {
                game.undo();
                continue;
            }
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
            Outcome outcome = game.outcome();
            if (outcome instanceof Outcome.Win) {
                break; // decided on the board, which comes before repetition
            }
            assertEquals(occurrencesByHistory(game) >= 3, outcome.equals(Outcome.draw(DrawReason.REPETITION)),
                    "after " + game.movetext());
        }
    }

    /** How often the current placement occurred, by comparing every position of the history. */
    private static int occurrencesByHistory(Game game) {
        Position now = game.position().withCounters(0, 1);
        int count = game.start().withCounters(0, 1).equals(now) ? 1 : 0;
        for (Ply ply : game.history()) {
            if (ply.after().withCounters(0, 1).equals(now)) {
                count++;
            }
        }
        return count;
    }

    private static Position fresh(Position position) {
        return position.withCounters(position.quietPlies(), position.moveNumber());
    }
}
