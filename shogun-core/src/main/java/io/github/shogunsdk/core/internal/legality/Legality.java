package io.github.shogunsdk.core.internal.legality;

import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.board.SquareOrder;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import io.github.shogunsdk.core.internal.movegen.PathTable;

/**
 * Which pseudo-legal moves are legal under a {@link Variant} (docs/RULES.md §5).
 *
 * <ul>
 *   <li>standard and koth: after the move, the mover's king is not attacked (no king, no limit);
 *   <li>coursework: pawns may go anywhere in their reach; a king may not go to a square an enemy
 *       piece controls on the board as it stands (its own square still occupied), which also
 *       forbids capturing a defended piece.
 * </ul>
 *
 * <p>Standard legality is judged without making moves. Only the enemy pieces <em>in range</em> of
 * the king (standing exactly their energy's number of steps from it) can ever attack it, and a move
 * changes the occupied squares in two places only, so a move of a piece other than the king is
 * judged by testing those few enemies' paths to the king over the occupancy the move leaves. When
 * the king is not in check, a piece that is not the only blocker of one of those paths cannot
 * uncover it, and all its moves are legal without any test. Stateless and allocation-free.
 */
public final class Legality {

    private Legality() {
    }

    /**
     * Tells whether a pseudo-legal move of the piece on its start square is legal.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param move a packed pseudo-legal move of the piece's own colour
     * @return true when legal
     */
    public static boolean isLegal(Board board, Variant variant, int move) {
        int from = MoveGenerator.from(move);
        int to = MoveGenerator.to(move);
        int colour = board.colourAt(from);
        if (variant == Variant.COURSEWORK) {
            return !board.isKing(from) || !Attacks.isControlled(board, to, colour ^ 1);
        }
        return !leavesKingAttacked(board, from, to, colour);
    }

    /**
     * Tells whether moving the piece on {@code from} to {@code to} leaves its own king attacked:
     * whether, with the mover on {@code to} and any piece there captured, an enemy piece has an open
     * path to the king's square. The move is not made.
     *
     * @param board the board; left unchanged
     * @param from the mover's square
     * @param to the destination
     * @param colour the mover's colour
     * @return true when the king would be in check afterwards
     */
    public static boolean leavesKingAttacked(Board board, int from, int to, int colour) {
        int king = board.kingSquare(colour);
        if (king < 0) {
            return false;
        }
        long toBit = 1L << to;
        long occupied = board.occupied() & ~(1L << from) | toBit;
        int target = from == king ? to : king;
        long candidates = Attacks.inRange(board, target) & board.pieces(colour ^ 1) & ~toBit;
        return Attacks.isControlled(board, target, candidates, occupied);
    }

    /**
     * Writes the legal moves of the pieces in {@code movers} (all of one colour). The order is the
     * generator's (the king, then the pieces pinned or in check, then the others energy by energy,
     * which keeps each loop's table lookup the same); callers that need an order sort the moves.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @param buffer receives packed moves from index 0; {@link MoveGenerator#MAX_MOVES} entries suffice
     * @return the number of legal moves written
     */
    public static int legalMoves(Board board, Variant variant, long movers, int[] buffer) {
        if (movers == 0) {
            return 0;
        }
        int colour = board.colourAt(Long.numberOfTrailingZeros(movers));
        return variant == Variant.COURSEWORK
                ? coursework(board, colour, movers, buffer)
                : listStandard(board, colour, movers, buffer);
    }

    /**
     * Counts the legal moves of the pieces in {@code movers} (all of one colour): the number
     * {@link #legalMoves} would write, found faster (perft's last ply, checkmate tests).
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @return the number of legal moves
     */
    public static int countLegalMoves(Board board, Variant variant, long movers) {
        if (movers == 0) {
            return 0;
        }
        int colour = board.colourAt(Long.numberOfTrailingZeros(movers));
        return variant == Variant.COURSEWORK
                ? coursework(board, colour, movers, null)
                : countStandard(board, colour, movers);
    }

