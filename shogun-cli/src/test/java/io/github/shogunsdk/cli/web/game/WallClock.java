package io.github.shogunsdk.cli.web.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A wall clock a test moves by hand. */
public final class WallClock extends Clock {

    private volatile Instant now;

    /** A clock standing at an instant. */
    public WallClock(Instant start) {
        this.now = start;
    }

    /** Moves the clock on. */
    public void advance(Duration by) {
        now = now.plus(by);
    }

    @Override
    public ZoneOffset getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now;
    }
}
