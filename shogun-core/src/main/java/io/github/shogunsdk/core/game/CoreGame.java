package io.github.shogunsdk.core.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.api.notation.MoveText;
import io.github.shogunsdk.core.MoveLists;
import io.github.shogunsdk.core.board.Board;
import io.github.shogunsdk.core.board.BoardConversion;
import io.github.shogunsdk.core.energy.LandingEnergy;
import io.github.shogunsdk.core.movegen.MoveGenerator;
import io.github.shogunsdk.core.notation.SgnWriter;
import io.github.shogunsdk.core.rules.Attacks;
import io.github.shogunsdk.core.rules.Legality;
import io.github.shogunsdk.core.rules.MoveRefusal;
import io.github.shogunsdk.core.rules.PositionOutcome;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The SDK's {@link Game}: a {@link Board} that moves are made on and taken back from, the plies
 * played, the moves undone (for redo), and the Zobrist keys of every position reached, for
 * threefold repetition. Mutable and not thread-safe, as {@link Game} says.
 */
public final class CoreGame implements Game {

    private static final Set<String> OWN_TAGS = Set.of("Rules", "Energy", "Position", "Result");

    private final GameSetup setup;
    private final RuleSet ruleSet;
    private final LandingEnergy energy;
    private final Position start;
    private final Board board;
    private final List<Ply> plies = new ArrayList<>();
    private final Deque<Ply> undone = new ArrayDeque<>();
    private final List<Long> keys = new ArrayList<>();
    private final Map<String, String> tags = new LinkedHashMap<>();
    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
    private Outcome outcome;

    /**
     * Starts a game.
     *
     * @param setup the setup
     * @param start the start position: the setup's, or the energy model's initial position
     */
    public CoreGame(GameSetup setup, Position start) {
        this.setup = Objects.requireNonNull(setup, "setup");
        this.ruleSet = setup.ruleSet();
        this.energy = LandingEnergy.of(setup.energyModel());
        this.start = Objects.requireNonNull(start, "start");
        this.board = BoardConversion.toBoard(start);
        keys.add(board.key());
    }

    @Override
    public GameSetup setup() {
        return setup;
    }

    @Override
    public Position start() {
        return start;
    }

    @Override
    public Position position() {
        return plies.isEmpty() ? start : plies.get(plies.size() - 1).after();
    }

    @Override
    public Colour sideToMove() {
        return BoardConversion.colour(board.sideToMove());
    }

    @Override
    public List<Move> legalMoves() {
        return outcome().isOver() ? List.of() : MoveLists.legal(board, board.pieces(board.sideToMove()), ruleSet.variant());
    }

    @Override
    public List<Move> legalMoves(Square from) {
        if (outcome().isOver() || board.colourAt(from.index()) != board.sideToMove()) {
            return List.of();
        }
        return MoveLists.legal(board, 1L << from.index(), ruleSet.variant());
    }

    @Override
    public Ply play(Move move) {
        requirePlayable(move.from(), move.to());
        int from = move.from().index();
        int to = move.to().index();
        return apply(from, to, energy.landing(board, from, to), true);
    }

    @Override
    public Ply play(String text) {
        MoveText parsed = MoveText.parse(text);
        requirePlayable(parsed.from(), parsed.to());
        int from = parsed.from().index();
        int to = parsed.to().index();
        return apply(from, to, energy.landing(board, from, to), true);
    }

    @Override
    public Ply play(Move move, int landingEnergy) {
        requirePlayable(move.from(), move.to());
        PieceKind kind = board.isKing(move.from().index()) ? PieceKind.KING : PieceKind.PAWN;
        if (!kind.isValidEnergy(landingEnergy)) {
            throw new IllegalArgumentException("a " + kind.displayName() + " lands with energy 1 to " + kind.maxEnergy()
                    + ", not " + landingEnergy);
        }
        return apply(move.from().index(), move.to().index(), landingEnergy, true);
    }

    /**
     * Replays a move from a record: the landing energy is the record's when it gives one (checked
     * against the energy model unless the model is random), else the model's.
     *
     * @param from the starting square
     * @param to the destination
     * @param recordedEnergy the landing energy the record gives, or -1 when it gives none
     * @return what happened
     * @throws IllegalMoveException if the move is illegal or the game is over
     * @throws IllegalArgumentException if the recorded energy is out of range or contradicts the model
     */
    public Ply replay(Square from, Square to, int recordedEnergy) {
        requirePlayable(from, to);
        int f = from.index();
        int t = to.index();
        int landing = energy.landing(board, f, t);
        if (recordedEnergy >= 0) {
            PieceKind kind = board.isKing(f) ? PieceKind.KING : PieceKind.PAWN;
            if (!kind.isValidEnergy(recordedEnergy)) {
                throw new IllegalArgumentException("a " + kind.displayName() + " lands with energy 1 to "
                        + kind.maxEnergy() + ", not " + recordedEnergy);
            }
            if (!energy.isRandom() && recordedEnergy != landing) {
                throw new IllegalArgumentException("the record gives landing energy " + recordedEnergy + ", but the "
                        + setup.energyModel() + " energy model gives " + landing);
            }
            landing = recordedEnergy;
        }
        return apply(f, t, landing, true);
    }

