package io.github.shogunsdk.api;

import io.github.shogunsdk.api.notation.MoveText;
import io.github.shogunsdk.api.notation.NotationException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rules of Shogun under one {@link RuleSet}: what each piece can reach, attack and legally do,
 * what a move leads to, and whether the game is over. Get one from {@link Shogun#rules(RuleSet)}.
 * Implementations are immutable and safe to share between threads.
 *
 * <p>Square sets iterate in square order (a1, a2, …, h8); move lists are sorted by their
 * notation, which is the same as by from-square, then to-square.
 *
 * <pre>{@code
 * Rules rules = Shogun.rules();
 * Position start = Position.initial();
 * List<Move> moves = rules.legalMoves(start);
 * Position next = rules.play(start, rules.move(start, "d1d3"), EnergyModel.magnetic());
 * next.pieceAt(Square.of("d3"));   // Optional[K1]: magnet 3 on d3 is odd
 * }</pre>
 */
public interface Rules {

    /**
     * Returns the rule set these rules apply.
     *
     * @return the rule set
     */
    RuleSet ruleSet();

    /**
     * Returns the initial position for an energy model: White on rank 1, Red on rank 8, White to
     * move. Under {@link EnergyModel.Magnetic} the energies are the magnets on the starting squares
     * (kings: 2 if even, else 1); under {@link EnergyModel.Fixed} they are those of
     * {@link Position#initial()}; under {@link EnergyModel.Random} they are drawn from the seed.
     *
     * @param model the energy model
     * @return the initial position
     */
    Position initial(EnergyModel model);

    /**
     * Returns the reach of the piece on {@code from}: the destinations of its open paths, computed
     * with the piece lifted off the board. Squares holding an enemy piece are included (captures);
     * squares holding an own piece are not.
     *
     * @param position the position
     * @param from the piece's square
     * @return the reachable squares in square order; empty if {@code from} is empty
     */
    Set<Square> reach(Position position, Square from);

    /**
     * Returns the part of the reach that open paths of one shape lead to.
     *
     * @param position the position
     * @param from the piece's square
     * @param shape one of the 12 shapes
     * @return the squares reachable along that shape, in square order
     */
    Set<Square> reach(Position position, Square from, Shape shape);

    /**
     * Returns every open path from {@code from} to {@code to}: none, one, or two (the two corners
     * of a bent move).
     *
     * @param position the position
     * @param from the piece's square
     * @param to the destination
     * @return the open paths in {@link Shape} order
     */
    List<Move> paths(Position position, Square from, Square to);

    /**
     * Counts the enemy pieces that attack the piece on {@code square}: those whose reach holds it.
     *
     * @param position the position
     * @param square the attacked piece's square
     * @return the number of attacking pieces (not paths); 0 for an empty square
     */
    int attackers(Position position, Square square);

    /**
     * Counts the other pieces of the same colour that could move to {@code square} if its piece
     * were removed (that could recapture there).
     *
     * @param position the position
     * @param square the defended piece's square
     * @return the number of defending pieces; 0 for an empty square
     */
    int defenders(Position position, Square square);

    /**
     * Returns the enemy pieces attacked by at least one piece of {@code colour}.
     *
     * @param position the position
     * @param colour the attacking side
     * @return the squares of the attacked enemy pieces, in square order
     */
    Set<Square> attacked(Position position, Colour colour);

    /**
     * Tells whether the side to move is in check: an enemy piece attacks its king.
     *
     * @param position the position
     * @return true when the side to move's king is attacked; false on a board without that king
     */
    boolean isCheck(Position position);

    /**
     * Tells whether a side's king is attacked, whoever is to move.
     *
     * @param position the position
     * @param colour the king's side
     * @return true when that king is attacked; false on a board without that king
     */
    boolean isInCheck(Position position, Colour colour);

    /**
     * Returns the legal moves of the side to move under this rule set, one per (from, to).
     *
     * @param position the position
     * @return the moves, sorted by notation
     */
    List<Move> legalMoves(Position position);

    /**
     * Returns the legal moves of the side to move's pieces of one kind.
     *
     * @param position the position
     * @param kind only this kind's moves
     * @return the moves, sorted by notation
     */
    List<Move> legalMoves(Position position, PieceKind kind);

    /**
     * Returns the legal moves of the piece on {@code from}, judged as if its side were to move
     * (so a frontend can show either side's options).
     *
     * @param position the position
     * @param from the piece's square
     * @return the moves, sorted by notation; empty if the square is empty
     */
    List<Move> legalMoves(Position position, Square from);

    /**
     * Tells whether the side to move may play a move: its piece stands on the move's start, and
     * (from, to) is legal under this rule set. Moves are identified by their squares, so a bent
     * move whose own corner is blocked is legal when the other corner is open.
     *
     * @param position the position
     * @param move the move
     * @return true when {@link #play} would accept it
     */
    boolean isLegal(Position position, Move move);

    /**
     * Resolves move text (such as {@code "d4b6"}, {@code "d4xb6+"}) to the legal move it names.
     *
     * @param position the position
     * @param text the move in move notation
     * @return the legal move, carrying an open path
     * @throws NotationException if the text is not move notation
     * @throws IllegalMoveException if the move is not legal here, saying why
     */
    Move move(Position position, String text);

    /**
     * Resolves move text to the legal move it names.
     *
     * @param position the position
     * @param text the move's squares
     * @return the legal move, carrying an open path
     * @throws IllegalMoveException if the move is not legal here, saying why
     */
    Move move(Position position, MoveText text);

    /**
     * Plays a legal move, setting the landing energy by the energy model, and returns the new
     * position: captured piece removed, side to move switched, quiet-ply counter reset by a
     * capture and otherwise increased, move number increased after a Red move.
     *
     * <p>Under {@link EnergyModel.Random} the landing energy is drawn uniformly by a generator
     * seeded from the model's seed, the position and the move, so the same seed replays the same
     * energies; a game record stores the drawn energies so it replays without the seed.
     *
     * @param position the position
     * @param move a legal move of the side to move
     * @param model sets the landing energy
     * @return the position after the move
     * @throws IllegalMoveException if the move is not legal, saying why
     */
    Position play(Position position, Move move, EnergyModel model);

    /**
     * Plays a legal move with an explicit landing energy (as a game record replays a random game).
     *
     * @param position the position
     * @param move a legal move of the side to move
     * @param landingEnergy the energy of the moved piece afterwards, in its kind's range
     * @return the position after the move
     * @throws IllegalMoveException if the move is not legal, saying why
     * @throws IllegalArgumentException if the energy is outside the piece's range
     */
    Position play(Position position, Move move, int landingEnergy);

    /**
     * Returns the outcome the position shows on its own (RULES.md §7): a bare king (by this rule
     * set's {@link BareKingRule}), a king on the hill (koth), checkmate or trapped. The side to move
     * is checked first for a bare king; for the hill, the side that just moved. Repetition, the
     * quiet-ply limit and a captured king need the game's history and are judged by a game.
     *
     * @param position the position
     * @return the outcome
     */
    Outcome outcome(Position position);

    /**
     * Counts the leaf nodes of the standard legal-move tree of a depth (perft). Only the absence of
     * legal moves ends a line; the other end-of-game rules are ignored. Legality is always standard
     * here, whatever this rule set is.
     *
     * @param position the root
     * @param depth 0 or more
     * @param model sets the landing energies along the tree
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative
     */
    long perft(Position position, int depth, EnergyModel model);

    /**
     * Counts perft leaves like {@link #perft(Position, int, EnergyModel)}, sharing the root moves
     * among several threads; the count is the same for any number of threads.
     *
     * @param position the root
     * @param depth 0 or more
     * @param model sets the landing energies along the tree
     * @param threads 1 or more
     * @return the number of leaves
     * @throws IllegalArgumentException if the depth is negative or the thread count is less than 1
     */
    long perft(Position position, int depth, EnergyModel model, int threads);

    /**
     * Counts perft leaves under each legal root move.
     *
     * @param position the root
     * @param depth 1 or more
     * @param model sets the landing energies along the tree
     * @return the count under each root move, sorted by notation
     * @throws IllegalArgumentException if the depth is less than 1
     */
    Map<Move, Long> divide(Position position, int depth, EnergyModel model);
}