    /**
     * Tells whether any piece in {@code movers} (all of one colour) has a legal move: what
     * {@code countLegalMoves(…) > 0} tells, found faster, as it stops at the first piece with one.
     * The pieces free of any pin are tried first, as their reach alone decides; a game asks this
     * for rule 4 of the end of the game when it has not listed the moves.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @return true when there is a legal move
     */
    public static boolean hasLegalMove(Board board, Variant variant, long movers) {
        if (movers == 0) {
            return false;
        }
        int colour = board.colourAt(Long.numberOfTrailingZeros(movers));
        long own = board.pieces(colour);
        long occupied = board.occupied();
        if (variant == Variant.COURSEWORK) {
            long enemies = board.pieces(colour ^ 1);
            for (long m = movers; m != 0; m &= m - 1) {
                int from = Long.numberOfTrailingZeros(m);
                long targets = MoveGenerator.reach(from, board.energyAt(from), occupied, own);
                if (targets != 0 && board.isKing(from)) {
                    targets &= ~Attacks.controlledAmong(board, targets, enemies, occupied);
                }
                if (targets != 0) {
                    return true;
                }
            }
            return false;
        }
        int king = board.kingSquare(colour);
        long threats = 0;
        long restricted = 0;
        if (king >= 0) {
            threats = Attacks.inRange(board, king) & board.pieces(colour ^ 1);
            restricted = (restricted(king, threats, own, occupied) | 1L << king) & movers;
        }
        for (long m = movers & ~restricted; m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            if (MoveGenerator.reach(from, board.energyAt(from), occupied, own) != 0) {
                return true;
            }
        }
        if (king < 0) {
            return false;
        }
        if ((movers >>> king & 1) != 0 && safeKingTargets(board, king, own, occupied) != 0) {
            return true;
        }
        for (long m = restricted & ~(1L << king); m != 0; m &= m - 1) {
            if (safeTargets(board, Long.numberOfTrailingZeros(m), own, king, threats, occupied) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Writes the legal destinations of each piece in {@code movers} (all of one colour) as a
     * bitboard: {@code targets[i]} for the i-th mover in the order of square names (a1, a2, …, h8;
     * {@link SquareOrder}), zero for a piece without a legal move. The destinations are those
     * {@link #legalMoves} lists, grouped by piece in the order of a sorted list of moves.
     *
     * @param board the board; left unchanged
     * @param variant the rule set's variant
     * @param movers squares of pieces of one colour
     * @param targets receives one bitboard per mover; {@code Long.bitCount(movers)} entries suffice
     * @return the number of legal moves
     */
    public static int legalTargets(Board board, Variant variant, long movers, long[] targets) {
        if (movers == 0) {
            return 0;
        }
        long names = SquareOrder.transpose(movers);
        int colour = board.colourAt(Long.numberOfTrailingZeros(movers));
        long own = board.pieces(colour);
        long occupied = board.occupied();
        int count = 0;
        if (variant == Variant.COURSEWORK) {
            long enemies = board.pieces(colour ^ 1);
            for (long m = movers; m != 0; m &= m - 1) {
                int from = Long.numberOfTrailingZeros(m);
                long reach = MoveGenerator.reach(from, board.energyAt(from), occupied, own);
                if (board.isKing(from)) {
                    reach &= ~Attacks.controlledAmong(board, reach, enemies, occupied);
                }
                targets[slot(names, from)] = reach;
                count += Long.bitCount(reach);
            }
            return count;
        }
        MoveGenerator.useTables();
        int king = board.kingSquare(colour);
        if (king >= 0) {
            long threats = Attacks.inRange(board, king) & board.pieces(colour ^ 1);
            long restricted = restricted(king, threats, own, occupied) & movers;
            if ((movers >>> king & 1) != 0) {
                long reach = safeKingTargets(board, king, own, occupied);
                targets[slot(names, king)] = reach;
                count += Long.bitCount(reach);
            }
            for (long m = restricted & ~(1L << king); m != 0; m &= m - 1) {
                int from = Long.numberOfTrailingZeros(m);
                long reach = safeTargets(board, from, own, king, threats, occupied);
                targets[slot(names, from)] = reach;
                count += Long.bitCount(reach);
            }
            movers &= ~restricted & ~(1L << king);
        }
        // The unrestricted pieces energy by energy, as in listStandard.
        for (long m = movers & board.piecesWithEnergy(1); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            long reach = MoveGenerator.reach1(from, own);
            targets[slot(names, from)] = reach;
            count += Long.bitCount(reach);
        }
        for (long m = movers & board.piecesWithEnergy(2); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            long reach = MoveGenerator.reach2(from, occupied, own);
            targets[slot(names, from)] = reach;
            count += Long.bitCount(reach);
        }
        for (long m = movers & board.piecesWithEnergy(3); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            long reach = MoveGenerator.reach3(from, occupied, own);
            targets[slot(names, from)] = reach;
            count += Long.bitCount(reach);
        }
        for (long m = movers & board.piecesWithEnergy(4); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            long reach = MoveGenerator.reach4(from, occupied, own);
            targets[slot(names, from)] = reach;
            count += Long.bitCount(reach);
        }
        return count;
    }

    /** The place of a mover among the movers ({@code names}, by name) in the order of names. */
    private static int slot(long names, int from) {
        return Long.bitCount(names & (1L << SquareOrder.transposeIndex(from)) - 1);
    }

    /** Standard legality, listing the moves. */
    private static int listStandard(Board board, int colour, long movers, int[] buffer) {
        MoveGenerator.useTables();
        long own = board.pieces(colour);
        long occupied = own | board.pieces(colour ^ 1);
        int king = board.kingSquare(colour);
        int count = 0;
        if (king >= 0) {
            long threats = Attacks.inRange(board, king) & board.pieces(colour ^ 1);
            long restricted = restricted(king, threats, own, occupied) & movers;
            if ((movers >>> king & 1) != 0) {
                count = write(king, safeKingTargets(board, king, own, occupied), buffer, count);
            }
            for (long m = restricted & ~(1L << king); m != 0; m &= m - 1) {
                int from = Long.numberOfTrailingZeros(m);
                count = write(from, safeTargets(board, from, own, king, threats, occupied), buffer, count);
            }
            movers &= ~restricted & ~(1L << king);
        }
        // The unrestricted pieces, energy by energy: every move in their reach is legal.
        for (long m = movers & board.piecesWithEnergy(1); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            count = write(from, MoveGenerator.reach1(from, own), buffer, count);
        }
        for (long m = movers & board.piecesWithEnergy(2); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            count = write(from, MoveGenerator.reach2(from, occupied, own), buffer, count);
        }
        for (long m = movers & board.piecesWithEnergy(3); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            count = write(from, MoveGenerator.reach3(from, occupied, own), buffer, count);
        }
        for (long m = movers & board.piecesWithEnergy(4); m != 0; m &= m - 1) {
            int from = Long.numberOfTrailingZeros(m);
            count = write(from, MoveGenerator.reach4(from, occupied, own), buffer, count);
        }
        return count;
    }

    /**
     * Standard legality, counting the moves: {@link #listStandard} without the writing. The two are
     * kept apart, each with one loop per constant energy, on purpose: folding them (one method with
     * a null buffer, or a loop over the energies) measured 10 to 15 % slower in the benchmarks.
     */
    private static int countStandard(Board board, int colour, long movers) {
        MoveGenerator.useTables();
        long own = board.pieces(colour);
        long occupied = own | board.pieces(colour ^ 1);
        int king = board.kingSquare(colour);
        int count = 0;
        if (king >= 0) {
            long threats = Attacks.inRange(board, king) & board.pieces(colour ^ 1);
            long restricted = restricted(king, threats, own, occupied) & movers;
            if ((movers >>> king & 1) != 0) {
                count += Long.bitCount(safeKingTargets(board, king, own, occupied));
            }
            for (long m = restricted & ~(1L << king); m != 0; m &= m - 1) {
                int from = Long.numberOfTrailingZeros(m);
                count += Long.bitCount(safeTargets(board, from, own, king, threats, occupied));
            }
            movers &= ~restricted & ~(1L << king);
        }
        for (long m = movers & board.piecesWithEnergy(1); m != 0; m &= m - 1) {
            count += Long.bitCount(MoveGenerator.reach1(Long.numberOfTrailingZeros(m), own));
        }
        for (long m = movers & board.piecesWithEnergy(2); m != 0; m &= m - 1) {
            count += Long.bitCount(MoveGenerator.reach2(Long.numberOfTrailingZeros(m), occupied, own));
        }
        for (long m = movers & board.piecesWithEnergy(3); m != 0; m &= m - 1) {
            count += Long.bitCount(MoveGenerator.reach3(Long.numberOfTrailingZeros(m), occupied, own));
        }
        for (long m = movers & board.piecesWithEnergy(4); m != 0; m &= m - 1) {
            count += Long.bitCount(MoveGenerator.reach4(Long.numberOfTrailingZeros(m), occupied, own));
        }
        return count;
    }

    /**
     * The own pieces whose moves must be tested one by one: all of them when the king is in check,
     * else only the sole blockers of a path to the king from an enemy in range of it.
     */
    private static long restricted(int king, long threats, long own, long occupied) {
        long soleBlockers = 0;
        for (long t = threats; t != 0; t &= t - 1) {
            int threat = Long.numberOfTrailingZeros(t);
            long a = PathTable.pairMaskA(threat, king) & occupied;
            long b = PathTable.pairMaskB(threat, king) & occupied;
            if (a == 0 || b == 0) {
                return own;
            }
            if ((a & a - 1) == 0) {
                soleBlockers |= a;
            }
            if ((b & b - 1) == 0) {
                soleBlockers |= b;
            }
        }
        return soleBlockers & own;
    }

    /** Writes the moves from one square to each of {@code targets}; returns the new count. */
    private static int write(int from, long targets, int[] buffer, int count) {
        int origin = MoveGenerator.pack(from, 0);
        for (; targets != 0; targets &= targets - 1) {
            buffer[count++] = origin | Long.numberOfTrailingZeros(targets);
        }
        return count;
    }

    /**
     * The king's destinations where no enemy attacks it once it has left its square. Only enemies
     * at most their energy plus the king's steps away can reach a square the king reaches.
     */
    private static long safeKingTargets(Board board, int king, long own, long occupied) {
        MoveGenerator.useTables();
        long targets = MoveGenerator.reach(king, board.energyAt(king), occupied, own);
        long enemies = occupied & ~own;
        if (targets == 0) {
            return 0;
        }
        int steps = board.energyAt(king);
        long e1 = enemies & board.piecesWithEnergy(1) & PathTable.within(king, 1 + steps);
        long e2 = enemies & board.piecesWithEnergy(2) & PathTable.within(king, 2 + steps);
        long e3 = enemies & board.piecesWithEnergy(3) & PathTable.within(king, 3 + steps);
        long e4 = enemies & board.piecesWithEnergy(4) & PathTable.within(king, 4 + steps);
        long vacated = occupied & ~(1L << king);
        long safe = targets;
        for (; targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            long attackers = PathTable.destinations(to, 1) & e1 | PathTable.destinations(to, 2) & e2
                    | PathTable.destinations(to, 3) & e3 | PathTable.destinations(to, 4) & e4;
            if (attackers != 0 && Attacks.isControlled(board, to, attackers, vacated)) {
                safe &= ~(1L << to);
            }
        }
        return safe;
    }

    /** The destinations of a piece other than the king after which no threat attacks the king. */
    private static long safeTargets(Board board, int from, long own, int king, long threats, long occupied) {
        MoveGenerator.useTables();
        long targets = MoveGenerator.reach(from, board.energyAt(from), occupied, own);
        long vacated = occupied & ~(1L << from);
        long safe = 0;
        for (; targets != 0; targets &= targets - 1) {
            long toBit = targets & -targets;
            if (!Attacks.isControlled(board, king, threats & ~toBit, vacated | toBit)) {
                safe |= toBit;
            }
        }
        return safe;
    }

    /** Coursework legality; writes the moves to {@code buffer}, or only counts them when it is null. */
    private static int coursework(Board board, int colour, long movers, int[] buffer) {
        long own = board.pieces(colour);
        long enemies = board.pieces(colour ^ 1);
        long occupied = board.occupied();
        int count = 0;
        for (; movers != 0; movers &= movers - 1) {
            int from = Long.numberOfTrailingZeros(movers);
            long targets = MoveGenerator.reach(from, board.energyAt(from), occupied, own);
            if (board.isKing(from)) {
                // Not to a square an enemy controls on the board as it stands.
                targets &= ~Attacks.controlledAmong(board, targets, enemies, occupied);
            }
            if (buffer == null) {
                count += Long.bitCount(targets);
            } else {
                count = write(from, targets, buffer, count);
            }
        }
        return count;
    }
}
