package io.github.shogunsdk.api;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The rules of Shogun under one {@link RuleSet}, as questions about positions: what each piece can
 * reach, attack and legally do, why a move is refused, what a move leads to, and whether the
 * position ends the game. Get one from {@link Shogun#rules(RuleSet)}, or from a game
 * ({@link Game#rules()}). Implementations are immutable and safe to share between threads.
 *
 * <p>A {@link Game} answers the same questions about its current position; these methods serve
 * positions outside a game (analysis boards, puzzles, bots).
 *
 * <p>Square sets iterate in square order (a1, a2, …, h8); move lists are sorted by their text,
 * which is the same as by from-square, then to-square.
 *
 * <pre>{@code
 * Rules rules = Shogun.rules();
 * Position start = Position.initial();
 * List<Move> moves = rules.legalMoves(start);                     // 27 moves: a1a5, a1b4, …
 * Position next = rules.play(start, Move.parse("d1d3"), EnergyModel.magnetic());
 * next.pieceAt(Square.parse("d3"));                               // Optional[K1]: magnet 3 on d3 is odd
 * rules.attackers(next, Square.parse("d3"));                      // []
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
     * squares holding an own piece are not; check is not considered.
     *
     * @param position the position
     * @param from the piece's square
     * @return the reachable squares in square order; empty if {@code from} is empty
     */
    Set<Square> reach(Position position, Square from);

    /**
     * Returns every open path of a move of the piece on its start square: none, one, or two (the
     * two corners of a bent move), in {@link Shape} order. Check is not considered.
     *
     * @param position the position
     * @param move the move
     * @return the open paths
     */
    List<MovePath> paths(Position position, Move move);

    /**
     * Returns the enemy pieces that attack the piece on {@code square}: those whose reach holds it.
     *
     * @param position the position
     * @param square the attacked piece's square
     * @return the attackers' squares in square order; empty for an empty square
     */
    Set<Square> attackers(Position position, Square square);

    /**
     * Returns the other pieces of the same colour that could move to {@code square} if its piece
     * were removed: those that could recapture there.
     *
     * @param position the position
     * @param square the defended piece's square
     * @return the defenders' squares in square order; empty for an empty square
     */
    Set<Square> defenders(Position position, Square square);

    /**
     * Returns the enemy pieces attacked by at least one piece of {@code colour}.
     *
     * @param position the position
     * @param colour the attacking side
     * @return the squares of the attacked enemy pieces, in square order
     */
    Set<Square> attacked(Position position, Colour colour);

    /**
     * Tells whether the side to move is in check: an enemy piece attacks its king;
     * {@link #isInCheck(Position, Colour)} for the side to move.
     *
     * @param position the position
     * @return true when the side to move's king is attacked; false on a board without that king
     */
    default boolean isInCheck(Position position) {
        return isInCheck(position, java.util.Objects.requireNonNull(position, "position").sideToMove());
    }

    /**
     * Tells whether a side's king is attacked, whoever is to move.
     *
     * @param position the position
     * @param side the king's side
     * @return true when that king is attacked; false on a board without that king
     */
    boolean isInCheck(Position position, Colour side);

    /**
     * Returns the legal moves of the side to move under this rule set, one per (from, to). These are
     * the movement rules' answer whatever the position's outcome: a position that ends the game (a
     * bare king, a king on the hill) still has the moves its pieces could make, whereas a
     * {@link Game} that has ended has none.
     *
     * @param position the position
     * @return the moves, sorted by their text
     */
    List<Move> legalMoves(Position position);

    /**
     * Returns the legal moves of the side to move's pieces of one kind.
     *
     * @param position the position
     * @param kind only this kind's moves
     * @return the moves, sorted by their text
     */
    List<Move> legalMoves(Position position, PieceKind kind);

    /**
     * Returns the legal moves of the piece on {@code from}: empty unless it belongs to the side to
     * move. To see the other side's options, ask about {@code position.withSideToMove(side)}. Like
     * {@link #legalMoves(Position)}, the answer is the movement rules' whatever the position's
     * outcome; {@link Game#legalMoves(Square)} is the same while its game goes on, and empty after.
     *
     * @param position the position
     * @param from the piece's square
     * @return the moves, sorted by their text
     */
    List<Move> legalMoves(Position position, Square from);

    /**
     * Tells whether the side to move may play a move: its piece stands on the move's start, and
     * (from, to) is legal under this rule set (a bent move needs one open corner).
     *
     * @param position the position
     * @param move the move
     * @return true when {@link #play play} would accept it
     */
    boolean isLegal(Position position, Move move);

    /**
     * Tells why the side to move may not move from one square to another, without playing.
     *
     * @param position the position
     * @param from the square the piece would leave
     * @param to the square it would land on (the same square gives {@link RefusalReason#NO_MOVEMENT})
     * @return why not, or empty when the move is legal
     */
    Optional<Refusal> refusal(Position position, Square from, Square to);

    /**
     * Plays a legal move, setting the landing energy by the energy model, and returns the new
     * position: captured piece removed, side to move switched, quiet-ply counter reset by a
     * capture and otherwise increased, move number increased after a Red move.
     *
     * <p>Under {@link EnergyModel.Random} the landing energy is drawn uniformly by a generator
     * seeded from the model's seed, the position and the move, so the same seed replays the same
     * energies.
     *
     * @param position the position
     * @param move a legal move of the side to move
     * @param model sets the landing energy
     * @return the position after the move
     * @throws IllegalMoveException if the move is not legal, saying why
     */
    Position play(Position position, Move move, EnergyModel model);

    /**
     * Plays a legal move with an explicit landing energy.
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
     * Returns the outcome the position shows on its own: a bare king (by this rule set's
     * {@link BareKingRule}), a king on the hill (koth), checkmate or trapped. The side to move is
     * checked first for a bare king; for the hill, the side that just moved. Repetition, the
     * quiet-ply limit and a captured king need the game's history and are judged by a game.
     *
     * @param position the position
     * @return the outcome
     */
    Outcome outcome(Position position);
}
