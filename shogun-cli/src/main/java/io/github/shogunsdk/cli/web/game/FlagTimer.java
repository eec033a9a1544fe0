package io.github.shogunsdk.cli.web.game;

import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs the settling of a timed game for two at the instant its flag falls: the server alone
 * decides that a flag fell. Each game has at most one task armed; arming it again (after every
 * change of the game) replaces the one before. Instants are milliseconds of the registry's wall
 * clock. A test gives its own timer, which runs the tasks when the test moves its clock.
 */
public interface FlagTimer {

    /**
     * Arms a game's task for an instant, replacing the task armed before for that game.
     *
     * @param gameId the game
     * @param atMillis the instant, in the wall clock's milliseconds
     * @param task what to run then: the game's settling, which does nothing when no flag has fallen
     */
    void arm(String gameId, long atMillis, Runnable task);

    /**
     * Takes back a game's task, if one is armed.
     *
     * @param gameId the game
     */
    void disarm(String gameId);

    /**
     * Returns a timer on one daemon thread that runs each task when the clock reaches its instant.
     *
     * @param clock the wall clock the instants are read by
     * @return the timer
     */
    static FlagTimer scheduled(Clock clock) {
        ScheduledExecutorService runner = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "shogun-web-flags");
            thread.setDaemon(true);
            return thread;
        });
        Map<String, ScheduledFuture<?>> armed = new ConcurrentHashMap<>();
        return new FlagTimer() {
            @Override
            public void arm(String gameId, long atMillis, Runnable task) {
                long delay = Math.max(0, atMillis - clock.millis());
                ScheduledFuture<?> before = armed.put(gameId, runner.schedule(() -> {
                    armed.remove(gameId);
                    task.run();
                }, delay, TimeUnit.MILLISECONDS));
                if (before != null) {
                    before.cancel(false);
                }
            }

            @Override
            public void disarm(String gameId) {
                ScheduledFuture<?> before = armed.remove(gameId);
                if (before != null) {
                    before.cancel(false);
                }
            }
        };
    }
}
