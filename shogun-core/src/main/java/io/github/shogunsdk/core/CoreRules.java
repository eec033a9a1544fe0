package io.github.shogunsdk.core;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.notation.MoveText;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.board.BoardConversion;
import io.github.shogunsdk.core.energy.LandingEnergy;
import io.github.shogunsdk.core.movegen.MoveGenerator;
import io.github.shogunsdk.core.movegen.PathTable;
import io.github.shogunsdk.core.perft.ParallelPerft;
import io.github.shogunsdk.core.perft.Perft;
import io.github.shogunsdk.core.rules.Attacks;
import io.github.shogunsdk.core.rules.Legality;
import io.github.shogunsdk.core.rules.MoveRefusal;
import io.github.shogunsdk.core.rules.PositionOutcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The {@link Rules} of the SDK, on the bitboard engine. Each call converts the position to a
 * {@link Board} of its own, so instances are immutable and thread-safe.
 */
public final class CoreRules implements Rules {

    private final RuleSet ruleSet;

    /**
     * Creates the rules.
     *
     * @param ruleSet the rule set
     */
    public CoreRules(RuleSet ruleSet) {
        this.ruleSet = Objects.requireNonNull(ruleSet, "ruleSet");
    }

    @Override
    public RuleSet ruleSet() {
        return ruleSet;
    }

    @Override
    public Position initial(EnergyModel model) {
        return InitialPositions.of(model);
    }

    @Override
    public Set<Square> reach(Position position, Square from) {
        Board board = BoardConversion.toBoard(position);
        if (board.colourAt(from.index()) < 0) {
            return Collections.emptySortedSet();
        }
        return squares(MoveGenerator.reach(board, from.index()));
    }

    @Override
    public Set<Square> reach(Position position, Square from, Shape shape) {
        Objects.requireNonNull(shape, "shape");
        SortedSet<Square> squares = new TreeSet<>();
        for (Square to : reach(position, from)) {
            for (Move path : paths(position, from, to)) {
                if (path.shape() == shape) {
                    squares.add(to);
                }
            }
        }
        return Collections.unmodifiableSortedSet(squares);
    }

    @Override
    public List<Move> paths(Position position, Square from, Square to) {
        Board board = BoardConversion.toBoard(position);
        int f = from.index();
        int t = to.index();
        int colour = board.colourAt(f);
        if (colour < 0 || board.colourAt(t) == colour) {
            return List.of();
        }
        int energy = board.energyAt(f);
        if ((PathTable.destinations(f, energy) >>> t & 1) == 0) {
            return List.of();
        }
        long occupied = board.occupied();
        List<Move> open = new ArrayList<>(2);
        if ((PathTable.maskA(f, energy, t) & occupied) == 0) {
            open.add(MoveFactory.pathA(f, t));
        }
        if (PathTable.shapeB(f, energy, t) != null && (PathTable.maskB(f, energy, t) & occupied) == 0) {
            open.add(MoveFactory.pathB(f, t));
        }
        return List.copyOf(open);
    }

    @Override
    public int attackers(Position position, Square square) {
        Board board = BoardConversion.toBoard(position);
        int colour = board.colourAt(square.index());
        return colour < 0 ? 0 : Long.bitCount(Attacks.controllers(board, square.index(), colour ^ 1));
    }

    @Override
    public int defenders(Position position, Square square) {
        Board board = BoardConversion.toBoard(position);
        int colour = board.colourAt(square.index());
        return colour < 0 ? 0 : Long.bitCount(Attacks.controllers(board, square.index(), colour));
    }

    @Override
    public Set<Square> attacked(Position position, Colour colour) {
        Board board = BoardConversion.toBoard(position);
        int attacker = BoardConversion.colourIndex(colour);
        long targets = 0;
        long pieces = board.pieces(attacker);
        while (pieces != 0) {
            int from = Long.numberOfTrailingZeros(pieces);
            pieces &= pieces - 1;
            targets |= MoveGenerator.reach(board, from);
        }
        return squares(targets & board.pieces(attacker ^ 1));
    }

    @Override
    public boolean isCheck(Position position) {
        return isInCheck(position, position.sideToMove());
    }

    @Override
    public boolean isInCheck(Position position, Colour colour) {
        return Attacks.isInCheck(BoardConversion.toBoard(position), BoardConversion.colourIndex(colour));
    }

