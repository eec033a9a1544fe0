package io.github.shogunsdk.core.internal.engine;

/**
 * The threads of a search's helpers: started together, then waited for together. The browser
 * build, which has one thread, replaces this class with one that runs no helper at all (it has no
 * threads to start or wait for), so a search there runs on its first thread alone.
 */
final class HelperThreads {

    private final Thread[] threads;

    private HelperThreads(Thread[] threads) {
        this.threads = threads;
    }

    /**
     * Starts each task on a new daemon thread of its own.
     *
     * @param tasks the helpers' searches, each of which ends once its stop signal is raised
     * @return the started threads, to wait for
     */
    static HelperThreads start(Runnable[] tasks) {
        Thread[] threads = new Thread[tasks.length];
        for (int i = 0; i < tasks.length; i++) {
            threads[i] = new Thread(tasks[i], "shogun-search-helper-" + (i + 1));
            threads[i].setDaemon(true);
        }
        for (Thread thread : threads) {
            thread.start();
        }
        return new HelperThreads(threads);
    }

    /**
     * Waits until every thread has ended. An interrupt does not cut the wait short (the threads
     * were told to stop and end within moments, and the next search must not start beside them);
     * it is kept for the caller to see.
     */
    void awaitAll() {
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (true) {
                try {
                    thread.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
