package io.github.shogunsdk.cli.web.clock;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;

/** The grammar of {@link TimeControl}'s text, kept apart from the values it makes. */
final class TimeControlText {

    /** Longer texts are refused before being read; no valid one comes near. */
    private static final int MAX_LENGTH = 32;

    private static final String FORMS = "expected none, <minutes>+<seconds> (5+3), <seconds>s+<seconds> (90s+0) or <seconds>s/move (30s/move)";

    private TimeControlText() {
    }

    static TimeControl parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("no time control given: " + FORMS);
        }
        if (text.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("the time control " + TimeControl.shown(text) + " is longer than " + MAX_LENGTH + " characters: " + FORMS);
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("none")) {
            return TimeControl.none();
        }
        if (t.endsWith("s/move")) {
            long seconds = number(text, t.substring(0, t.length() - "s/move".length()), "the time per move");
            return TimeControl.ofPerMove(Duration.ofSeconds(seconds));
        }
        int plus = t.indexOf('+');
        if (plus < 0) {
            throw new IllegalArgumentException("bad time control " + TimeControl.shown(text) + ": " + FORMS);
        }
        String base = t.substring(0, plus);
        Duration baseTime = base.endsWith("s")
                ? Duration.ofSeconds(number(text, base.substring(0, base.length() - 1), "the base time"))
                : Duration.ofMinutes(number(text, base, "the base time"));
        long increment = number(text, t.substring(plus + 1), "the increment");
        return TimeControl.ofIncrement(baseTime, Duration.ofSeconds(increment));
    }

    /** Reads 1 to 5 ASCII digits, which keeps every value far from overflowing. */
    private static long number(String whole, String digits, String what) {
        if (digits.isEmpty() || digits.length() > 5 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("bad time control " + TimeControl.shown(whole) + ": " + what + " is not a whole number; " + FORMS);
        }
        return Long.parseLong(digits);
    }

    static void requireSeconds(String what, Duration value, long min, long max) {
        if (value == null) {
            throw new IllegalArgumentException(what + " is missing");
        }
        if (value.getNano() != 0 || value.getSeconds() < min || value.getSeconds() > max) {
            throw new IllegalArgumentException(what + " is " + min + " to " + max + " whole seconds, not " + describe(value));
        }
    }

    private static String describe(Duration value) {
        return new BigDecimal(value.getSeconds()).add(BigDecimal.valueOf(value.getNano(), 9))
                .stripTrailingZeros().toPlainString() + " s";
    }
}
