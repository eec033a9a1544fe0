package io.github.shogunsdk.core.internal.rules;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.convert.MoveLists;
import io.github.shogunsdk.core.internal.convert.Refusals;
import io.github.shogunsdk.core.internal.energy.InitialPositions;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.PositionOutcome;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The {@link Rules} of the SDK, on the bitboard engine. A question about a position is answered on
 * the position's shared board ({@link BoardConversion#sharedBoard}), made on the first question
 * and kept with the position, so asking about every square of one position converts it once; the
 * shared board is never changed (playing a move copies it). Instances are immutable and
 * thread-safe. A game answers the same questions through {@link BoardQueries} on its own board.
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
        return InitialPositions.of(Objects.requireNonNull(model, "model"));
    }

    @Override
    public Set<Square> reach(Position position, Square from) {
        return BoardQueries.reach(board(position), bit(from, "from"));
    }

    @Override
    public List<MovePath> paths(Position position, Move move) {
        Objects.requireNonNull(move, "move");
        return MoveLists.openPaths(board(position), BoardConversion.bit(move.from()), BoardConversion.bit(move.to()));
    }

    @Override
    public Set<Square> attackers(Position position, Square square) {
        return BoardQueries.attackers(board(position), bit(square, "square"));
    }

    @Override
    public Set<Square> defenders(Position position, Square square) {
        return BoardQueries.defenders(board(position), bit(square, "square"));
    }

    @Override
    public Set<Square> attacked(Position position, Colour colour) {
        Objects.requireNonNull(colour, "colour");
        return BoardQueries.attacked(board(position), BoardConversion.colourIndex(colour));
    }

    @Override
    public boolean isInCheck(Position position, Colour side) {
        Objects.requireNonNull(side, "side");
        return Attacks.isInCheck(board(position), BoardConversion.colourIndex(side));
    }

    @Override
    public List<Move> legalMoves(Position position) {
        Board board = board(position);
        return MoveLists.legal(board, board.pieces(board.sideToMove()), ruleSet.variant());
    }

    @Override
    public List<Move> legalMoves(Position position, PieceKind kind) {
        Objects.requireNonNull(kind, "kind");
        Board board = board(position);
        long own = board.pieces(board.sideToMove());
        return MoveLists.legal(board, kind == PieceKind.KING ? own & board.kings() : own & ~board.kings(), ruleSet.variant());
    }

    @Override
    public List<Move> legalMoves(Position position, Square from) {
        return BoardQueries.legalMoves(board(position), bit(from, "from"), ruleSet.variant());
    }

    @Override
    public boolean isLegal(Position position, Move move) {
        Objects.requireNonNull(move, "move");
        return Refusals.check(board(position), ruleSet.variant(), BoardConversion.bit(move.from()),
                BoardConversion.bit(move.to())) == null;
    }

    @Override
    public Optional<Refusal> refusal(Position position, Square from, Square to) {
        return Optional.ofNullable(Refusals.check(board(position), ruleSet.variant(), bit(from, "from"), bit(to, "to")));
    }

    @Override
    public Position play(Position position, Move move, EnergyModel model) {
        Objects.requireNonNull(model, "model");
        Board board = legalBoard(position, move);
        int from = BoardConversion.bit(move.from());
        int to = BoardConversion.bit(move.to());
        board.make(from, to, LandingEnergy.of(model).landing(board, from, to));
        // The next question is likely about the new position: it keeps the board it was made on.
        return BoardConversion.handOver(board);
    }

    @Override
    public Position play(Position position, Move move, int landingEnergy) {
        Board board = legalBoard(position, move);
        int from = BoardConversion.bit(move.from());
        Piece mover = BoardConversion.pieceAt(board, from);
        if (!mover.kind().isValidEnergy(landingEnergy)) {
            throw new IllegalArgumentException("a " + mover.kind().displayName() + " lands with energy 1 to "
                    + mover.kind().maxEnergy() + ", not " + landingEnergy);
        }
        board.make(from, BoardConversion.bit(move.to()), landingEnergy);
        return BoardConversion.handOver(board);
    }

    @Override
    public Outcome outcome(Position position) {
        return PositionOutcome.judge(board(position), ruleSet);
    }

    private Board legalBoard(Position position, Move move) {
        Objects.requireNonNull(move, "move");
        Board board = board(position);
        Refusal refusal = Refusals.check(board, ruleSet.variant(), BoardConversion.bit(move.from()),
                BoardConversion.bit(move.to()));
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        return board.copy();
    }

    /** The position's shared board: never to be changed here. */
    private static Board board(Position position) {
        return BoardConversion.sharedBoard(Objects.requireNonNull(position, "position"));
    }

    private static int bit(Square square, String name) {
        return BoardConversion.bit(Objects.requireNonNull(square, name));
    }
}
