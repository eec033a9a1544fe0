package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.api.internal.MoveGrammar;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.convert.MoveLists;
import io.github.shogunsdk.core.internal.convert.Refusals;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.legality.Legality;
import io.github.shogunsdk.core.internal.notation.SgnWriter;
import io.github.shogunsdk.core.internal.rules.BoardQueries;
import io.github.shogunsdk.core.internal.rules.CoreRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The SDK's {@link Game}: a {@link Board} that moves are made on (a move is taken back by starting
 * again from the position before it), the plies played, the plies undone (for redo) and a count of
 * every position key reached (for threefold repetition in constant time per ply) and a declared
 * ending (resignation or agreed draw); its {@link Adjudication} judges the end-of-game rules, and
 * its {@link RecordMetadata} keeps the record's tags and comments. Mutable and not thread-safe,
 * as {@link Game} says.
 *
 * <p>Every public method checks its arguments and the game's state before it changes anything, so
 * a refused call leaves the game as it was.
 */
public final class CoreGame implements Game {

    /** What {@link #replay} is given for a record's move without an energy mark; private to replaying. */
    static final int NO_RECORDED_ENERGY = -1;

    private final GameSetup setup;
    private final RuleSet ruleSet;
    private final Variant variant;
    private final LandingEnergy energy;
    private final Position start;
    /** The current position; it keeps no history (undo starts again from the ply's position before). */
    private Board board;
    private final List<Ply> plies = new ArrayList<>();
    /** The plies undone, the last undone last: redo takes from the end. */
    private final List<Ply> undone = new ArrayList<>();
    /** The keys of the start and the positions after each ply, with a count of each (threefold repetition). */
    private final PositionKeys keys = new PositionKeys();
    private final RecordMetadata metadata = new RecordMetadata();
    private Position current;
    private Outcome declared;
    /** The rules' outcome of the current position, or null until asked; dropped by every change. */
    private Outcome outcome;
    /** The legal moves handed out for the current position, or null; dropped by every change. */
    private List<Move> listed;
    /** Whether the side to move has a legal move, when a check just made told; dropped by every change. */
    private Boolean knownLegalMove;

    /**
     * Starts a game.
     *
     * @param setup the setup
     * @param start the start position: the setup's, or the energy model's initial position
     */
    public CoreGame(GameSetup setup, Position start) {
        this.setup = Objects.requireNonNull(setup, "setup");
        this.ruleSet = setup.ruleSet();
        this.variant = ruleSet.variant();
        this.energy = LandingEnergy.of(setup.energyModel());
        this.start = Objects.requireNonNull(start, "start");
        this.current = start;
        this.board = BoardConversion.toBoard(start);
        keys.add(board.key());
    }

    @Override
    public GameSetup setup() {
        return setup;
    }

    @Override
    public Rules rules() {
        return new CoreRules(ruleSet);
    }

    @Override
    public Position start() {
        return start;
    }

    @Override
    public Position position() {
        return current;
    }

    @Override
    public Colour sideToMove() {
        return current.sideToMove();
    }

    @Override
    public List<Move> legalMoves() {
        if (listed != null) {
            return listed;
        }
        if (declared != null || outcome != null && outcome.isOver()) {
            return List.of();
        }
        List<Move> moves = MoveLists.legal(board, board.pieces(board.sideToMove()), variant);
        if (outcome == null) {
            // Listing the moves also answers the end-of-game rule that asks whether there are any,
            // so the outcome is judged from the list rather than by searching the moves again.
            outcome = Adjudication.judge(this, !moves.isEmpty());
        }
        return outcome.isOver() ? List.of() : remember(moves);
    }

    /** Keeps the list of the current position's legal moves, so that playing one of them needs no check. */
    private List<Move> remember(List<Move> moves) {
        listed = moves;
        return moves;
    }

    @Override
    public List<Move> legalMoves(Square from) {
        int bit = bit(from, "from");
        return outcome().isOver() ? List.of() : BoardQueries.legalMoves(board, bit, variant);
    }

    @Override
    public List<MovePath> paths(Move move) {
        Objects.requireNonNull(move, "move");
        return MoveLists.openPaths(board, BoardConversion.bit(move.from()), BoardConversion.bit(move.to()));
    }

    @Override
    public Set<Square> reach(Square from) {
        return BoardQueries.reach(board, bit(from, "from"));
    }

    @Override
    public Set<Square> attackers(Square square) {
        return BoardQueries.attackers(board, bit(square, "square"));
    }

    @Override
    public Set<Square> defenders(Square square) {
        return BoardQueries.defenders(board, bit(square, "square"));
    }

    @Override
    public boolean isInCheck() {
        return Attacks.isInCheck(board, board.sideToMove());
    }

