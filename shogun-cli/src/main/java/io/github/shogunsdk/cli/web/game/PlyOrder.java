package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import java.util.List;

/**
 * The check that makes a move sent twice count once: a move names the ply it follows ({@code after},
 * the number of plies played before it on the line shown), so a client that sends it again after a
 * lost answer learns that it was played instead of playing it twice. It holds for every kind of
 * game; a seat's check (whose move it is) comes on top of it.
 *
 * {@snippet :
 * // The game shows 4 plies; "e8e7" after 4 is new, "d1d3" after 3 is the fourth ply itself.
 * boolean again = PlyOrder.alreadyPlayed(game, 3, Move.parse("d1d3"));
 * }
 */
public final class PlyOrder {

    private PlyOrder() {
    }

    /**
     * Checks a move against the line shown.
     *
     * @param game the game at the node shown
     * @param after how many plies the line held when the move was chosen
     * @param move the move
     * @return false when the move is to be played now ({@code after} is the line's length), true when
     *     the line already holds it as its ply number {@code after + 1}
     * @throws GameException.Malformed for a negative {@code after}
     * @throws GameException.Conflict when the line is shorter than {@code after}, or holds another move there
     */
    public static boolean alreadyPlayed(Game game, int after, Move move) {
        if (after < 0) {
            throw new GameException.Malformed("\"after\" is the number of plies played before the move, 0 or more, not "
                    + after);
        }
        List<Ply> line = game.history();
        if (after == line.size()) {
            return false;
        }
        if (after > line.size()) {
            throw new GameException.Conflict("the move follows ply " + after + " but the game shows " + line.size()
                    + " plies; reload the game");
        }
        Move there = line.get(after).move();
        if (there.equals(move)) {
            return true;
        }
        throw new GameException.Conflict("ply " + (after + 1) + " of this game is " + there + ", not " + move
                + "; the game shows " + line.size() + " plies now");
    }
}
