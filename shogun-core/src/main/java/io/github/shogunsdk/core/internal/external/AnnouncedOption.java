package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.protocol.OptionLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * An option as a program announced it, read into its parts: its type ({@code check}, {@code spin},
 * {@code combo}, {@code string}, or UCI's {@code button}), its default and, for a spin, its bounds,
 * for a combo, its values. It checks a value before the client sends it, so that a value the
 * program would refuse, or that would break the line, is refused in the caller's thread with one
 * line. Immutable.
 *
 * @param name the name as announced
 * @param type the type word as announced, in lower case
 * @param defaultValue the announced default, empty when none
 * @param min the smallest value of a spin, or null when none is announced (or it is not a number)
 * @param max the largest value of a spin, or null likewise
 * @param choices the values of a combo, in the announced order; empty for other types
 */
record AnnouncedOption(String name, String type, String defaultValue, Long min, Long max, List<String> choices) {

    /** The longest value sent, in characters: values are one protocol line, not data transfers. */
    static final int MAX_VALUE_LENGTH = 10_000;

    private static final Set<String> KEYWORDS = Set.of("default", "min", "max", "var");

    /**
     * Reads an announcement's parts.
     *
     * @param line the announcement
     * @return the option
     */
    static AnnouncedOption of(OptionLine line) {
        String afterType = line.text().substring(line.text().indexOf(" type ") + " type ".length()).strip();
        String[] words = afterType.split("\\s+");
        String type = AsciiCase.lower(words[0]);
        String defaultValue = "";
        Long min = null;
        Long max = null;
        List<String> choices = new ArrayList<>();
        int i = 1;
        while (i < words.length) {
            String keyword = words[i++];
            StringBuilder value = new StringBuilder();
            while (i < words.length && !KEYWORDS.contains(words[i])) {
                value.append(value.length() == 0 ? "" : " ").append(words[i++]);
            }
            switch (keyword) {
                case "default" -> defaultValue = value.toString();
                case "min" -> min = number(value.toString());
                case "max" -> max = number(value.toString());
                case "var" -> choices.add(value.toString());
                default -> {
                    // a word this client does not know is no part of the announcement it needs
                }
            }
        }
        return new AnnouncedOption(line.name(), type, defaultValue, min, max, List.copyOf(choices));
    }

    private static Long number(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * Checks a value against the announcement and returns it as it is sent: a spin's number, a
     * check's {@code true} or {@code false}, a combo's value as the program spells it.
     *
     * @param value the value asked for
     * @return the value to send
     * @throws IllegalArgumentException if the option does not take it, saying why in one line
     */
    String checked(String value) {
        if (value.length() > MAX_VALUE_LENGTH) {
            throw new IllegalArgumentException("a value for " + name + " holds at most " + MAX_VALUE_LENGTH
                    + " characters, not " + value.length());
        }
        for (int i = 0; i < value.length(); i++) {
            if (Character.isISOControl(value.charAt(i))) {
                throw new IllegalArgumentException("a value for " + name + " holds no control character, but "
                        + Messages.quote(value) + " has " + Messages.describe(value.charAt(i)) + " at index " + i);
            }
        }
        return switch (type) {
            case "spin" -> spin(value);
            case "check" -> {
                String lower = AsciiCase.lower(value.strip());
                if (!lower.equals("true") && !lower.equals("false")) {
                    throw new IllegalArgumentException(name + " is true or false, not " + Messages.quote(value));
                }
                yield lower;
            }
            case "combo" -> choices.stream().filter(choice -> AsciiCase.equalsIgnoreCase(choice, value.strip()))
                    .findFirst().orElseThrow(() -> new IllegalArgumentException(name + " is one of "
                            + Messages.flatten(String.join(", ", choices)) + ", not " + Messages.quote(value)));
            case "string" -> value;
            case "button" -> throw new IllegalArgumentException(name + " is a button, which takes no value: press it "
                    + "with pressButton(" + Messages.quote(name) + ")");
            default -> throw new IllegalArgumentException(name + " has the type " + Messages.quote(type)
                    + ", which the protocol does not define, so it cannot be set");
        };
    }

    private String spin(String value) {
        long number;
        try {
            number = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(range() + ", not " + Messages.quote(value));
        }
        if (min != null && number < min || max != null && number > max) {
            throw new IllegalArgumentException(range() + ", not " + Messages.quote(value));
        }
        return Long.toString(number);
    }

    /** Such as {@code Threads is a whole number from 1 to 64}. */
    String range() {
        return name + " is a whole number" + (min != null ? " from " + min : "") + (max != null ? " to " + max : "");
    }

    /**
     * Brings a number within the announced bounds, for a value the caller left at its default.
     *
     * @param value the value
     * @return the value within {@link #min} and {@link #max}, those announced
     */
    long clamp(long value) {
        long result = min == null ? value : Math.max(min, value);
        return max == null ? result : Math.min(max, result);
    }
}
