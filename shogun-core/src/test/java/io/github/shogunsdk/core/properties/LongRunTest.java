package io.github.shogunsdk.core.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * One setting scales the tries of every long run: a property marked {@link LongRun} runs the
 * percentage of its stated tries that {@value LongRun#SETTING} gives, at least one, and a setting
 * that is not a percentage is refused by name.
 */
class LongRunTest {

    private static String before;
    private static int runs;

    @BeforeContainer
    static void aQuarter() {
        before = System.setProperty(LongRun.SETTING, "25");
    }

    @AfterContainer
    static void restore() {
        if (before == null) {
            System.clearProperty(LongRun.SETTING);
        } else {
            System.setProperty(LongRun.SETTING, before);
        }
    }

    @LongRun
    @Property(tries = 40)
    void aQuarterOfFortyTries(@ForAll int any) {
        runs++;
    }

    @AfterProperty
    void countTheRuns() {
        if (runs > 0) {
            assertEquals(10, runs, "a quarter of 40 tries");
            runs = 0;
        }
    }

    @Example
    void theStatedTriesAreScaledRoundedAndAtLeastOne() {
        assertEquals(30_000, LongRun.Tries.scaled(30_000, null), "not set: all of them");
        assertEquals(30_000, LongRun.Tries.scaled(30_000, "100"));
        assertEquals(3_000, LongRun.Tries.scaled(30_000, "10"));
        assertEquals(150, LongRun.Tries.scaled(300, " 50 "));
        assertEquals(20_000, LongRun.Tries.scaled(2_000, "1000"));
        assertEquals(2, LongRun.Tries.scaled(15, "10"), "1.5 rounds to 2");
        assertEquals(1, LongRun.Tries.scaled(3, "10"), "0.3 would be none: at least one");
    }

    @Example
    void aSettingThatIsNotAPercentageIsRefused() {
        for (String wrong : new String[] {"0", "-5", "ten", "", "12.5", "100001"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> LongRun.Tries.scaled(100, wrong));
            assertEquals("shogun.tries.percent is a percentage of each long run's tries, a whole number from 1 to "
                    + "100000, not \"" + wrong + "\"", e.getMessage());
        }
    }
}