    @Override
    public boolean canUndo() {
        return !plies.isEmpty();
    }

    @Override
    public Ply undo() {
        if (plies.isEmpty()) {
            throw new IllegalStateException("there is no move to undo");
        }
        Ply ply = plies.remove(plies.size() - 1);
        keys.remove(keys.size() - 1);
        board.unmake();
        undone.push(ply);
        outcome = null;
        return ply;
    }

    @Override
    public boolean canRedo() {
        return !undone.isEmpty();
    }

    @Override
    public Ply redo() {
        if (undone.isEmpty()) {
            throw new IllegalStateException("there is no move to redo");
        }
        Ply ply = undone.pop();
        return apply(ply.move().from().index(), ply.move().to().index(), ply.energyAfter(), false);
    }

    @Override
    public List<Ply> history() {
        return List.copyOf(plies);
    }

    @Override
    public boolean isCheck() {
        return Attacks.isInCheck(board, board.sideToMove());
    }

    @Override
    public Outcome outcome() {
        if (outcome == null) {
            outcome = judge();
        }
        return outcome;
    }

    @Override
    public Map<String, String> tags() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    @Override
    public void setTag(String name, String value) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        if (!name.matches("[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("a tag name is letters, digits and underscores, not '" + name + "'");
        }
        if (OWN_TAGS.contains(name)) {
            throw new IllegalArgumentException("the " + name + " tag is written from the game itself");
        }
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a tag value is one line");
        }
        if (value.isEmpty()) {
            tags.remove(name);
        } else {
            tags.put(name, value);
        }
    }

    @Override
    public String movetext() {
        return SgnWriter.movetext(this);
    }

    @Override
    public String toSgn() {
        return SgnWriter.write(this);
    }

    /** Refuses a move when the game is over or the move is illegal, leaving the game untouched. */
    private void requirePlayable(Square from, Square to) {
        Outcome current = outcome();
        if (current.isOver()) {
            throw new IllegalMoveException(from.toString() + to, IllegalMoveException.Reason.GAME_OVER,
                    "the game is over: " + current);
        }
        IllegalMoveException refusal = MoveRefusal.check(board, ruleSet.variant(), from.index(), to.index());
        if (refusal != null) {
            throw refusal;
        }
    }

    private Ply apply(int from, int to, int landingEnergy, boolean fresh) {
        Position before = position();
        Move move = MoveLists.openPath(board, from, to, board.occupied());
        Piece captured = board.colourAt(to) >= 0 ? BoardConversion.pieceAt(board, to) : null;
        int energyBefore = board.energyAt(from);
        board.make(from, to, landingEnergy);
        int opponent = board.sideToMove();
        boolean check = Attacks.isInCheck(board, opponent);
        boolean mate = check && Legality.countLegalMoves(board, ruleSet.variant(), board.pieces(opponent)) == 0;
        Ply ply = new Ply(before, move, java.util.Optional.ofNullable(captured), energyBefore, landingEnergy, check, mate,
                BoardConversion.toPosition(board));
        plies.add(ply);
        keys.add(board.key());
        if (fresh) {
            undone.clear();
        }
        outcome = null;
        return ply;
    }

    /** RULES.md §7, in its order. */
    private Outcome judge() {
        if (!plies.isEmpty() && ruleSet.variant() == Variant.COURSEWORK) {
            Ply last = plies.get(plies.size() - 1);
            if (last.captured().filter(piece -> piece.kind() == PieceKind.KING).isPresent()) {
                return new Outcome.Win(last.mover(), WinReason.KING_CAPTURED);
            }
        }
        Outcome onBoard = PositionOutcome.judge(board, ruleSet, buffer);
        if (onBoard.isOver()) {
            return onBoard;
        }
        if (ruleSet.repetitionDraw() && occurrences() >= 3) {
            return new Outcome.Draw(DrawReason.REPETITION);
        }
        if (ruleSet.quietPlyLimit() > 0 && board.quietPlies() >= ruleSet.quietPlyLimit()) {
            return new Outcome.Draw(DrawReason.QUIET_PLIES);
        }
        return Outcome.ongoing();
    }

    /**
     * How often the current position (pieces, energies, side to move) has occurred, this time
     * included. Keys pick the candidates; the positions themselves confirm them, so a hash
     * collision can never draw a game.
     */
    private int occurrences() {
        long key = board.key();
        Position current = position();
        int count = 0;
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i) == key && samePlacement(i == 0 ? start : plies.get(i - 1).after(), current)) {
                count++;
            }
        }
        return count;
    }

    private static boolean samePlacement(Position a, Position b) {
        return a.sideToMove() == b.sideToMove() && a.pieces().equals(b.pieces());
    }
}
