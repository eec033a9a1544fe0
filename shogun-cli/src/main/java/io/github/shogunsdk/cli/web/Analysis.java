package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import java.util.concurrent.CountDownLatch;

/**
 * The engine's analysis of the node a game shows: its best lines, each completed depth as it
 * comes. Unlike a search for a move it plays nothing and holds nothing up: moving through the
 * game stops it, and the page starts the next one for the node it shows then. Its fields are
 * written under its session's lock, but for {@link #progress}, which the engine's thread writes.
 */
final class Analysis {

    final int id;
    final NodePath path;
    final Position position;
    final SearchLimits limits;
    /** The engine, to stop it; null once the analysis has ended. */
    Engine engine;
    /** Counted down once it has ended: its search slot given back and its result recorded. */
    final CountDownLatch ended = new CountDownLatch(1);
    volatile SearchProgress progress;
    boolean running = true;
    SearchResult result;
    String error;

    Analysis(int id, NodePath path, Position position, SearchLimits limits, Engine engine) {
        this.id = id;
        this.path = path;
        this.position = position;
        this.limits = limits;
        this.engine = engine;
    }

    void progress(SearchProgress report) {
        progress = report;
    }

    /** Asks the engine to stop, if it still runs; the analysis then ends with its lines so far. */
    void stop() {
        if (engine != null) {
            engine.stop();
        }
    }

    Views.Analysis view() {
        return new Views.Analysis(id, GameTree.list(path), position, running, limits, progress, result, error);
    }
}
