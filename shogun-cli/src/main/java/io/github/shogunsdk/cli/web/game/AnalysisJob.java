package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;

/**
 * The engine's analysis of the node a game shows: an {@link EngineJob} that reports its best
 * lines, each completed depth as it comes, and keeps its final lines. Unlike a search for a move
 * it plays nothing and holds nothing up: moving through the game stops it, and the page starts the
 * next one for the node it shows then.
 *
 * @param job the job, which searches a copy of the game ({@link SearchJob#work})
 * @param path the node analysed
 * @param position its position
 */
record AnalysisJob(EngineJob<SearchProgress, SearchResult> job, NodePath path, Position position) {

    /** The analysis as the page shows it; under the session's lock. */
    Views.Analysis view() {
        return new Views.Analysis(job.id(), GameTree.list(path), position, job.running(), job.limits(), job.progress(),
                job.product(), job.error());
    }
}
