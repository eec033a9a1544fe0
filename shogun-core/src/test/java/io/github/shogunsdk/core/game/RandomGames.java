package io.github.shogunsdk.core.game;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.SplittableRandom;

/** Plays games of uniformly random legal moves to their end, reproducibly from a seed. */
public final class RandomGames {

    private RandomGames() {
    }

    /**
     * Plays a random game to its end.
     *
     * @param setup the setup
     * @param seed picks the moves
     * @return the finished game
     */
    public static Game play(GameSetup setup, long seed) {
        Game game = Shogun.newGame(setup);
        SplittableRandom random = new SplittableRandom(seed);
        while (!game.outcome().isOver()) {
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return game;
    }
}
