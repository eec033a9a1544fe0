package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import java.util.function.Consumer;

/**
 * An engine search of a game, for a move or a hint: an {@link EngineJob} that searches a copy of
 * the game, and plays its move at the end only if it was asked to and it is still the game's
 * current search at the node, and in the position, it started from.
 */
final class SearchJob {

    final EngineJob<SearchProgress, SearchResult> job;
    /** Whether the engine plays its move when done. */
    final boolean play;
    /** The node shown when the search started. */
    final NodePath at;
    /** The position there. */
    final Position position;
    /** The move the engine played, or null; under the session's lock. */
    private Ply ply;

    SearchJob(EngineJob<SearchProgress, SearchResult> job, boolean play, NodePath at, Position position) {
        this.job = job;
        this.play = play;
        this.at = at;
        this.position = position;
    }

    /**
     * What the search does with its engine.
     *
     * @param copy a copy of the game, taken when it started
     * @param limits its limits
     * @return the work
     */
    static EngineJob.Work<SearchProgress, SearchResult> work(Game copy, SearchLimits limits) {
        return (engine, job) -> engine.search(copy, limits, job::report);
    }

    /**
     * Plays the move found, if the search was for the engine's move and the game is still where it
     * was; under the session's lock.
     *
     * @param result the search's result
     * @param tree the game
     * @param current whether this is still the game's latest search
     * @param commit commits the move to the store, or undoes it
     * @return why the move was not played, or null
     */
    String keep(SearchResult result, GameTree tree, boolean current, Consumer<GameTree.Snapshot> commit) {
        if (!play || result.bestMove().isEmpty()) {
            return null;
        }
        Game game = tree.game();
        if (!current || !tree.at().equals(at) || !game.position().equals(position)) {
            return "the game changed during the search; the engine's move was not played";
        }
        if (tree.nodes() >= GameTree.MAX_NODES) {
            return GameTree.roomMessage();
        }
        GameTree.Snapshot before = tree.snapshot();
        try {
            Ply played = game.play(result.bestMove().get());
            tree.played(played);
            commit.accept(before);
            ply = played;
        } catch (GameException e) {
            return "the engine's move was not kept: " + e.getMessage();
        } catch (IllegalArgumentException e) {
            return GameException.oneLine(e.getMessage());
        }
        return null;
    }

    /** The search as the page shows it; under the session's lock. */
    Views.Search view() {
        return new Views.Search(job.id(), job.running(), play, job.limits(), job.progress(), job.product(), ply,
                job.error());
    }
}