    @Override
    public List<Move> legalMoves(Position position) {
        Board board = BoardConversion.toBoard(position);
        return MoveLists.legal(board, board.pieces(board.sideToMove()), ruleSet.variant());
    }

    @Override
    public List<Move> legalMoves(Position position, PieceKind kind) {
        Board board = BoardConversion.toBoard(position);
        long own = board.pieces(board.sideToMove());
        return MoveLists.legal(board, kind == PieceKind.KING ? own & board.kings() : own & ~board.kings(), ruleSet.variant());
    }

    @Override
    public List<Move> legalMoves(Position position, Square from) {
        Board board = BoardConversion.toBoard(position);
        int colour = board.colourAt(from.index());
        if (colour < 0) {
            return List.of();
        }
        board.setState(colour, board.quietPlies(), board.moveNumber());
        return MoveLists.legal(board, 1L << from.index(), ruleSet.variant());
    }

    @Override
    public boolean isLegal(Position position, Move move) {
        Board board = BoardConversion.toBoard(position);
        return MoveRefusal.check(board, ruleSet.variant(), move.from().index(), move.to().index()) == null;
    }

    @Override
    public Move move(Position position, String text) {
        return move(position, MoveText.parse(text));
    }

    @Override
    public Move move(Position position, MoveText text) {
        Board board = BoardConversion.toBoard(position);
        requireLegal(board, text.from(), text.to());
        return paths(position, text.from(), text.to()).get(0);
    }

    @Override
    public Position play(Position position, Move move, EnergyModel model) {
        Board board = BoardConversion.toBoard(position);
        requireLegal(board, move.from(), move.to());
        int from = move.from().index();
        int to = move.to().index();
        board.make(from, to, LandingEnergy.of(model).landing(board, from, to));
        return BoardConversion.toPosition(board);
    }

    @Override
    public Position play(Position position, Move move, int landingEnergy) {
        Board board = BoardConversion.toBoard(position);
        requireLegal(board, move.from(), move.to());
        Piece mover = BoardConversion.pieceAt(board, move.from().index());
        if (!mover.kind().isValidEnergy(landingEnergy)) {
            throw new IllegalArgumentException("a " + mover.kind().displayName() + " lands with energy 1 to "
                    + mover.kind().maxEnergy() + ", not " + landingEnergy);
        }
        board.make(move.from().index(), move.to().index(), landingEnergy);
        return BoardConversion.toPosition(board);
    }

    @Override
    public Outcome outcome(Position position) {
        return PositionOutcome.judge(BoardConversion.toBoard(position), ruleSet, new int[MoveGenerator.MAX_MOVES]);
    }

    @Override
    public long perft(Position position, int depth, EnergyModel model) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must be 0 or more, not " + depth);
        }
        return new Perft(LandingEnergy.of(model), depth).count(BoardConversion.toBoard(position), depth);
    }

    @Override
    public long perft(Position position, int depth, EnergyModel model, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("perft needs 1 or more threads, not " + threads);
        }
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must be 0 or more, not " + depth);
        }
        return ParallelPerft.count(BoardConversion.toBoard(position), depth, LandingEnergy.of(model), threads);
    }

    @Override
    public Map<Move, Long> divide(Position position, int depth, EnergyModel model) {
        if (depth < 1) {
            throw new IllegalArgumentException("perft divide needs a depth of 1 or more, not " + depth);
        }
        LandingEnergy energy = LandingEnergy.of(model);
        Perft perft = new Perft(energy, depth);
        Board board = BoardConversion.toBoard(position);
        Map<Move, Long> counts = new LinkedHashMap<>();
        for (Move move : MoveLists.legal(board, board.pieces(board.sideToMove()), Variant.STANDARD)) {
            int from = move.from().index();
            int to = move.to().index();
            board.make(from, to, energy.landing(board, from, to));
            counts.put(move, perft.count(board, depth - 1));
            board.unmake();
        }
        return Collections.unmodifiableMap(counts);
    }

    private void requireLegal(Board board, Square from, Square to) {
        IllegalMoveException refusal = MoveRefusal.check(board, ruleSet.variant(), from.index(), to.index());
        if (refusal != null) {
            throw refusal;
        }
    }

    private static Set<Square> squares(long bits) {
        SortedSet<Square> squares = new TreeSet<>();
        while (bits != 0) {
            squares.add(Square.ofIndex(Long.numberOfTrailingZeros(bits)));
            bits &= bits - 1;
        }
        return Collections.unmodifiableSortedSet(squares);
    }
}
