package io.github.shogunsdk.core.internal.engine;

/**
 * The request to stop one search, made before the search is announced to other threads, so a stop
 * that arrives at any time after that is seen. Raised from any thread; read by the search. A
 * search that runs on its caller's thread also counts an interrupt of that thread as a stop, as a
 * careful caller expects of a blocking call: it ends with its best move so far, and the thread's
 * interrupt status stays set for the caller to see.
 */
final class StopSignal {

    private volatile boolean raised;
    /** The thread whose interrupt stops the search, or null. */
    private final Thread caller;

    /** Makes a signal that only {@link #raise()} raises. */
    StopSignal() {
        this(null);
    }

    /**
     * Makes a signal that an interrupt of a thread raises too.
     *
     * @param caller the thread the search runs on, for the caller, or null
     */
    StopSignal(Thread caller) {
        this.caller = caller;
    }

    /** Asks the search to stop; safe from any thread, and idempotent. */
    void raise() {
        raised = true;
    }

    /**
     * Tells whether a stop was asked for, or the caller's thread was interrupted.
     *
     * @return true once {@link #raise()} has been called or the caller interrupted
     */
    boolean isRaised() {
        return raised || caller != null && caller.isInterrupted();
    }
}
