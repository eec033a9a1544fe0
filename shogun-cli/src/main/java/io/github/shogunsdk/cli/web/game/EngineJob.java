package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.SearchLimits;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * One run of the engine for a game (a search for a move or a hint, an analysis, a review), from
 * its start to its end: the one life every kind of job shares, generic over what the job reports
 * as it goes ({@code P}) and what it produces ({@code R}).
 *
 * <ul>
 *   <li>It holds one of the server's search slots, which its session took for the client asking;
 *       the slot is given back once, when the job ends, however it ends.</li>
 *   <li>It runs on a thread of its own, which opens its engine (another program may take a while
 *       to start), runs the job's work with it, and closes it; the job lets the engine go when it
 *       ends, so a server of many games holds no engine per game.</li>
 *   <li>A stop is kept and passed on to the engine again and again until the job has ended, so it
 *       reaches a search that starts after it: the next search of a review, or the search of an
 *       engine that was still starting.</li>
 *   <li>At its end, its slot given back, the session decides under its lock what of the product it
 *       keeps ({@link Keeper}); then the job counts as ended ({@link #awaitEnd}).</li>
 * </ul>
 *
 * <p>Its running state, product and error are guarded by the session's lock; what the job reports
 * ({@link #progress}) and its engine are written by the job's thread.
 *
 * @param <P> what the job reports as it goes
 * @param <R> what the job produces
 */
final class EngineJob<P, R> {

    /** How often, in milliseconds, a stop is passed on to the engine again, until the job has ended. */
    static final long STOP_POLL_MILLIS = 20;

    /**
     * What a job does on its thread with its engine.
     *
     * @param <P> what it reports as it goes
     * @param <R> what it produces
     */
    interface Work<P, R> {
        /**
         * Runs the job.
         *
         * @param engine the engine, open
         * @param job the job, to report to ({@link #report}) and to ask whether it should stop
         * @return the product
         * @throws Stopped to end the job with the exception's message as its error
         */
        R run(Engine engine, EngineJob<P, R> job);
    }

    /**
     * What the session does with a job's product once the job is over, under the session's lock.
     *
     * @param <R> what the job produces
     */
    interface Keeper<R> {
        /**
         * Keeps what the job produced, or not.
         *
         * @param product the product
         * @return why the product, or part of it, was not kept; null when it was
         */
        String keep(R product);
    }

    /** Ends a job from its work; its message becomes the job's error. */
    static final class Stopped extends RuntimeException {

        private static final long serialVersionUID = 1L;

        Stopped(String message) {
            super(message, null, false, false);
        }
    }

    private final String kind;
    private final int id;
    private final SearchLimits limits;
    private final Object lock;
    private final CountDownLatch ended = new CountDownLatch(1);
    private final AtomicBoolean stopAsked = new AtomicBoolean();
    /** The engine while the job uses it, to stop it; null before it is open and once the job is over. */
    private volatile Engine engine;
    private volatile P progress;
    private boolean running = true;
    private R product;
    private String error;

    /**
     * Makes a job, not yet started.
     *
     * @param kind what it is, for its error and its thread's name: {@code search}, {@code analysis}, {@code review}
     * @param id counts the game's jobs of this kind from 1
     * @param limits the limits its searches run with
     * @param lock the session's lock, which guards the job's end
     */
    EngineJob(String kind, int id, SearchLimits limits, Object lock) {
        this.kind = kind;
        this.id = id;
        this.limits = limits;
        this.lock = lock;
    }

    /**
     * Starts the job on a thread of its own.
     *
     * @param game the id of the game, for the thread's name
     * @param opener opens the job's engine, on the job's thread
     * @param work what the job does with its engine
     * @param keeper what the session keeps of the product, at the end
     * @param release gives the job's search slot back, at the end
     * @throws RuntimeException if the thread cannot start; the slot is then the caller's to give back
     */
    void start(String game, Supplier<Engine> opener, Work<P, R> work, Keeper<R> keeper, Runnable release) {
        Thread thread = new Thread(() -> run(opener, work, keeper, release), "shogun-web-" + kind + "-" + game);
        thread.setDaemon(true);
        thread.start();
    }

    private void run(Supplier<Engine> opener, Work<P, R> work, Keeper<R> keeper, Runnable release) {
        R made = null;
        Throwable failure = null;
        Engine opened = null;
        try {
            opened = opener.get();
            engine = opened;
            made = work.run(opened, this);
        } catch (RuntimeException | Error e) {
            failure = e;
        } finally {
            engine = null;
            if (opened instanceof AutoCloseable closeable) {
                try {
                    closeable.close();
                } catch (Exception e) {
                    // a program that does not quit is ended by force
                }
            }
            release.run();
            finish(made, failure, keeper);
        }
    }

    private void finish(R made, Throwable failure, Keeper<R> keeper) {
        try {
            synchronized (lock) {
                running = false;
                product = made;
                if (failure instanceof Stopped) {
                    error = failure.getMessage();
                } else if (failure != null) {
                    error = GameException.oneLine("the " + kind + " failed: " + failure);
                } else {
                    error = kept(made, keeper);
                }
            }
        } finally {
            ended.countDown();
        }
    }

    /** Keeps the product, or says why not; a keeper that fails keeps nothing more, and says so. */
    private String kept(R made, Keeper<R> keeper) {
        try {
            return keeper.keep(made);
        } catch (RuntimeException e) {
            return GameException.oneLine("the " + kind + " failed: " + e);
        }
    }

    /**
     * Asks the job to stop: its engine is stopped now, and again every {@value #STOP_POLL_MILLIS} ms
     * until the job has ended. Any thread; only the first call does anything.
     */
    void stop() {
        if (!stopAsked.compareAndSet(false, true) || ended.getCount() == 0) {
            return;
        }
        stopEngine();
        Thread stopper = new Thread(() -> {
            try {
                while (!ended.await(STOP_POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                    stopEngine();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "shogun-web-" + kind + "-stop");
        stopper.setDaemon(true);
        stopper.start();
    }

    private void stopEngine() {
        Engine running = engine;
        if (running != null) {
            running.stop();
        }
    }

    /**
     * Waits for the job to end, at most for a while.
     *
     * @param wait the longest wait
     */
    void awaitEnd(Duration wait) {
        try {
            ended.await(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Records what the job has found so far; called by its work.
     *
     * @param report the latest report
     */
    void report(P report) {
        progress = report;
    }

    /** Whether a stop was asked for. */
    boolean stopAsked() {
        return stopAsked.get();
    }

    int id() {
        return id;
    }

    SearchLimits limits() {
        return limits;
    }

    /** The latest report, or null before the first. */
    P progress() {
        return progress;
    }

    /** Whether the job still runs; under the session's lock. */
    boolean running() {
        return running;
    }

    /** What the job produced, or null while it runs or when it failed; under the session's lock. */
    R product() {
        return product;
    }

    /** Why the job failed or its product was not kept, or null; under the session's lock. */
    String error() {
        return error;
    }
}
