package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.internal.Words;
import io.github.shogunsdk.json.internal.Writes;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.teavm.jso.JSExport;

/**
 * A game as JavaScript holds it: every method answers with the JSON envelope of {@link Answers}
 * (or a plain boolean), in the value shapes of {@code docs/JSON.md}. The JavaScript wrapper
 * ({@code shogun.js}) turns the answers into objects and errors into exceptions; its TypeScript
 * declarations document each method. Not thread-safe, as a {@link Game} is not.
 */
public final class JsGame {

    /** Replaced, keeping the setup's rules and energy model and the tags, when a position is loaded. */
    Game game;
    private final JsSearch search = new JsSearch();
    private final JsGameRecord record = new JsGameRecord(this);

    JsGame(Game game) {
        this.game = game;
    }

    /**
     * The rules, energy model and start: a {@code GameSetup}.
     *
     * @return the answer
     */
    @JSExport
    public String setup() {
        Json out = Answers.start();
        Writes.setup(game.setup(), out.events());
        return Answers.end(out);
    }

    /**
     * The current position's SPN.
     *
     * @return the answer
     */
    @JSExport
    public String position() {
        return Answers.end(Answers.start().value(game.position().toString()));
    }

    /**
     * The side to move: {@code "white"} or {@code "red"}.
     *
     * @return the answer
     */
    @JSExport
    public String sideToMove() {
        return Answers.end(Answers.start().value(Words.word(game.sideToMove())));
    }

    /**
     * The pieces by square, in square order.
     *
     * @return the answer
     */
    @JSExport
    public String pieces() {
        Json out = Answers.start();
        Boards.pieces(out, game.position());
        return Answers.end(out);
    }

    /**
     * The magnet under each square, or {@code null} when the energy model has no magnets.
     *
     * @return the answer
     */
    @JSExport
    public String magnets() {
        Json out = Answers.start();
        Boards.magnets(out, game.setup().energyModel());
        return Answers.end(out);
    }

    /**
     * The legal moves, in the order of their text: all of them, or those of the piece on a square.
     *
     * @param square a square such as {@code "d1"}, or {@code null} for every move
     * @return the answer: move texts
     */
    @JSExport
    public String moves(String square) {
        return Answers.of(out -> Writes.moves(legalMoves(square), out.events()));
    }

    /**
     * The open paths of the legal moves, each move's paths together in {@link Shape} order: for
     * highlighting targets and animating a move.
     *
     * @param square a square, or {@code null} for every move
     * @return the answer: {@code MovePath}s
     */
    @JSExport
    public String movePaths(String square) {
        return Answers.of(out -> {
            out.beginArray();
            for (Move move : legalMoves(square)) {
                for (MovePath path : game.paths(move)) {
                    Writes.path(path, out.events());
                }
            }
            out.endArray();
        });
    }

    /**
     * The open paths of one move, none when it is not legal.
     *
     * @param move a move such as {@code "d4b6"}
     * @return the answer: {@code MovePath}s
     */
    @JSExport
    public String paths(String move) {
        return Answers.of(out -> Writes.paths(game.paths(Move.parse(move)), out.events()));
    }

    /**
     * Why the piece on one square cannot move to another, or {@code null} when it can.
     *
     * @param from the square the piece would leave
     * @param to the square it would land on
     * @return the answer: a {@code Refusal} or {@code null}
     */
    @JSExport
    public String refusal(String from, String to) {
        return Answers.of(out -> {
            Optional<Refusal> refusal = game.refusal(Square.parse(from), Square.parse(to));
            if (refusal.isPresent()) {
                Writes.refusal(refusal.get(), out.events());
            } else {
                out.nullValue();
            }
        });
    }

    /**
     * Plays a move given as text ({@code "d1d3"}, {@code "d1-d3"}, or a ply's notation such as
     * {@code "d4xb6:2+"}, whose marks are checked as {@link Game#play(String)} does).
     *
     * @param text the move
     * @return the answer: {@code {"ply":…}} when played, {@code {"refusal":…}} when the rules
     *     refuse it; an error when the text is not a move
     */
    @JSExport
    public String play(String text) {
        return Answers.of(out -> JsPlay.played(out, () -> game.play(text)));
    }

