package io.github.shogunsdk.core.internal.engine;

/**
 * The request to stop one search, made before the search is announced to other threads, so a stop
 * that arrives at any time after that is seen. Raised from any thread; read by the search.
 */
final class StopSignal {

    private volatile boolean raised;

    /** Asks the search to stop; safe from any thread, and idempotent. */
    void raise() {
        raised = true;
    }

    /**
     * Tells whether a stop was asked for.
     *
     * @return true once {@link #raise()} has been called
     */
    boolean isRaised() {
        return raised;
    }
}
