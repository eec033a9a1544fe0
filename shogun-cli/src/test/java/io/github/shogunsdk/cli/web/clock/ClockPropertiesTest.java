package io.github.shogunsdk.cli.web.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Colour;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * The clock's promises over random games: the lag credit's bound (docs/WEB.md "Clocks"), the
 * flag's instant, and the plain-data round trip through a JSON column.
 */
class ClockPropertiesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One move: how long the server measured it and what the client reported (negative: nothing). */
    record Step(long measuredMs, long reportedMs) {
    }

    @Property(tries = 300)
    void noSideEverGainsMoreThanTheBound(@ForAll("policies") LagPolicy policy, @ForAll("controls") TimeControl control,
            @ForAll @Size(max = 120) List<@net.jqwik.api.From("steps") Step> steps) {
        GameClock clock = GameClock.of(control, policy).start(Colour.WHITE, 1_000);
        long now = 1_000;
        Map<Colour, Long> gained = new EnumMap<>(Colour.class);
        Map<Colour, Long> moves = new EnumMap<>(Colour.class);
        for (Step step : steps) {
            Colour mover = clock.running();
            long before = clock.remaining(mover, now);
            now += step.measuredMs();
            ClockCommit commit = clock.commit(now, step.reportedMs());
            // a move too late loses the game: it is charged all its side had, which is no gain
            long gain = commit.flagFell() ? 0 : commit.measuredMs() - commit.chargedMs();
            assertTrue(commit.creditMs() >= 0 && commit.creditMs() <= policy.perMoveCapMs(), "per move");
            assertTrue(commit.creditMs() <= step.measuredMs(), "never more than the server measured");
            if (step.reportedMs() >= 0) {
                assertTrue(commit.creditMs() <= Math.max(0, step.measuredMs() - step.reportedMs()), "never more than claimed");
            } else {
                assertEquals(0, commit.creditMs(), "no report, no credit");
            }
            moves.merge(mover, 1L, Long::sum);
            gained.merge(mover, gain, Long::sum);
            assertTrue(gained.get(mover) <= policy.bound(moves.get(mover)),
                    mover + " gained " + gained.get(mover) + " ms over " + moves.get(mover) + " moves");
            if (commit.flagFell()) {
                assertEquals(GameClock.State.STOPPED, commit.clock().state());
                break;
            }
            clock = commit.clock();
            if (control instanceof TimeControl.Increment inc) {
                assertEquals(before - commit.chargedMs() + inc.increment().toMillis(), clock.remaining(mover, now));
            }
        }
    }

    @Property(tries = 300)
    void noMoveIsInTimeAtOrAfterTheFlagAndEveryMoveBeforeTheTimeRunsOutIs(@ForAll("policies") LagPolicy policy,
            @ForAll("timedControls") TimeControl control, @ForAll @Size(max = 40) List<@net.jqwik.api.From("steps") Step> steps,
            @ForAll("steps") Step last) {
        GameClock clock = GameClock.of(control, policy).start(Colour.WHITE, 0);
        long now = 0;
        for (Step step : steps) {
            ClockCommit commit = clock.commit(now + step.measuredMs(), step.reportedMs());
            if (commit.flagFell()) {
                break;
            }
            now += step.measuredMs();
            clock = commit.clock();
        }
        long flag = clock.flagFallsAt().orElseThrow();
        long time = clock.remaining(clock.running(), now);
        assertTrue(clock.commit(flag + last.measuredMs(), last.reportedMs()).flagFell());
        assertTrue(clock.flagFallen(flag));
        assertFalse(clock.flagFallen(flag - 1));
        long inTime = now + Math.min(time - 1, last.measuredMs());
        if (time > 0) {
            assertFalse(clock.commit(inTime, last.reportedMs()).flagFell());
        }
    }

    @Property(tries = 300)
    void everyClockReadsBackEqualFromItsDataThroughJson(@ForAll("policies") LagPolicy policy, @ForAll("controls") TimeControl control,
            @ForAll @Size(max = 30) List<@net.jqwik.api.From("steps") Step> steps, @ForAll boolean engine, @ForAll boolean stop)
            throws JsonProcessingException {
        GameClock clock = GameClock.of(control, policy);
        assertEquals(clock, roundTrip(clock));
        if (engine) {
            clock = clock.withEngineSide(Colour.RED);
        }
        clock = clock.start(Colour.WHITE, 7);
        long now = 7;
        for (Step step : steps) {
            now += step.measuredMs();
            ClockCommit commit = clock.commit(now, step.reportedMs());
            clock = commit.clock();
            assertEquals(clock, roundTrip(clock));
            if (commit.flagFell()) {
                break;
            }
        }
        if (stop) {
            clock = clock.stop(now + 1);
        }
        assertEquals(clock, roundTrip(clock));
        assertEquals(clock, GameClock.fromData(clock.toData()));
    }

    /**
     * A page that gets a snapshot {@code delay} ms after the server took it, and counts down by its
     * own clock, shows each side's time within {@code delay} of the server's own measure, at every
     * later instant until the next snapshot: so within 100 ms when snapshots arrive within 100 ms.
     */
    @Property(tries = 300)
    void thePageShowsTheServersClockWithinTheSnapshotsDelay(@ForAll("timedControls") TimeControl control,
            @ForAll @Size(max = 20) List<@net.jqwik.api.From("steps") Step> steps,
            @ForAll @net.jqwik.api.constraints.LongRange(max = 100) long delay,
            @ForAll @net.jqwik.api.constraints.LongRange(max = 600_000) long afterArrival) {
        GameClock clock = GameClock.of(control).start(Colour.WHITE, 0);
        long now = 0;
        for (Step step : steps) {
            ClockCommit commit = clock.commit(now + step.measuredMs(), step.reportedMs());
            if (commit.flagFell()) {
                break;
            }
            now += step.measuredMs();
            clock = commit.clock();
        }
        ClockSnapshot snapshot = clock.snapshot(now);
        for (Colour side : Colour.values()) {
            long server = clock.remaining(side, now + delay + afterArrival);
            long page = snapshot.shown(side, afterArrival);
            assertTrue(Math.abs(page - server) <= delay, side + ": page " + page + ", server " + server);
        }
    }

    private static GameClock roundTrip(GameClock clock) throws JsonProcessingException {
        String json = JSON.writeValueAsString(clock.toData());
        @SuppressWarnings("unchecked")
        Map<String, Object> back = JSON.readValue(json, Map.class);
        return GameClock.fromData(back);
    }

    @Provide
    Arbitrary<LagPolicy> policies() {
        Arbitrary<LagPolicy> random = Arbitraries.longs().between(0, 3_000).list().ofSize(4).map(v -> {
            long max = Math.max(v.get(1), v.get(3));
            return new LagPolicy(v.get(0), Math.min(v.get(1), max), v.get(2), max);
        });
        return Arbitraries.oneOf(random, Arbitraries.of(LagPolicy.STANDARD, LagPolicy.NONE));
    }

    @Provide
    Arbitrary<TimeControl> controls() {
        return Arbitraries.oneOf(timedControls(), Arbitraries.just(TimeControl.none()));
    }

    @Provide
    Arbitrary<TimeControl> timedControls() {
        Arbitrary<TimeControl> increments = Combinators.combine(Arbitraries.longs().between(1, 600), Arbitraries.longs().between(0, 30))
                .as((base, inc) -> TimeControl.ofIncrement(Duration.ofSeconds(base), Duration.ofSeconds(inc)));
        Arbitrary<TimeControl> perMove = Arbitraries.longs().between(1, 60).map(s -> TimeControl.ofPerMove(Duration.ofSeconds(s)));
        return Arbitraries.oneOf(increments, perMove);
    }

    @Provide
    Arbitrary<Step> steps() {
        Arbitrary<Long> measured = Arbitraries.oneOf(Arbitraries.longs().between(0, 5_000), Arbitraries.longs().between(0, 90_000));
        return measured.flatMap(m -> Arbitraries.oneOf(
                Arbitraries.just(-1L),                                  // no report
                Arbitraries.just(0L),                                   // a cheat: "I thought nothing"
                Arbitraries.longs().between(0, m),                      // some lag
                Arbitraries.longs().between(m, m + 10_000))             // a report longer than the measure
                .map(r -> new Step(m, r)));
    }
}
