package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import java.util.concurrent.CountDownLatch;

/**
 * An engine search of a game, for a move or a hint, and what it has found so far. Its fields are
 * written under its session's lock, but for {@link #progress}, which the engine's thread writes.
 */
final class Search {

    final int id;
    final SearchLimits limits;
    final boolean play;
    /** The engine, to stop it; null once the search has ended, or while an external one starts. */
    Engine engine;
    /** Whether a stop was asked for, kept for an engine that is still starting. */
    boolean stopRequested;
    /** Counted down once the search has ended and its result is recorded. */
    final CountDownLatch ended = new CountDownLatch(1);
    /** The node shown and its position when the search started. */
    final NodePath at;
    final Position position;
    volatile SearchProgress progress;
    boolean running = true;
    SearchResult result;
    Ply ply;
    String error;

    Search(int id, SearchLimits limits, boolean play, Engine engine, NodePath at, Position position) {
        this.id = id;
        this.limits = limits;
        this.play = play;
        this.engine = engine;
        this.at = at;
        this.position = position;
    }

    void progress(SearchProgress report) {
        progress = report;
    }

    Views.Search view() {
        return new Views.Search(id, running, play, limits, progress, result, ply, error);
    }
}
