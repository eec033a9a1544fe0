package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Long legal games for the record benchmarks: standard rules without the quiet-ply limit (so a
 * game can go on), repetition on, magnetic energies, random moves from a fixed seed. A move that
 * captures is played only when every move captures, a move that would end the game is taken back
 * and another tried, and when every move ends the game a few plies are taken back, so the game
 * reaches the length asked for. The same game in every run.
 */
final class LongGames {

    /** The setup of the games: standard rules, no quiet-ply limit, repetition draws. */
    static final GameSetup SETUP = GameSetup.standard().withRuleSet(RuleSet.standard().withQuietPlyLimit(0));

    private LongGames() {
    }

    /**
     * Plays a game.
     *
     * @param plies how many plies, at most {@link Game#MAX_PLIES}
     * @param seed the random numbers' seed
     * @return the game, {@code plies} long unless it could not go on
     */
    static Game play(int plies, long seed) {
        Game game = Shogun.newGame(SETUP);
        SplittableRandom random = new SplittableRandom(seed);
        int played = 0;
        for (int stuck = 0; played < plies && stuck < 100_000; ) {
            List<Move> moves = game.legalMoves();
            if (!moves.isEmpty() && playOne(game, moves, random)) {
                played++;
                continue;
            }
            // Every move ends the game: take back a few plies and go another way.
            stuck++;
            for (int back = 1 + random.nextInt(20); back > 0 && game.canUndo(); back--) {
                game.undo();
                played--;
            }
        }
        return game;
    }

    private static boolean playOne(Game game, List<Move> moves, SplittableRandom random) {
        int start = random.nextInt(moves.size());
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < moves.size(); i++) {
                Move move = moves.get((start + i) % moves.size());
                Ply ply = game.play(move);
                boolean ended = game.outcome().isOver();
                if (pass == 0 && ply.isCapture() || ended) {
                    game.undo();
                    continue;
                }
                return true;
            }
        }
        return false;
    }
}
