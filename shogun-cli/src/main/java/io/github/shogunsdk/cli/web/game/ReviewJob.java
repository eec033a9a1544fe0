package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.SearchLimits;
import java.util.function.Consumer;

/**
 * A review of a game's main line: an {@link EngineJob} in which the engine judges each ply in
 * turn ({@link GameReview#run}); once all are judged, the session marks the record's mistakes.
 * Stopping it, or its deadline passing, ends it with nothing kept, and so does its end when it is
 * no longer the game's review.
 */
final class ReviewJob {

    final EngineJob<Integer, GameReview> job;
    /** How many plies of the main line it judges. */
    final int plies;
    /** How many plies it marked ?!, ? or ??; under the session's lock. */
    private int marked;
    /** What it left out, or null; under the session's lock. */
    private String notice;

    ReviewJob(EngineJob<Integer, GameReview> job, int plies) {
        this.job = job;
        this.plies = plies;
    }

    /**
     * What the review does with its engine: judges the plies, and ends when it was asked to stop or
     * its time is up.
     *
     * @param record the record reviewed, as it was when the review started
     * @param limits the limits of each search
     * @param deadline when it gives up, as {@link System#nanoTime()} reads it
     * @return the work
     */
    static EngineJob.Work<Integer, GameReview> work(GameRecord record, SearchLimits limits, long deadline) {
        return (engine, running) -> GameReview.run(record, engine, limits, ply -> {
            running.report(ply.number());
            if (running.stopAsked()) {
                throw new EngineJob.Stopped("the review was stopped");
            }
            if (System.nanoTime() - deadline > 0) {
                throw new EngineJob.Stopped("the review took longer than " + GameSession.MAX_REVIEW_TIME.toSeconds()
                        + " seconds and was stopped");
            }
        });
    }

    /**
     * Marks the record's mistakes, unless the review was stopped or is no longer the game's; under
     * the session's lock.
     *
     * @param review the review's judgement
     * @param record the record reviewed, as it was when the review started
     * @param tree the game
     * @param current whether this is still the game's review
     * @param commit commits the marks to the store, or undoes them
     * @return why nothing was marked, or null
     */
    String keep(GameReview review, GameRecord record, GameTree tree, boolean current,
            Consumer<GameTree.Snapshot> commit) {
        if (job.stopAsked() || !current) {
            // Asked to stop after judging its last ply: a stopped review keeps nothing.
            return "the review was stopped";
        }
        int[] left = new int[1];
        GameTree.Snapshot before = tree.snapshot();
        try {
            GameRecord annotated = review.annotated();
            tree.annotate(now -> GameTree.withReview(now, record, annotated, plies, left));
            commit.accept(before);
        } catch (GameException e) {
            return "the review's marks were not kept: " + e.getMessage();
        } catch (IllegalArgumentException e) {
            return GameException.oneLine("the review's marks were not kept: " + e.getMessage());
        }
        marked = review.mistakes().size();
        if (left[0] > 0) {
            notice = left[0] + " better line" + (left[0] == 1 ? " was" : "s were") + " left out: the record would "
                    + "hold more than " + GameTree.MAX_NODES + " plies";
        }
        return null;
    }

    /** The review as the page shows it; under the session's lock. */
    Views.Review view() {
        Integer judged = job.progress();
        return new Views.Review(job.id(), job.running(), plies, judged == null ? 0 : judged, marked, job.limits(),
                job.error(), notice);
    }
}
