package io.github.shogunsdk.core.internal.engine;

import java.util.concurrent.CountDownLatch;

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
     * Starts each task on a new daemon thread of its own. The threads wait at a gate until all
     * have been started: a thread that began its search at once would take a processor from the
     * thread starting the others, and with more threads than processors starting them all could
     * then take longer than the search's whole time.
     *
     * @param tasks the helpers' searches, each of which ends once its stop signal is raised
     * @return the started threads, to wait for
     */
    static HelperThreads start(Runnable[] tasks) {
        CountDownLatch gate = new CountDownLatch(1);
        Thread[] threads = new Thread[tasks.length];
        for (int i = 0; i < tasks.length; i++) {
            Runnable task = tasks[i];
            threads[i] = new Thread(() -> {
                awaitUninterruptibly(gate);
                task.run();
            }, "shogun-search-helper-" + (i + 1));
            threads[i].setDaemon(true);
        }
        try {
            for (Thread thread : threads) {
                thread.start();
            }
        } finally {
            // Opened even if a thread could not start, so that those started end and can be joined.
            gate.countDown();
        }
        return new HelperThreads(threads);
    }

    /** Waits for the gate to open; an interrupt (nothing here sends one) does not cut the wait short. */
    private static void awaitUninterruptibly(CountDownLatch gate) {
        boolean interrupted = false;
        while (true) {
            try {
                gate.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
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
