package io.github.shogunsdk.cli.web.clock;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The plain-data form of a {@link GameClock}, version {@value GameClock#DATA_VERSION}. */
final class ClockData {

    /** Far beyond any control's time (3 hours plus increments of 180 s for a million plies). */
    private static final long MAX_TIME_MS = 200L * 24 * 3_600_000;

    private ClockData() {
    }

    static Map<String, Object> write(GameClock clock) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("v", GameClock.DATA_VERSION);
        data.put("control", clock.control().toData());
        data.put("lag", clock.lag().toData());
        data.put("state", clock.state().name().toLowerCase(Locale.ROOT));
        data.put("running", clock.running() == null ? null : PlainData.colourName(clock.running()));
        data.put("since", clock.since());
        data.put("whiteMs", clock.whiteMs());
        data.put("redMs", clock.redMs());
        data.put("whiteReserveMs", clock.whiteReserveMs());
        data.put("redReserveMs", clock.redReserveMs());
        data.put("engineSide", clock.engineSide() == null ? null : PlainData.colourName(clock.engineSide()));
        return data;
    }

    static GameClock read(Map<String, ?> data) {
        PlainData.requireVersion(data, "a clock", GameClock.DATA_VERSION);
        TimeControl control = TimeControl.fromData(PlainData.map(data, "control"));
        LagPolicy lag = LagPolicy.fromData(PlainData.map(data, "lag"));
        String state = PlainData.text(data, "state");
        GameClock.State parsed = switch (state) {
            case "ready" -> GameClock.State.READY;
            case "running" -> GameClock.State.RUNNING;
            case "stopped" -> GameClock.State.STOPPED;
            default -> throw new IllegalArgumentException("\"state\" should be ready, running or stopped, found " + TimeControl.shown(state));
        };
        return new GameClock(control, lag, parsed, PlainData.colour(data, "running"), PlainData.whole(data, "since"),
                PlainData.whole(data, "whiteMs", 0, MAX_TIME_MS), PlainData.whole(data, "redMs", 0, MAX_TIME_MS),
                PlainData.whole(data, "whiteReserveMs"), PlainData.whole(data, "redReserveMs"), PlainData.colour(data, "engineSide"));
    }
}
