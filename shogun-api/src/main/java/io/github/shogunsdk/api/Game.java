package io.github.shogunsdk.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A game: its position, its history with undo and redo, the outcome under its rule set, and every
 * question a frontend asks about the current position, answered under the game's own rule set.
 *
 * <p><strong>A game is mutable and not thread-safe</strong>: confine it to one thread, or guard it;
 * {@link #copy()} gives another thread a game of its own. The positions, moves and plies it hands
 * out are immutable and may be shared freely.
 *
 * <p>Every method that refuses its input refuses it before changing anything: a move that cannot
 * be played throws an {@link IllegalMoveException} and leaves the game exactly as it was.
 *
 * <p>A game holds at most {@value #MAX_PLIES} plies and {@value #MAX_TAGS} tags of its own; a move or
 * a new tag beyond that is refused, so that every game's record can be read back.
 *
 * <pre>{@code
 * Game game = Shogun.newGame();                           // standard rules, magnetic energies
 * Square d1 = Square.parse("d1");
 * game.legalMoves(d1);                                    // [d1c2, d1d3, d1e2]: for highlighting
 * game.paths(Move.parse("d1c2"));                         // [d1c2 UL]: c1 blocks the left-first corner
 * game.refusal(d1, Square.parse("d4")).orElseThrow().reason();   // WRONG_DISTANCE
 * Ply ply = game.play(d1, Square.parse("d3"));
 * game.undo();                                            // back to the start
 * game.redo();                                            // d1d3 again
 * game.outcome().result();                                // "*"
 * String record = game.toSgn();                           // read back with Shogun.readGame(record)
 * }</pre>
 */
public interface Game {

    /** The most plies a game holds. */
    int MAX_PLIES = 1_000_000;

    /**
     * The most tags a game holds besides the SDK's own ({@code Rules}, {@code Energy},
     * {@code Position}, {@code Result}); with the plies, the longest record a game writes stays well
     * within what {@link Shogun#readGame(String)} reads.
     */
    int MAX_TAGS = 256;

    /**
     * Returns how the game was set up.
     *
     * @return the rule set, energy model and start
     */
    GameSetup setup();

    /**
     * Returns the rules of the game's rule set, for questions about other positions.
     *
     * @return thread-safe rules
     */
    Rules rules();

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
     * Returns the legal moves of the side to move; empty once the game is over, whatever ended it
     * (the rules, a resignation or an agreed draw). While the game goes on, these are
     * {@link Rules#legalMoves(Position)} of its position under its rule set.
     *
     * @return the moves, sorted by their text
     */
    List<Move> legalMoves();

    /**
     * Returns the legal moves of the piece on a square: empty unless it belongs to the side to move,
     * and empty once the game is over, whatever ended it. While the game goes on, these are
     * {@link Rules#legalMoves(Position, Square)} of its position; the rules alone answer the same
     * question about any position, ended or not.
     *
     * @param from the piece's square
     * @return the moves, sorted by their text
     */
    List<Move> legalMoves(Square from);

    /**
     * Returns the open paths of a move of the piece on its start square: none, one, or two (the two
     * corners of a bent move), in {@link Shape} order; for animation. A path is open when the squares
     * before its end are empty and its end holds no piece of the mover's colour; check is not
     * considered.
     *
     * @param move the move
     * @return the open paths
     */
    List<MovePath> paths(Move move);

    /**
     * Returns the reach of the piece on a square: the destinations of its open paths, computed with
     * the piece lifted off the board, captures included, check not considered.
     *
     * @param from the piece's square
     * @return the squares in square order; empty if the square is empty
     */
    Set<Square> reach(Square from);

    /**
     * Returns the enemy pieces that attack the piece on a square (those whose reach holds it).
     *
     * @param square the attacked piece's square
     * @return the attackers' squares in square order; empty for an empty square
     */
    Set<Square> attackers(Square square);

    /**
     * Returns the other pieces of the same colour that could move to a square if its piece were
     * removed: those that could recapture there.
     *
     * @param square the defended piece's square
     * @return the defenders' squares in square order; empty for an empty square
     */
    Set<Square> defenders(Square square);

    /**
     * Tells whether the side to move is in check.
     *
     * @return true when its king is attacked; false when it has no king
     */
    boolean isInCheck();

    /**
     * Tells why a move cannot be played now, without playing it.
     *
     * @param from the square the piece would leave
     * @param to the square it would land on (the same square gives {@link RefusalReason#NO_MOVEMENT})
     * @return why not, or empty when the move can be played
     */
    Optional<Refusal> refusal(Square from, Square to);

    /**
     * Plays a move along the first open path in {@link Shape} order; the landing energy comes from
     * the energy model.
     *
     * @param move a legal move of the side to move
     * @return what happened
     * @throws IllegalMoveException if the move cannot be played, saying why; the game is unchanged
     */
    Ply play(Move move);

    /**
     * Plays a move along a chosen path: the ply records that path when it is open, otherwise the
     * first open path of the same move (the rules identify a move by its squares).
     *
     * @param path a path of a legal move
     * @return what happened
     * @throws IllegalMoveException if the move cannot be played, saying why; the game is unchanged
     */
    Ply play(MovePath path);

    /**
     * Plays the move between two squares, as a click-to-move board asks.
     *
     * @param from the square the piece leaves
     * @param to the square it lands on
     * @return what happened
     * @throws IllegalMoveException if the move cannot be played (including {@code from} equal to
     *     {@code to}), saying why; the game is unchanged
     */
    Ply play(Square from, Square to);

    /**
     * Plays a move given as text: an input form such as {@code "d1d3"}, {@code "d1-d3"} or
     * {@code "d4xb6+"}, or the record form a ply writes ({@link Ply#toString()}), such as
     * {@code "d4xb6:2+"}, so that {@code game.play(ply.toString())} replays a ply of another game.
     * The marks are checked: a landing energy ({@code :n}) outside the piece's range or, under the
     * fixed and magnetic models, other than the model's is refused with
     * {@link RefusalReason#WRONG_LANDING_ENERGY}; under random energies it is the energy drawn. A
     * capture mark ({@code x}) onto an empty square, a check mark ({@code +}) on a move that gives
     * no check and a checkmate mark ({@code #}) on one that does not mate are refused with
     * {@link RefusalReason#WRONG_MARK}. A missing mark is no claim and is never refused.
     *
     * <pre>{@code
     * game.play("a1a5:4");      // the pawn on a1 to a5, landing with energy 4
     * game.play("d8d7:2");      // refused: WRONG_LANDING_ENERGY, the magnetic model gives 3
     * }</pre>
     *
     * @param text the move in move notation
     * @return what happened
     * @throws NotationException if the text is not move notation
     * @throws IllegalMoveException if the move cannot be played, or a mark contradicts it; the game is
     *     unchanged
     */
    Ply play(String text);

    /**
     * Plays a move with a known landing energy, as a record of a random game replays it. Under the
     * fixed and magnetic models the energy must be the one the model gives.
     *
     * @param move a legal move of the side to move
     * @param landingEnergy the mover's energy after landing: 1 to 4 for a pawn, 1 to 2 for a king
     * @return what happened
     * @throws IllegalMoveException if the move cannot be played; the game is unchanged
     * @throws IllegalArgumentException if the energy is outside the piece's range (zero and negative
     *     numbers included), or differs from the one a fixed or magnetic model gives; the game is
     *     unchanged
     */
    Ply play(Move move, int landingEnergy);

    /**
     * Ends the game by a side's resignation: the other side wins. A game that has ended cannot
     * resign; {@link #undo()} takes the resignation back with the last move.
     *
     * @param side the side that resigns
     * @throws IllegalStateException if the game is already over; the game is unchanged
     */
    void resign(Colour side);

    /**
     * Ends the game as a draw by agreement.
     *
     * @throws IllegalStateException if the game is already over; the game is unchanged
     */
    void agreeDraw();

    /**
     * Tells whether there is a move to undo.
     *
     * @return true when at least one move has been played
     */
    boolean canUndo();

    /**
     * Takes back the last move; it can be redone until another move is played. A resignation or
     * agreed draw is withdrawn with it.
     *
     * @return the ply taken back
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
     * Replays the last move taken back, along the same path and with the same landing energy.
     *
     * @return the ply replayed
     * @throws IllegalStateException if there is nothing to redo, or the game is over
     */
    Ply redo();

    /**
     * Returns the moves played, first to last (undone moves are not included).
     *
     * @return an immutable list
     */
    List<Ply> history();

    /**
     * Returns the last move played.
     *
     * @return the last ply, or empty before the first move
     */
    Optional<Ply> lastPly();

    /**
     * Returns the outcome of the game as it stands: the end-of-game rules in order (captured king,
     * bare king, hill, no legal move, threefold repetition, quiet-ply limit), or a resignation or
     * agreed draw.
     *
     * @return ongoing, a win with its reason, or a draw with its reason
     */
    Outcome outcome();

    /**
     * Returns an independent game with the same setup, history, undone moves, tags and outcome;
     * for another thread (a background search) or to explore a line.
     *
     * @return the copy
     */
    Game copy();

    /**
     * Returns the record's tags (such as {@code White} and {@code Red}), in order; the SDK's own
     * tags ({@code Rules}, {@code Energy}, {@code Position}, {@code Result}) are written from the
     * game and are not in this map.
     *
     * @return an immutable map
     */
    Map<String, String> tags();

    /**
     * Returns the value of one of the record's tags.
     *
     * @param name the tag name, such as {@code White}
     * @return the value, or empty when the game has no such tag
     */
    default Optional<String> tag(String name) {
        return Optional.ofNullable(tags().get(java.util.Objects.requireNonNull(name, "name")));
    }

    /**
     * Sets a tag of the record, such as {@code White}; an empty value removes it (an empty value is
     * no tag anywhere: {@link GameRecord#withTags} leaves it out, and a record's {@code [Event ""]}
     * reads as no tag). A game holds at
     * most {@value #MAX_TAGS} tags: a new one beyond that is refused, while changing or removing a
     * tag is always possible.
     *
     * @param name a tag name: 1 to 64 letters, digits and underscores; not one of the SDK's own
     *     tags (to record a result, {@link #resign resign} or {@link #agreeDraw agreeDraw})
     * @param value the value: one line of at most 1 024 characters, without control characters
     *     other than tab
     * @throws IllegalArgumentException if the name or value is unfit, or the tag is new and the game
     *     already holds {@value #MAX_TAGS} tags; the tags are unchanged
     */
    void setTag(String name, String value);

    /**
     * Returns the comments on the game's plies, as a record holds them in braces: keyed by the
     * number of plies before the comment, so 0 is the comment that opens the game and {@code n} the
     * comment after the {@code n}-th ply. A comment belongs to the ply before it; taking a ply back
     * hides its comment until {@link #redo()} brings both back, and playing another move in its
     * place drops it.
     *
     * <pre>{@code
     * Game game = Shogun.readGame("{A short game} 1. d1d3:1 {the king steps up} e8e7:2 *");
     * game.comments();        // {0=A short game, 1=the king steps up}
     * game.comment(1);        // Optional[the king steps up]
     * game.setComment(2, "Red answers");
     * game.toSgn();           // ... 1. d1d3:1 {the king steps up} e8e7:2 {Red answers} *
     * }</pre>
     *
     * @return an immutable map in ply order; empty when there is no comment
     */
    Map<Integer, String> comments();

    /**
     * Returns the comment after a number of plies.
     *
     * @param plies 0 for the comment that opens the game, {@code n} for the one after the
     *     {@code n}-th ply
     * @return the comment, or empty when there is none
     * @throws IllegalArgumentException if {@code plies} is negative or more than the plies played
     */
    Optional<String> comment(int plies);

    /**
     * Sets the comment after a number of plies, replacing any; an empty (or blank) text removes it.
     * Runs of whitespace, line breaks included, become one space and the ends are trimmed, as when a
     * record is read, so every comment reads back as it was set.
     *
     * @param plies 0 for the comment that opens the game, {@code n} for the one after the
     *     {@code n}-th ply
     * @param text the comment: any text without a closing brace {@code '}'} or a control character
     *     other than line ends and tab (C0, DEL and C1 controls are refused, as in tags)
     * @throws IllegalArgumentException if {@code plies} is negative or more than the plies played,
     *     or the text holds a {@code '}'} or such a control character (the message names it escaped,
     *     such as {@code \}{@code u001B}, and its index); the comments are unchanged
     */
    void setComment(int plies, String text);

    /**
     * Returns the moves as a record writes them, numbered and with their marks, on one line, without
     * comments (neither path comments nor {@link #comments()}) or a result: {@code "1. d1d3:1 e8e7:2"}; empty before the first move.
     *
     * @return the movetext
     */
    String movetext();

    /**
     * Writes the game as a record (SGN), which {@link Shogun#readGame(String)} reads back to an
     * equal game: the same setup, positions, paths, tags, comments and outcome.
     *
     * @return the record
     */
    String toSgn();
}