    @Override
    public Optional<Refusal> refusal(Square from, Square to) {
        return Optional.ofNullable(refuse(bit(from, "from"), bit(to, "to")));
    }

    @Override
    public Ply play(Move move) {
        Objects.requireNonNull(move, "move");
        return playChecked(BoardConversion.bit(move.from()), BoardConversion.bit(move.to()), null, false, 0, null);
    }

    @Override
    public Ply play(MovePath path) {
        Objects.requireNonNull(path, "path");
        return playChecked(BoardConversion.bit(path.from()), BoardConversion.bit(path.to()), path, false, 0, null);
    }

    @Override
    public Ply play(Square from, Square to) {
        return playChecked(bit(from, "from"), bit(to, "to"), null, false, 0, null);
    }

    @Override
    public Ply play(String text) {
        MoveGrammar.Marks parsed = MoveGrammar.wholeMove(Objects.requireNonNull(text, "text"), true);
        return playChecked(BoardConversion.bit(parsed.from()), BoardConversion.bit(parsed.to()), null,
                parsed.energy() != MoveGrammar.NO_ENERGY, parsed.energy(), parsed);
    }

    @Override
    public Ply play(Move move, int landingEnergy) {
        Objects.requireNonNull(move, "move");
        // Every value is a given energy, checked against the piece's range: no value means "none".
        return playChecked(BoardConversion.bit(move.from()), BoardConversion.bit(move.to()), null, true, landingEnergy, null);
    }

    /**
     * Replays a move from a record: the landing energy is the record's when it gives one, the path
     * the one the record names when it gives one and it is open.
     *
     * @param move the move
     * @param path the path the record names, or null
     * @param recordedEnergy the landing energy the record gives, or {@link #NO_RECORDED_ENERGY} when it
     *     gives none
     * @return what happened
     * @throws IllegalMoveException if the move cannot be played
     * @throws IllegalArgumentException if the recorded energy is out of range or contradicts the model
     */
    Ply replay(Move move, MovePath path, int recordedEnergy) {
        return playChecked(BoardConversion.bit(move.from()), BoardConversion.bit(move.to()), path,
                recordedEnergy != NO_RECORDED_ENERGY, recordedEnergy, null);
    }

    /**
     * Plays again a ply just taken back, as a record's reader and writer do after a variation:
     * the ply was played from this very position, so it is not checked again.
     *
     * @param ply the ply taken back last, whose position before is the game's position
     */
    void reapply(Ply ply) {
        undone.clear();
        apply(ply);
    }

    @Override
    public void resign(Colour side) {
        Objects.requireNonNull(side, "side");
        requireOngoing("resign");
        declared = Outcome.win(side.opponent(), WinReason.RESIGNATION);
        changed();
    }

    @Override
    public void agreeDraw() {
        requireOngoing("agree a draw");
        declared = Outcome.draw(DrawReason.AGREEMENT);
        changed();
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
        keys.removeLast();
        // The board forgets its moves (a game of a million plies would keep twelve megabytes of
        // them), so a move is taken back by starting again from the position before it.
        board = BoardConversion.toBoard(ply.before());
        current = ply.before();
        undone.add(ply);
        declared = null;
        changed();
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
        Outcome now = outcome();
        if (now.isOver()) {
            throw new IllegalStateException("the game is over (" + now + "): nothing can be redone");
        }
        Ply ply = undone.remove(undone.size() - 1);
        apply(ply);
        return ply;
    }

    @Override
    public List<Ply> history() {
        return Collections.unmodifiableList(new ArrayList<>(plies));
    }

    /**
     * Returns the number of plies played (and not undone), without copying the history.
     *
     * @return 0 to {@link #MAX_PLIES}
     */
    public int plyCount() {
        return plies.size();
    }

    /**
     * Returns the keys of the game's positions, kept as it is played, for the engine's repetition
     * tests: the engine reads them while the caller waits, never keeps them.
     *
     * @return the keys, which change as the game does
     */
    public PositionKeys positionKeys() {
        return keys;
    }

    /** The plies played, for the end-of-game rules to read; not to be changed. */
    List<Ply> plies() {
        return plies;
    }

    /** The board of the current position, for the end-of-game rules to read; not to be changed. */
    Board board() {
        return board;
    }

    @Override
    public Optional<Ply> lastPly() {
        return plies.isEmpty() ? Optional.empty() : Optional.of(plies.get(plies.size() - 1));
    }

    @Override
    public Outcome outcome() {
        if (declared != null) {
            return declared;
        }
        if (outcome == null) {
            outcome = Adjudication.judge(this, knownLegalMove);
        }
        return outcome;
    }