    /**
     * Plays the move between two squares, along a chosen path or with a known landing energy.
     *
     * @param from the square the piece leaves
     * @param to the square it lands on
     * @param shape the path's shape such as {@code "UL"}, or {@code null} for the first open path
     * @param energy the landing energy (as a random game's record gives it), or 0 for the energy
     *     model's
     * @return the answer, as {@link #play(String)}
     */
    @JSExport
    public String playSquares(String from, String to, String shape, int energy) {
        return Answers.of(out -> JsPlay.playSquares(game, from, to, shape, energy, out));
    }

    /**
     * Takes back the last move (or a resignation or agreed draw).
     *
     * @return the answer: the {@code Ply} taken back; an error of kind {@code "state"} when there
     *     is nothing to undo
     */
    @JSExport
    public String undo() {
        return Answers.of(out -> Writes.ply(game.undo(), out.events()));
    }

    /**
     * Plays again the last move taken back.
     *
     * @return the answer: the {@code Ply}; an error of kind {@code "state"} when there is nothing
     *     to redo
     */
    @JSExport
    public String redo() {
        return Answers.of(out -> Writes.ply(game.redo(), out.events()));
    }

    /**
     * Whether there is a move to take back.
     *
     * @return true when {@link #undo()} would take one back
     */
    @JSExport
    public boolean canUndo() {
        return game.canUndo();
    }

    /**
     * Whether there is a move to play again.
     *
     * @return true when {@link #redo()} would play one
     */
    @JSExport
    public boolean canRedo() {
        return game.canRedo();
    }

    /**
     * Every move played, oldest first.
     *
     * @return the answer: {@code Ply}s
     */
    @JSExport
    public String history() {
        return Answers.of(out -> {
            out.beginArray();
            for (Ply ply : game.history()) {
                Writes.ply(ply, out.events());
            }
            out.endArray();
        });
    }

    /**
     * The last move played.
     *
     * @return the answer: a {@code Ply}, or {@code null} before the first move
     */
    @JSExport
    public String lastPly() {
        return Answers.of(out -> {
            Optional<Ply> last = game.lastPly();
            if (last.isPresent()) {
                Writes.ply(last.get(), out.events());
            } else {
                out.nullValue();
            }
        });
    }

    /**
     * The outcome so far, with its result token.
     *
     * @return the answer: an {@code Outcome}
     */
    @JSExport
    public String outcome() {
        Json out = Answers.start();
        Writes.outcome(game.outcome(), out.events());
        return Answers.end(out);
    }

    /**
     * Whether the side to move is in check.
     *
     * @return true when its king is attacked
     */
    @JSExport
    public boolean inCheck() {
        return game.isInCheck();
    }

    /**
     * The squares the piece on a square reaches along open paths.
     *
     * @param square the piece's square
     * @return the answer: squares in square order
     */
    @JSExport
    public String reach(String square) {
        return squares(square, REACH);
    }

    /**
     * The enemy pieces that attack the piece on a square.
     *
     * @param square the piece's square
     * @return the answer: squares in square order
     */
    @JSExport
    public String attackers(String square) {
        return squares(square, ATTACKERS);
    }

    /**
     * The pieces that defend the piece on a square.
     *
     * @param square the piece's square
     * @return the answer: squares in square order
     */
    @JSExport
    public String defenders(String square) {
        return squares(square, DEFENDERS);
    }

    private static final int REACH = 0;
    private static final int ATTACKERS = 1;
    private static final int DEFENDERS = 2;

    /**
     * The squares of {@link #reach}, {@link #attackers} or {@link #defenders}: one lambda for the
     * three, since the browser builds inline the square's parsing and the writing into each.
     */
    private String squares(String square, int which) {
        return Answers.of(out -> {
            Square at = Square.parse(square);
            Writes.squares(which == REACH ? game.reach(at) : which == ATTACKERS ? game.attackers(at)
                    : game.defenders(at), out.events());
        });
    }

    /**
     * Ends the game by a side's resignation.
     *
     * @param side {@code "white"}, {@code "red"}, or {@code null} for the side to move
     * @return the answer: the {@code Outcome}
     */
    @JSExport
    public String resign(String side) {
        return Answers.of(out -> {
            game.resign(side == null ? game.sideToMove() : JsArguments.colour(side));
            Writes.outcome(game.outcome(), out.events());
        });
    }

    /**
     * Ends the game in a draw agreed by both sides.
     *
     * @return the answer: the {@code Outcome}
     */
    @JSExport
    public String agreeDraw() {
        return Answers.of(out -> {
            game.agreeDraw();
            Writes.outcome(game.outcome(), out.events());
        });
    }

