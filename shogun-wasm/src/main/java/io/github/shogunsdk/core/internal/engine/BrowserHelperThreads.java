package io.github.shogunsdk.core.internal.engine;

/**
 * Stands in for {@code HelperThreads} in the browser build ({@code BrowserSubstitutions} names it):
 * a page has one thread, so a helper's search, which runs until the first thread's ends, cannot
 * run beside it; no helper runs, and a search on several threads searches on its first alone.
 */
final class BrowserHelperThreads {

    private BrowserHelperThreads() {
    }

    /**
     * Runs none of the tasks.
     *
     * @param tasks the helpers' searches, not run
     * @return a handle with nothing to wait for
     */
    static BrowserHelperThreads start(Runnable[] tasks) {
        return new BrowserHelperThreads();
    }

    /** Returns at once: no thread was started. */
    void awaitAll() {
        // Nothing runs, so nothing to wait for.
    }
}
