package io.github.shogunsdk.examples;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays a game of uniformly random legal moves to its end (standard rules, magnetic energies) and
 * prints its record (SGN). The game always ends: at the latest the quiet-ply rule draws it.
 *
 * <pre>{@code
 * java -cp shogun-examples.jar io.github.shogunsdk.examples.RandomGame 42   # seed 42; the default is 1
 * }</pre>
 */
public final class RandomGame {

    private RandomGame() {
    }

    /**
     * Runs the example.
     *
     * @param args the seed, a whole number; 1 when absent
     */
    public static void main(String[] args) {
        System.out.print(record(args.length > 0 ? Long.parseLong(args[0]) : 1));
    }

    /**
     * Plays a random game.
     *
     * @param seed the seed of the move chooser: the same seed gives the same game
     * @return the record of the finished game, with its result
     */
    public static String record(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Shogun.newGame();                            // standard rules, magnetic energies
        game.setTag("White", "RandomGame seed " + seed);
        game.setTag("Red", "RandomGame seed " + seed);
        while (!game.outcome().isOver()) {
            List<Move> moves = game.legalMoves();                // sorted; never empty while the game goes on
            game.play(moves.get(random.nextInt(moves.size())));
        }
        return game.toSgn();                                     // tags, movetext, result
    }
}
