package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shape;

/**
 * What the live layer asks of a game: its state with its revision, read together, and a move that
 * names the ply it follows ({@link PlyOrder}), played at most once however often it is sent.
 */
public final class LiveGame {

    private LiveGame() {
    }

    /**
     * Returns a game's state with its revision.
     *
     * @param game the game
     * @return both, read under the game's lock
     */
    public static Revised current(GameSession game) {
        synchronized (game) {
            return new Revised(revision(game), false, game.state());
        }
    }

    /**
     * Plays a move that follows a given ply, or answers that it was played already.
     *
     * @param game the game
     * @param after how many plies the line shown held when the move was chosen
     * @param move the move
     * @param shape the corner its path goes by, or null for its first open path
     * @return the game after the move, with {@link Revised#alreadyPlayed()} true when it was not played again
     * @throws GameException for a move out of order, or one {@link GameSession#play} refuses
     */
    public static Revised playAfter(GameSession game, int after, Move move, Shape shape) {
        synchronized (game) {
            if (PlyOrder.alreadyPlayed(game.tree.game(), after, move)) {
                return new Revised(revision(game), true, game.state());
            }
            Views.State state = game.play(move, shape).state();
            return new Revised(revision(game), false, state);
        }
    }

    private static long revision(GameSession game) {
        long stored = game.revision();
        return stored != 0 ? stored : game.commits.count();
    }
}
