package io.github.shogunsdk.cli.web.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The time control's text, its bounds and its plain-data form. */
class TimeControlTest {

    @Test
    void aBaseInMinutesPlusAnIncrementInSeconds() {
        TimeControl control = TimeControl.parse("5+3");
        assertEquals(TimeControl.ofIncrement(Duration.ofMinutes(5), Duration.ofSeconds(3)), control);
        assertEquals("5+3", control.text());
        assertTrue(control.isTimed());
    }

    @Test
    void aBaseInSecondsIsWrittenInMinutesWhenItIsWholeMinutes() {
        assertEquals(TimeControl.ofIncrement(Duration.ofSeconds(90), Duration.ZERO), TimeControl.parse("90s+0"));
        assertEquals("90s+0", TimeControl.parse("90s+0").text());
        assertEquals("2+2", TimeControl.parse("120s+2").text());
        assertEquals(TimeControl.parse("2+2"), TimeControl.parse("120S+2"));
    }

    @Test
    void aFixedTimePerMoveAndNoClock() {
        assertEquals(TimeControl.ofPerMove(Duration.ofSeconds(30)), TimeControl.parse("30s/move"));
        assertEquals("30s/move", TimeControl.parse(" 30S/Move ").text());
        assertEquals(TimeControl.none(), TimeControl.parse("NONE"));
        assertFalse(TimeControl.none().isTimed());
        assertEquals("none", TimeControl.none().text());
    }

    @Test
    void theBoundsAreInclusive() {
        assertEquals("1s+0", TimeControl.parse("1s+0").text());
        assertEquals("180+180", TimeControl.parse("180+180").text());
        assertEquals("3600s/move", TimeControl.parse("3600s/move").text());
        assertEquals("1s/move", TimeControl.parse("1s/move").text());
    }

    @Test
    void everyRefusalIsOneLineSayingWhatIsWrong() {
        assertEquals("a base time is 1 to 10800 whole seconds, not 0 s", refusal("0+1"));
        assertEquals("a base time is 1 to 10800 whole seconds, not 10860 s", refusal("181+0"));
        assertEquals("an increment is 0 to 180 whole seconds, not 181 s", refusal("5+181"));
        assertEquals("a time per move is 1 to 3600 whole seconds, not 3601 s", refusal("3601s/move"));
        assertEquals("a time per move is 1 to 3600 whole seconds, not 0 s", refusal("0s/move"));
        assertEquals("a base time is 1 to 10800 whole seconds, not 1.5 s",
                assertThrows(IllegalArgumentException.class,
                        () -> TimeControl.ofIncrement(Duration.ofMillis(1_500), Duration.ZERO)).getMessage());
        String forms = "expected none, <minutes>+<seconds> (5+3), <seconds>s+<seconds> (90s+0) or <seconds>s/move (30s/move)";
        assertEquals("bad time control \"5\": " + forms, refusal("5"));
        assertEquals("bad time control \"5+-1\": the increment is not a whole number; " + forms, refusal("5+-1"));
        assertEquals("bad time control \"5\\u0007+3\": the base time is not a whole number; " + forms, refusal("5\u0007+3"));
        assertEquals("no time control given: " + forms, refusal(null));
        assertTrue(refusal("1".repeat(40) + "+3").startsWith("the time control \"1111"));
        assertTrue(refusal("1".repeat(40) + "+3").contains(" is longer than 32 characters"));
    }

    @Property
    void everyControlReadsBackEqualFromItsTextAndItsData(@ForAll("controls") TimeControl control) {
        assertEquals(control, TimeControl.parse(control.text()));
        assertEquals(control, TimeControl.fromData(control.toData()));
    }

    @Property
    void anyTextIsReadOrRefusedInOneLine(@ForAll("texts") String text) {
        try {
            TimeControl control = TimeControl.parse(text);
            assertEquals(control, TimeControl.parse(control.text()));
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            assertTrue(message.chars().noneMatch(c -> c < 0x20 || c == 0x7f), message);
            assertTrue(message.length() < 250, message);
        }
    }

    @Test
    void dataOfAnotherVersionIsRefused() {
        assertEquals("a time control of version 2 cannot be read by this server, which reads version 1",
                assertThrows(IllegalArgumentException.class, () -> TimeControl.fromData(Map.of("v", 2, "text", "5+3"))).getMessage());
        assertEquals("\"text\" should be a string, found 5",
                assertThrows(IllegalArgumentException.class, () -> TimeControl.fromData(Map.of("v", 1, "text", 5))).getMessage());
    }

    @Provide
    Arbitrary<TimeControl> controls() {
        Arbitrary<TimeControl> increments = Arbitraries.longs().between(1, 10_800)
                .flatMap(base -> Arbitraries.longs().between(0, 180)
                        .map(inc -> TimeControl.ofIncrement(Duration.ofSeconds(base), Duration.ofSeconds(inc))));
        Arbitrary<TimeControl> perMove = Arbitraries.longs().between(1, 3_600).map(s -> TimeControl.ofPerMove(Duration.ofSeconds(s)));
        return Arbitraries.oneOf(increments, perMove, Arbitraries.just(TimeControl.none()));
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> near = Arbitraries.strings().withChars("0123456789+s/moveNONE -\n\u0000").ofMaxLength(40);
        return Arbitraries.oneOf(near, Arbitraries.strings().ofMaxLength(80));
    }

    private static String refusal(String text) {
        return assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(text)).getMessage();
    }
}
