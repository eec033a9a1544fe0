package io.github.shogunsdk.examples;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The flow of a click-to-move board, through the public API only: select a piece and highlight
 * its targets with their paths, explain a refused click with the squares to highlight, play by
 * squares, ask the engine for a hint off the UI thread and show each step of its thinking, give up
 * on one hint and take another, explain a click on a blocked path, play a bent move by the corner
 * the player chose, then save the game and load it back.
 *
 * <p>Run it with {@code java -cp shogun-examples/java/target/shogun-examples.jar io.github.shogunsdk.examples.ClickToMove}.
 */
public final class ClickToMove {

    private ClickToMove() {
    }

    /**
     * Runs the flow and prints what a board would show.
     *
     * @param args unused
     * @throws Exception if a hint cannot be waited for
     */
    public static void main(String[] args) throws Exception {
        run(System.out);
    }

    /**
     * Runs the flow, printing to {@code out}.
     *
     * @param out where to print
     * @throws Exception if a hint cannot be waited for
     */
    static void run(PrintStream out) throws Exception {
        Game game = Shogun.newGame();

        // 1. The player clicks White's king: highlight each target, with the path to animate.
        Square king = Square.parse("d1");
        for (Move target : game.legalMoves(king)) {
            List<MovePath> paths = game.paths(target);
            out.println("target " + target.to() + " via " + paths.get(0).squares());
        }

        // 2. A click on a square the king cannot reach: say why, and what to highlight.
        Refusal refusal = game.refusal(king, Square.parse("d4")).orElseThrow();
        out.println("refused: " + refusal.reason() + " — " + refusal.message());

        // 3. A click on a target: the piece slides along the path the ply reports.
        Ply ply = game.play(king, Square.parse("d3"));
        out.println("played " + ply + " along " + ply.path().squares());

        // 4. The other player answers: Red's king steps up.
        out.println("Red plays " + game.play("e8e7"));

        // 5. A click on a square the pawn's path cannot pass: highlight the pieces in the way.
        Refusal blocked = game.refusal(Square.parse("g1"), Square.parse("d1")).orElseThrow();
        out.println("refused: " + blocked.reason() + ", blocked at " + blocked.blockers() + " — " + blocked.message());

        // 6. A bent move with both corners open: the player drags the pawn through the second corner,
        //    and the ply (and the record) keep the path chosen.
        List<MovePath> corners = game.paths(Move.parse("c1d2"));
        out.println("c1d2 corners: " + corners);
        Ply bent = game.play(corners.get(1));
        out.println("played " + bent + " along " + bent.path().squares() + " (" + bent.path().shape() + ")");

        // 7. A hint for Red, computed off the UI thread; the board shows each depth as it completes.
        Engine engine = Shogun.newEngine(game.setup());
        CompletableFuture<SearchResult> abandoned = engine.searchAsync(game, SearchLimits.unlimited(), progress -> { });
        abandoned.cancel(true);
        out.println("first hint abandoned: " + abandoned.isCancelled());
        List<SearchProgress> thinking = new CopyOnWriteArrayList<>();
        SearchResult hint = engine.searchAsync(game, SearchLimits.ofDepth(4).withTime(Duration.ofSeconds(30)), thinking::add)
                .get();
        for (SearchProgress step : thinking) {
            out.println("thinking: depth " + step.depth() + ", score " + step.bestLine().score() + ", line "
                    + step.bestLine().principalVariation() + ", " + step.nodes() + " nodes");
        }
        out.println("hint " + hint.bestMove().orElseThrow() + " (" + hint.stopReason() + "); Red plays "
                + game.play(hint.bestMove().orElseThrow()));

        // 8. Save and load: the same game, down to the paths.
        String record = game.toSgn();
        Game loaded = Shogun.readGame(record);
        out.println("saved " + game.movetext() + "; loaded the same game: " + loaded.history().equals(game.history()));
    }
}
