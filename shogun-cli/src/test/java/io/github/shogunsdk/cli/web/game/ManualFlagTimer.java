package io.github.shogunsdk.cli.web.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/** A flag timer that a test runs by hand: it keeps each game's armed instant and runs the tasks that are due. */
public final class ManualFlagTimer implements FlagTimer {

    private record Armed(long at, Runnable task) {
    }

    private final Map<String, Armed> armed = new ConcurrentHashMap<>();

    @Override
    public void arm(String gameId, long atMillis, Runnable task) {
        armed.put(gameId, new Armed(atMillis, task));
    }

    @Override
    public void disarm(String gameId) {
        armed.remove(gameId);
    }

    /** The instant a game's task is armed for, if one is. */
    public OptionalLong armedAt(String gameId) {
        Armed task = armed.get(gameId);
        return task == null ? OptionalLong.empty() : OptionalLong.of(task.at());
    }

    /** Runs a game's task if it is due at an instant; returns whether it ran. */
    public boolean runDue(String gameId, long now) {
        Armed task = armed.get(gameId);
        if (task == null || task.at() > now || !armed.remove(gameId, task)) {
            return false;
        }
        task.task().run();
        return true;
    }

    /** Runs every task due at an instant, as the real timer would have by then; returns how many ran. */
    public int runDue(long now) {
        List<Runnable> due = new ArrayList<>();
        armed.forEach((id, task) -> {
            if (task.at() <= now && armed.remove(id, task)) {
                due.add(task.task());
            }
        });
        due.forEach(Runnable::run);
        return due.size();
    }
}
