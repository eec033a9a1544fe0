package io.github.shogunsdk.api;

import io.github.shogunsdk.api.notation.NotationException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game in progress: the position, its history with undo and redo, and the outcome under the
 * game's rule set (RULES.md §7, including threefold repetition and the quiet-ply limit).
 *
 * <p><strong>A game is mutable and not thread-safe</strong>: confine it to one thread, or guard it.
 * The positions it hands out are immutable and may be shared freely. A move that cannot be played
 * throws and leaves the game exactly as it was.
 *
 * <pre>{@code
 * Game game = Shogun.newGame();                 // standard rules, magnetic energies
 * game.legalMoves(Square.of("d1"));             // [d1c2, d1d3, d1e2]: for highlighting
 * game.play("d1d3");
 * game.undo();                                  // back to the start
 * game.redo();                                  // d1d3 again
 * game.outcome();                               // Game in progress
 * String record = game.toSgn();                 // read back with Shogun.readGame(record)
 * }</pre>
 */
public interface Game {

    /**
     * Returns how the game was set up.
     *
     * @return the rule set, energy model and start
     */
    GameSetup setup();

    /**
     * Returns the position the game started from.
     *
     * @return the start position
     */
    Position start();

    /**
     * Returns the current position.
     *
     * @return the position after the last move played (and not undone)
     */
    Position position();

    /**
     * Returns the side to move.
     *
     * @return white or red
     */
    Colour sideToMove();

    /**
     * Returns the legal moves of the side to move; empty once the game is over.
     *
     * @return the moves, sorted by notation
     */
    List<Move> legalMoves();

    /**
     * Returns the legal moves of the side to move's piece on a square, for highlighting; empty if
     * the square holds no piece of the side to move, or the game is over.
     *
     * @param from the piece's square
     * @return the moves, sorted by notation
     */
    List<Move> legalMoves(Square from);

    /**
     * Plays a move: the landing energy comes from the energy model.
     *
     * @param move a legal move of the side to move
     * @return what happened
     * @throws IllegalMoveException if the move is illegal or the game is over, saying why; the game
     *     is unchanged
     */
    Ply play(Move move);

    /**
     * Plays a move given as text, such as {@code "d1d3"} or {@code "d4xb6+"}.
     *
     * @param text the move in move notation
     * @return what happened
     * @throws NotationException if the text is not move notation
     * @throws IllegalMoveException if the move is illegal or the game is over; the game is unchanged
     */
    Ply play(String text);

    /**
     * Plays a move with a known landing energy, as a record of a random game replays it.
     *
     * @param move a legal move of the side to move
     * @param landingEnergy the mover's energy after landing, in its kind's range
     * @return what happened
     * @throws IllegalMoveException if the move is illegal or the game is over; the game is unchanged
     * @throws IllegalArgumentException if the energy is out of range; the game is unchanged
     */
    Ply play(Move move, int landingEnergy);

    /**
     * Tells whether there is a move to undo.
     *
     * @return true when at least one move has been played
     */
    boolean canUndo();

    /**
     * Takes back the last move; it can be redone until another move is played.
     *
     * @return the move taken back
     * @throws IllegalStateException if no move has been played
     */
    Ply undo();

    /**
     * Tells whether there is an undone move to replay.
     *
     * @return true after an undo, until another move is played
     */
    boolean canRedo();

    /**
     * Replays the last move taken back, with the same landing energy.
     *
     * @return the move replayed
     * @throws IllegalStateException if there is nothing to redo
     */
    Ply redo();

    /**
     * Returns the moves played, first to last (undone moves are not included).
     *
     * @return an immutable list
     */
    List<Ply> history();

    /**
     * Tells whether the side to move is in check.
     *
     * @return true when its king is attacked
     */
    boolean isCheck();

    /**
     * Returns the outcome of the game as it stands (RULES.md §7).
     *
     * @return ongoing, a win with its reason, or a draw with its reason
     */
    Outcome outcome();

    /**
     * Returns the record's tags (such as {@code White} and {@code Red}), in order; the SDK's own
     * tags ({@code Rules}, {@code Energy}, {@code Position}, {@code Result}) are written from the
     * game and are not in this map.
     *
     * @return an immutable map
     */
    Map<String, String> tags();

    /**
     * Sets a tag of the record, such as {@code White}; an empty value removes it.
     *
     * @param name a tag name: letters, digits and underscores; not one of the SDK's own tags
     * @param value the value, on one line
     * @throws IllegalArgumentException if the name or value is unfit
     */
    void setTag(String name, String value);

    /**
     * Returns the value of a tag.
     *
     * @param name the tag name
     * @return the value, or empty
     */
    default Optional<String> tag(String name) {
        return Optional.ofNullable(tags().get(name));
    }

    /**
     * Returns the moves as a record writes them, numbered and with their marks, on one line, without
     * comments or a result: {@code "1. d1d3:1 e8e7:2"}; empty before the first move.
     *
     * @return the movetext
     */
    String movetext();

    /**
     * Writes the game as a record (SGN, RULES.md §10), which {@link Shogun#readGame(String)} reads
     * back to the same positions and outcome.
     *
     * @return the record
     */
    String toSgn();
}
