package io.github.shogunsdk.examples;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;

/**
 * The README's quick start, line for line: a frontend's flow through a game — highlight a piece's
 * targets, animate a path, explain a refused click, play, ask the engine for a hint off the UI
 * thread, save the record.
 */
public final class QuickStart {

    private QuickStart() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Game game = Shogun.newGame();                                   // standard rules, magnetic energies
        Square d1 = Square.parse("d1");
        System.out.println(game.legalMoves(d1));                        // [d1c2, d1d3, d1e2]: highlight these
        System.out.println(game.paths(Move.parse("d1c2")).get(0).squares());   // [d2, c2]: slide along them
        System.out.println(game.refusal(d1, Square.parse("d4")).orElseThrow()); // illegal move d1d4: the white king …
        Ply ply = game.play(d1, Square.parse("d3"));                    // the king lands on magnet 3: energy 1
        System.out.println(ply);                                        // d1d3:1
        Engine engine = Shogun.newEngine(game.setup());                 // the same rules and energies
        SearchResult hint = engine.searchAsync(game, SearchLimits.ofDepth(3),
                progress -> System.out.println("thinking: " + progress))  // one line per completed depth
                .join();                                                // a UI would use thenAccept instead
        System.out.println("hint: " + hint.bestMove().orElseThrow());
        System.out.println(game.toSgn());                               // Shogun.readGame(record) loads it back
    }
}
