package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.SearchLimits;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A review of a game's main line running on its own thread: the engine judges each ply in turn,
 * and once all are judged the session marks the record's mistakes. Stopping it, or its deadline
 * passing, ends it with nothing kept. Its fields but the volatile ones are written under its
 * session's lock.
 */
final class Review {

    /** How often a review being stopped has its searches stopped. */
    private static final Duration STOP_POLL = Duration.ofMillis(20);

    final int id;
    /** How many plies of the main line it judges. */
    final int plies;
    final SearchLimits limits;
    /** When it gives up, as {@link System#nanoTime()} reads it. */
    final long deadline;
    /** The engine, to stop it; null once the review has ended. */
    volatile Engine engine;
    /** Counted down once it has ended: its search slot given back and its result recorded. */
    final CountDownLatch ended = new CountDownLatch(1);
    volatile int judged;
    /** Set once, under the lock of {@link #ended}. */
    volatile boolean stopAsked;
    boolean running = true;
    int marked;
    String error;
    String notice;

    Review(int id, int plies, SearchLimits limits, long deadline, Engine engine) {
        this.id = id;
        this.plies = plies;
        this.limits = limits;
        this.deadline = deadline;
        this.engine = engine;
    }

    /**
     * Asks the review to stop: its running search ends at once, and so does each search it starts
     * until it has ended (a ply is judged on two searches), so its search slot is free within
     * moments.
     */
    void stop() {
        synchronized (ended) {
            if (stopAsked) {
                return;
            }
            stopAsked = true;
        }
        Thread stopper = new Thread(() -> {
            try {
                do {
                    Engine running = engine;
                    if (running != null) {
                        running.stop();
                    }
                } while (!ended.await(STOP_POLL.toMillis(), TimeUnit.MILLISECONDS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "shogun-web-review-stop");
        stopper.setDaemon(true);
        stopper.start();
    }

    /**
     * Called after each ply is judged, on the review's thread: ends the review when it was asked to
     * stop or its time is up.
     *
     * @param number the ply judged, from 1
     * @throws Stopped to end the review
     */
    void judged(int number) {
        judged = number;
        if (stopAsked) {
            throw new Stopped("the review was stopped");
        }
        if (System.nanoTime() - deadline > 0) {
            throw new Stopped("the review took longer than " + GameSession.MAX_REVIEW_TIME.toSeconds()
                    + " seconds and was stopped");
        }
    }

    Views.Review view() {
        return new Views.Review(id, running, plies, judged, marked, limits, error, notice);
    }

    /** Ends a review from its listener; the review's caller catches it. */
    static final class Stopped extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Stopped(String message) {
            super(message, null, false, false);
        }
    }
}