    @Override
    public Game copy() {
        CoreGame copy = new CoreGame(setup, start);
        for (Ply ply : plies) {
            copy.apply(ply);
        }
        copy.undone.addAll(undone);
        copy.metadata.copyFrom(metadata);
        copy.declared = declared;
        return copy;
    }

    @Override
    public Map<String, String> tags() {
        return metadata.tags();
    }

    @Override
    public void setTag(String name, String value) {
        metadata.setTag(name, value);
    }

    @Override
    public Map<Integer, String> comments() {
        return metadata.comments(plies.size());
    }

    @Override
    public Optional<String> comment(int plyCount) {
        return metadata.comment(plyCount, plies.size());
    }

    @Override
    public void setComment(int plyCount, String text) {
        metadata.setComment(plyCount, text, plies.size());
    }

    @Override
    public String movetext() {
        return SgnWriter.movetext(this);
    }

    @Override
    public String toSgn() {
        return SgnWriter.write(this);
    }

    /** The reason a move cannot be played now, or null; looks at the game's state, then the rules. */
    private Refusal refuse(int from, int to) {
        Outcome now = outcome();
        if (now.isOver()) {
            return Refusals.gameOver(board, from, to, now);
        }
        Refusal refusal = Refusals.check(board, variant, from, to);
        if (refusal == null && plies.size() >= MAX_PLIES) {
            return Refusal.of(BoardConversion.square(from), BoardConversion.square(to), RefusalReason.GAME_TOO_LONG,
                    Optional.of(BoardConversion.pieceAt(board, from)), Set.of(), Set.of(),
                    "the game already holds " + MAX_PLIES + " plies, the most a game may hold");
        }
        return refusal;
    }

    /**
     * Checks everything, then plays: nothing changes unless the move is played.
     *
     * @param energyGiven whether the caller gives the landing energy; when it does, the energy must
     *     be in the piece's range and, under a fixed or magnetic model, the model's
     * @param marks the text the move came from, whose energy, capture and check marks must fit the
     *     move (a refusal when they do not), or null
     */
    private Ply playChecked(int from, int to, MovePath chosen, boolean energyGiven, int givenEnergy, MoveGrammar.Marks marks) {
        // A move from the list just handed out is legal: only the game's length remains to check.
        Refusal refusal = wasListed(from, to) && plies.size() < MAX_PLIES ? null : refuse(from, to);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
        }
        int landing = MoveClaims.landingEnergy(board, from, to, energy, setup.energyModel(), energyGiven, givenEnergy,
                marks);
        MovePath path = MoveLists.pathTaken(board, from, to, chosen);
        Position before = current;
        board.make(from, to, landing);
        int opponent = board.sideToMove();
        boolean check = Attacks.isInCheck(board, opponent);
        Boolean opponentCanMove = check ? Legality.hasLegalMove(board, variant, board.pieces(opponent)) : null;
        boolean mate = check && !opponentCanMove;
        String wrongSign = marks == null ? null : MoveClaims.wrongSign(marks.sign(), check, mate);
        if (wrongSign != null) {
            board.unmake();
            throw new IllegalMoveException(MoveClaims.refusal(board, from, to, RefusalReason.WRONG_MARK, wrongSign));
        }
        Ply ply;
        try {
            ply = Ply.of(before, path, BoardConversion.toPosition(board), check, mate);
        } catch (RuntimeException e) {
            board.unmake();
            throw e;
        }
        record(ply);
        knownLegalMove = opponentCanMove;
        undone.clear();
        // The comments of plies taken back went with them: this move takes their place.
        metadata.dropCommentsFrom(plies.size());
        return ply;
    }

    /** Makes a ply known to be legal here and records it. */
    private void apply(Ply ply) {
        Move move = ply.move();
        board.make(BoardConversion.bit(move.from()), BoardConversion.bit(move.to()), ply.landingEnergy());
        record(ply);
    }

    /** Forgets what was worked out about the state before a change: the outcome and the legal moves. */
    private void changed() {
        outcome = null;
        listed = null;
        knownLegalMove = null;
    }

    /** Whether the move between two bits is in the list of legal moves handed out for this position. */
    private boolean wasListed(int from, int to) {
        if (from == to || listed == null) {
            return false;
        }
        // The rules' lists find a move by its two squares' bits.
        return listed.contains(MoveLists.move(from, to));
    }

    /** Records a ply just made on the board. */
    private void record(Ply ply) {
        board.forgetMoves();
        plies.add(ply);
        keys.add(board.key());
        current = ply.after();
        changed();
    }

    private void requireOngoing(String action) {
        Outcome now = outcome();
        if (now.isOver()) {
            throw new IllegalStateException("the game is over (" + now + "): no side can " + action);
        }
    }

    private static int bit(Square square, String name) {
        return BoardConversion.bit(Objects.requireNonNull(square, name));
    }
}
