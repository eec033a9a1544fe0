package io.github.shogunsdk.core.internal.engine;

import java.util.concurrent.locks.LockSupport;

/**
 * How a new search waits for a stopped one to unwind: a few spins, then hints to the processor,
 * then short sleeps, so that a wait of a fraction of a millisecond costs nothing and a long one (a
 * first search making the table of its lines after the first, a progress listener taking its
 * time) costs no processor.
 * The browser build, which has one thread and never waits, replaces this class with one that does
 * nothing (it has no {@code LockSupport}).
 */
final class Backoff {

    private Backoff() {
    }

    /**
     * Waits a little, longer as the rounds go on.
     *
     * @param round how many times the caller has waited already, from 0
     */
    static void pause(int round) {
        if (round < 64) {
            Thread.onSpinWait();
        } else {
            LockSupport.parkNanos(Math.min(1_000_000L, 10_000L << Math.min(round - 64, 7)));
        }
    }
}
