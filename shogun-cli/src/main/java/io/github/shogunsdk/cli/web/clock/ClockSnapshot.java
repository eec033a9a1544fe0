package io.github.shogunsdk.cli.web.clock;

import io.github.shogunsdk.api.Colour;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The clock as a page shows it: each side's time at one server instant and whose time runs. A
 * page that receives it at its own instant {@code t0} shows the running side's time at its instant
 * {@code t} as {@code remaining − (t − t0)}, and the other side's as it is; since only the
 * difference of the page's own instants is used, the two machines' clocks need not agree, and the
 * page is behind the server by the time the snapshot took to arrive (well under 100 ms on
 * loopback). Each new snapshot (every move, every reconnection) corrects it.
 *
 * @param at the server's instant the times are taken at, in milliseconds
 * @param timed false when the game has no clock (the times are then zero)
 * @param whiteMs White's time at {@code at}
 * @param redMs Red's time at {@code at}
 * @param running the side whose time runs, or null when none does
 */
public record ClockSnapshot(long at, boolean timed, long whiteMs, long redMs, Colour running) {

    /**
     * Returns a side's time as the page should show it some time after the snapshot was taken.
     *
     * @param side the side
     * @param sinceSnapshotMs the time since the snapshot arrived, by the page's own clock
     * @return the time to show, never below zero
     */
    public long shown(Colour side, long sinceSnapshotMs) {
        long time = side == Colour.WHITE ? whiteMs : redMs;
        return side == running ? Math.max(0, time - Math.max(0, sinceSnapshotMs)) : time;
    }

    /**
     * Returns the form the page receives.
     *
     * @return {@code {"at":…,"timed":…,"white":…,"red":…,"running":"white"|"red"|null}}
     */
    public Map<String, Object> toData() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("at", at);
        data.put("timed", timed);
        data.put("white", whiteMs);
        data.put("red", redMs);
        data.put("running", running == null ? null : PlainData.colourName(running));
        return data;
    }
}