    /**
     * The game's record: its text, tags and comments, which change as the game does.
     *
     * @return the record, the same object at every call
     */
    @JSExport
    public JsGameRecord record() {
        return record;
    }

    /**
     * An independent game with the same setup, history and tags.
     *
     * @return the copy
     */
    @JSExport
    public JsGame copy() {
        return new JsGame(game.copy());
    }

    /**
     * Searches the current position with the game's own engine, made at the first search and kept
     * for the next. Runs on the calling thread: in a browser, call it from a Web Worker. At least one
     * limit is required, so that every search ends.
     *
     * @param depth the deepest iteration, or 0 for no depth limit
     * @param nodes the most nodes, or 0 for no node limit
     * @param timeMillis the longest time in milliseconds, or 0 for no time limit
     * @param lines how many best lines to find, 1 to 16; 0 for one
     * @param elo a strength limit for people ({@link EngineOptions#withStrengthLimit}), or 0 for
     *     full strength; the engine is made again when it changes
     * @param progress receives a {@code SearchProgress} after each completed depth, or {@code null}
     * @return the answer: a {@code SearchResult}; its best move is {@code null} when the game is over
     */
    @JSExport
    public String search(int depth, double nodes, double timeMillis, int lines, int elo, ProgressCallback progress) {
        return Answers.of(out -> search.search(game, depth, nodes, timeMillis, lines, elo, progress, out));
    }

    /**
     * The pieces of a side that attack a square, whatever stands on it: those that could land on it
     * were an enemy piece there (the same reach as {@link #attackers(String)}, on any square).
     *
     * @param square the square, empty or not
     * @param side {@code "white"} or {@code "red"}
     * @return the answer: squares in square order
     */
    @JSExport
    public String attackersBy(String square, String side) {
        return Answers.of(out -> {
            Square target = Square.parse(square);
            Colour by = JsArguments.colour(side);
            Position position = game.position().with(target, Piece.of(PieceKind.PAWN, by.opponent(), 1));
            Writes.squares(game.rules().attackers(position, target), out.events());
        });
    }

    /**
     * Starts the game again from a position: the same rules, energy model and tags, no moves. The
     * initial position ({@link Position#INITIAL_SPN}), or {@code null}, starts it from the energy
     * model's own initial position, as a new game with this setup starts: under turned or custom
     * magnets or random energies, its energies differ from that text's.
     *
     * @param spn the position, or {@code null}
     * @return the answer: {@code null}; an error, the game unchanged, when the position is refused
     */
    @JSExport
    public String load(String spn) {
        return Answers.of(out -> {
            Position start = spn == null ? null : Position.parse(spn);
            restart(start == null || start.equals(Position.initial()) ? null : start);
            out.nullValue();
        });
    }

    /**
     * Puts a piece on a square, replacing what stood there, and starts the game again from the new
     * position (as {@link #load(String)}).
     *
     * @param square the square
     * @param piece the piece in position notation, such as {@code "P4"} or {@code "k1"}
     * @return the answer: {@code null}; an error, the game unchanged, when the piece or the position
     *     is refused
     */
    @JSExport
    public String put(String square, String piece) {
        return Answers.of(out -> {
            restart(game.position().with(Square.parse(square), Piece.parse(piece)));
            out.nullValue();
        });
    }

    /**
     * Empties a square and starts the game again from the new position (as {@link #load(String)}).
     *
     * @param square the square
     * @return the answer: the piece removed, or {@code null} when the square was empty (the game is
     *     then unchanged)
     */
    @JSExport
    public String remove(String square) {
        return Answers.of(out -> {
            Square at = Square.parse(square);
            Optional<Piece> piece = game.position().pieceAt(at);
            if (piece.isEmpty()) {
                out.nullValue();
                return;
            }
            restart(game.position().without(at));
            out.value(piece.get().toString());
        });
    }

    /** A new game from a position (null: the energy model's initial one), with this game's rules, energy model and tags. */
    private void restart(Position start) {
        Game next = Shogun.newGame(start == null ? game.setup().withoutStart() : game.setup().withStart(start));
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            next.setTag(tag.getKey(), tag.getValue());
        }
        game = next;
    }

    private List<Move> legalMoves(String square) {
        return square == null ? game.legalMoves() : game.legalMoves(Square.parse(square));
    }
}
