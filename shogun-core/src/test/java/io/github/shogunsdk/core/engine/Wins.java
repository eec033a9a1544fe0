package io.github.shogunsdk.core.engine;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.WinReason;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Brute-force knowledge of short wins, found with the public API only (games, their legal moves
 * and outcomes), independent of the engine: wins in one ply, and wins forced in three plies.
 */
final class Wins {

    private Wins() {
    }

    /**
     * Plays random legal moves, stopping before the game ends.
     *
     * @param setup the setup
     * @param seed picks the moves
     * @param plies the most moves to play
     * @return a game that is not over
     */
    static Game randomOpening(GameSetup setup, long seed, int plies) {
        Game game = Shogun.newGame(setup);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < plies; i++) {
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
            if (game.outcome().isOver()) {
                game.undo();
                break;
            }
        }
        return game;
    }

    /**
     * Tells how a move ends the game, if it wins at once for its mover.
     *
     * @param game the game; left unchanged
     * @param move a legal move
     * @return the reason of the mover's win, or empty when the move does not win at once
     */
    static Optional<WinReason> winAtOnce(Game game, Move move) {
        Colour mover = game.sideToMove();
        game.play(move);
        Outcome outcome = game.outcome();
        game.undo();
        return outcome instanceof Outcome.Win win && win.winner() == mover ? Optional.of(win.reason()) : Optional.empty();
    }

    /**
     * Returns a move that wins at once, if there is one.
     *
     * @param game the game; left unchanged
     * @return the first winning move, in the order of the legal moves
     */
    static Optional<Move> winningMove(Game game) {
        for (Move move : game.legalMoves()) {
            if (winAtOnce(game, move).isPresent()) {
                return Optional.of(move);
            }
        }
        return Optional.empty();
    }

    /**
     * Tells whether a move forces a win in three plies: it does not end the game, and after every
     * reply (none of which ends the game) the mover has a move that wins at once.
     *
     * @param game the game; left unchanged
     * @param move a legal move
     * @param reasons receives the reasons of the final wins, when the move forces a win
     * @return true when the move forces the win
     */
    static boolean forcesWinInThree(Game game, Move move, List<WinReason> reasons) {
        game.play(move);
        try {
            if (game.outcome().isOver()) {
                return false;
            }
            List<WinReason> found = new ArrayList<>();
            for (Move reply : game.legalMoves()) {
                game.play(reply);
                try {
                    if (game.outcome().isOver()) {
                        return false;
                    }
                    Optional<Move> win = winningMove(game);
                    if (win.isEmpty()) {
                        return false;
                    }
                    found.add(winAtOnce(game, win.get()).orElseThrow());
                } finally {
                    game.undo();
                }
            }
            reasons.addAll(found);
            return true;
        } finally {
            game.undo();
        }
    }
}
