package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.json.internal.Writes;
import java.time.Duration;

/**
 * A browser game's engine: made at the first search and kept, so that its table is allocated
 * once, and made again only when the strength asked for changes. Not thread-safe, as the game
 * that holds it is not.
 */
final class JsSearch {

    /** The browser's engines keep a small table: a page may hold several games. */
    private static final EngineOptions ENGINE_OPTIONS = EngineOptions.defaults().withHashMegabytes(4);

    private Engine engine;

    /**
     * Searches a game's position with the limits JavaScript gives as numbers, 0 meaning none, and
     * writes the {@code SearchResult}.
     */
    void search(Game game, int depth, double nodes, double timeMillis, int lines, int elo, ProgressCallback progress,
            Json out) {
        if (depth == 0 && nodes == 0 && timeMillis == 0) {
            throw new IllegalArgumentException("give the search a limit: a depth, a node count or a time");
        }
        SearchLimits limits = SearchLimits.unlimited();
        if (depth != 0) {
            limits = limits.withDepth(depth);
        }
        if (nodes != 0) {
            limits = limits.withNodes(JsArguments.whole(nodes, "nodes"));
        }
        if (timeMillis != 0) {
            limits = limits.withTime(Duration.ofMillis(JsArguments.whole(timeMillis, "timeMs")));
        }
        if (lines != 0) {
            limits = limits.withLines(lines);
        }
        EngineOptions wanted = elo == 0 ? ENGINE_OPTIONS : ENGINE_OPTIONS.withStrengthLimit(elo);
        if (engine == null || !engine.options().equals(wanted)) {
            engine = null; // the old table is let go first
            engine = Shogun.newEngine(game.setup(), wanted);
        }
        Writes.result(engine.search(game, limits, report -> {
            if (progress != null) {
                Json json = new Json();
                Writes.progress(report, json.events());
                progress.report(json.toString());
            }
        }), out.events());
    }
}
