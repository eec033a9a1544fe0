package io.github.shogunsdk.core.properties;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.reference.Reference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Generators of varied, dense positions: both colours, zero, one or two kings, 0–20 pawns a side with
 * every energy (positions may hold more than the physical game's seven), crowded boards, either side to
 * move, random counters; plus positions reached by random legal play from the initial position (played
 * by the reference model, so they do not depend on the code under test).
 */
public final class PositionArbitraries {

    private PositionArbitraries() {
    }

    /**
     * The mix the properties use: mostly random boards, some clustered ones, some played ones, and a
     * few fixed corner cases. jqwik's own edge cases are off: they would skew the mix towards
     * uniform energies and White to move.
     */
    public static Arbitrary<Position> positions() {
        return Arbitraries.frequencyOf(
                Tuple.of(50, randomBoards(false)),
                Tuple.of(30, randomBoards(true)),
                Tuple.of(10, crowdedBoards()),
                Tuple.of(20, playedFromInitial()),
                Tuple.of(2, cornerCases()))
                .withoutEdgeCases();
    }

    /**
     * The mix of {@link #positions()} without the boards holding more than seven pawns a side: for
     * the engine, whose search of a crowded board does not end (see EngineBehaviourTest).
     */
    public static Arbitrary<Position> standardMaterialPositions() {
        return positions().filter(Position::hasStandardMaterial);
    }

    /** The initial position, an empty board and lone kings, for either side to move. */
    static Arbitrary<Position> cornerCases() {
        return Arbitraries.of(
                        "p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w",
                        "p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 r 3 9",
                        "8/8/8/8/8/8/8/8 w",
                        "8/8/8/8/8/8/8/8 r",
                        "8/8/8/3k24/4K13/8/8/8 w",
                        "k17/8/8/8/8/8/8/7K2 r")
                .map(Position::parse);
    }

    /** Positions with at most {@code maxPieces} pieces, for the expensive perft comparisons. */
    public static Arbitrary<Position> moderatePositions(int maxPieces) {
        return positions().filter(p -> p.pieces().size() <= maxPieces);
    }

    /** Either fixed energies or a standard magnetic layout turned by any rotation. */
    public static Arbitrary<EnergyModel> referenceEnergyModels() {
        return Arbitraries.oneOf(
                Arbitraries.just(EnergyModel.fixed()),
                Arbitraries.of(Rotation.class).map(EnergyModel::magnetic));
    }

    /** Which kings stand on the board: bit 0 White's, bit 1 Red's. Both kings most often. */
    private static Arbitrary<Integer> kingMasks() {
        return Arbitraries.frequency(Tuple.of(6, 3), Tuple.of(2, 1), Tuple.of(2, 2), Tuple.of(1, 0));
    }

    /** The most pawns a side gets on a generated board. */
    static final int MAX_PAWNS = 20;

    /** Pawns per side, biased towards many; now and then more than the physical game's seven. */
    private static Arbitrary<Integer> pawnCounts() {
        return Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.integers().between(0, 7)),
                Tuple.of(3, Arbitraries.integers().between(4, 7)),
                Tuple.of(1, Arbitraries.integers().between(8, MAX_PAWNS)));
    }

    /** Crowded boards: 12 to {@value #MAX_PAWNS} pawns a side, so most squares are taken. */
    static Arbitrary<Position> crowdedBoards() {
        Arbitrary<Integer> many = Arbitraries.integers().between(12, MAX_PAWNS);
        return boards(Combinators.combine(kingMasks(), many, many).as((kings, white, red) -> new int[] {kings, white, red}),
                Arbitraries.just(new int[0]));
    }

    /**
     * Random boards. When {@code clustered}, the pieces are packed into a random 3×3 to 6×6 window
     * (spilling outside only when it is full), so paths block and cross often.
     */
    static Arbitrary<Position> randomBoards(boolean clustered) {
        Arbitrary<int[]> counts = Combinators.combine(kingMasks(), pawnCounts(), pawnCounts())
                .as((kings, white, red) -> new int[] {kings, white, red});
        Arbitrary<int[]> window = !clustered ? Arbitraries.just(new int[0]) : Combinators.combine(
                        Arbitraries.integers().between(1, 8), Arbitraries.integers().between(1, 8),
                        Arbitraries.integers().between(3, 6), Arbitraries.integers().between(3, 6))
                .as((x, y, w, h) -> new int[] {x, y, w, h});
        return boards(counts, window);
    }

    /** Boards of {kings mask, white pawns, red pawns} on shuffled squares, packed into a window if one is given. */
    private static Arbitrary<Position> boards(Arbitrary<int[]> counts, Arbitrary<int[]> window) {
        Arbitrary<List<Square>> squares = Arbitraries.shuffle(Square.all());
        Arbitrary<List<Integer>> energies = Arbitraries.integers().between(1, 4).list().ofSize(2 + 2 * MAX_PAWNS);
        Arbitrary<Colour> side = Arbitraries.of(Colour.class);
        Arbitrary<Integer> quiet = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just(0)), Tuple.of(2, Arbitraries.integers().between(0, 150)));
        Arbitrary<Integer> moveNumber = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just(1)), Tuple.of(2, Arbitraries.integers().between(1, 400)));
        return Combinators.combine(counts, window, squares, energies, side, quiet, moveNumber)
                .as(PositionArbitraries::build);
    }

    private static Position build(int[] counts, int[] window, List<Square> shuffled, List<Integer> energies,
            Colour side, int quiet, int moveNumber) {
        List<Square> order = new ArrayList<>(shuffled);
        if (window.length > 0) {
            order.sort(Comparator.comparing(sq -> inWindow(sq, window) ? 0 : 1));
        }
        List<Piece> pieces = new ArrayList<>();
        int e = 0;
        if ((counts[0] & 1) != 0) {
            pieces.add(Piece.of(PieceKind.KING, Colour.WHITE, (energies.get(e++) + 1) / 2));
        }
        if ((counts[0] & 2) != 0) {
            pieces.add(Piece.of(PieceKind.KING, Colour.RED, (energies.get(e++) + 1) / 2));
        }
        for (int i = 0; i < counts[1]; i++) {
            pieces.add(Piece.of(PieceKind.PAWN, Colour.WHITE, energies.get(e++)));
        }
        for (int i = 0; i < counts[2]; i++) {
            pieces.add(Piece.of(PieceKind.PAWN, Colour.RED, energies.get(e++)));
        }
        Map<Square, Piece> board = new LinkedHashMap<>();
        for (int i = 0; i < pieces.size(); i++) {
            board.put(order.get(i), pieces.get(i));
        }
        return Position.of(board, side, quiet, moveNumber);
    }

    private static boolean inWindow(Square sq, int[] window) {
        return sq.x() >= window[0] && sq.x() < window[0] + window[2]
                && sq.y() >= window[1] && sq.y() < window[1] + window[3];
    }

    /** Positions after 0–60 random standard-legal plies from the initial position, fixed or magnetic. */
    static Arbitrary<Position> playedFromInitial() {
        return Combinators.combine(
                        Arbitraries.integers().between(0, 60),
                        Arbitraries.longs(),
                        Arbitraries.of(EnergyModel.fixed(), EnergyModel.magnetic()))
                .as(PositionArbitraries::play);
    }

    private static Position play(int plies, long seed, EnergyModel model) {
        Random random = new Random(seed);
        Position position = Position.initial();
        for (int i = 0; i < plies; i++) {
            List<String> moves = new ArrayList<>(Reference.legalMoves(position, Variant.STANDARD));
            if (moves.isEmpty()) {
                break;
            }
            position = Reference.play(position, moves.get(random.nextInt(moves.size())), model);
        }
        return position;
    }
}
