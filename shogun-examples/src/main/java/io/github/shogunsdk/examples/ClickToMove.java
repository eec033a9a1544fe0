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
 * squares along the chosen path, ask the engine for a hint off the UI thread with progress, give
 * up on one hint and take another, then save the game and load it back.
 *
 * <p>Run it with {@code java -cp shogun-examples/target/shogun.jar io.github.shogunsdk.examples.ClickToMove}.
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

        // 4. A hint, computed off the UI thread, reporting its progress.
        Engine engine = Shogun.newEngine(game.setup());
        CompletableFuture<SearchResult> abandoned = engine.searchAsync(game, SearchLimits.unlimited(), progress -> { });
        abandoned.cancel(true);
        out.println("first hint abandoned: " + abandoned.isCancelled());
        List<SearchProgress> thinking = new CopyOnWriteArrayList<>();
        SearchResult hint = engine.searchAsync(game, SearchLimits.depth(4).withTime(Duration.ofSeconds(30)), thinking::add)
                .get();
        out.println("thinking reached depth " + thinking.get(thinking.size() - 1).depth() + ", hint "
                + hint.bestMove().orElseThrow() + " (" + hint.stopReason() + ")");
        game.play(hint.bestMove().orElseThrow());

        // 5. Save and load: the same game, down to the paths.
        String record = game.toSgn();
        Game loaded = Shogun.readGame(record);
        out.println("saved " + game.movetext() + "; loaded the same game: " + loaded.history().equals(game.history()));
    }
}
