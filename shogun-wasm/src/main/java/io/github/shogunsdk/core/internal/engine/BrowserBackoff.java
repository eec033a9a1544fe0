package io.github.shogunsdk.core.internal.engine;

/**
 * Stands in for {@code Backoff} in the browser build ({@code BrowserSubstitutions} names it): a
 * page runs one search at a time on one thread, so a search never waits for another, and the
 * browser's class library has neither {@code Thread.onSpinWait} nor {@code LockSupport}.
 */
final class BrowserBackoff {

    private BrowserBackoff() {
    }

    /**
     * Returns at once.
     *
     * @param round not used
     */
    static void pause(int round) {
        // Nothing to wait for on one thread.
    }
}
