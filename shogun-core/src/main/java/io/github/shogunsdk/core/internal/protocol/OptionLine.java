package io.github.shogunsdk.core.internal.protocol;

import io.github.shogunsdk.api.internal.AsciiCase;

/**
 * {@code option name <Name> type <type> default <value> [min <a> max <b>]}: an option an engine
 * announces after {@code sep}. An engine writes it with {@link #check}, {@link #spin} or
 * {@link #string}; a program reads its name and, for a number it sets, its bounds
 * ({@link #clamp}). Option names match in ASCII letter case only ({@link #sameName}).
 *
 * @param name the option's name: the text between {@code option name} and {@code type}, stripped
 * @param text the announcement after {@code option name}, the name included
 */
public record OptionLine(String name, String text) {

    private static final String PREFIX = "option name ";

    /**
     * Reads an announcement.
     *
     * @param line a line from the engine
     * @return the option, or null when the line is not an {@code option} line with a name and a type
     */
    public static OptionLine parse(String line) {
        if (!line.startsWith(PREFIX)) {
            return null;
        }
        String rest = line.substring(PREFIX.length());
        int type = rest.indexOf(" type ");
        return type > 0 ? new OptionLine(rest.substring(0, type).strip(), rest) : null;
    }

    /**
     * Brings a value within the announced {@code min} and {@code max}, those the line gives; a bound
     * that is not a whole number is no bound.
     *
     * @param value the value wanted
     * @return the value within the bounds
     */
    public int clamp(int value) {
        String[] words = text.split("\\s+");
        int result = value;
        for (int i = 0; i + 1 < words.length; i++) {
            try {
                if (words[i].equals("min")) {
                    result = Math.max(result, Integer.parseInt(words[i + 1]));
                } else if (words[i].equals("max")) {
                    result = Math.min(result, Integer.parseInt(words[i + 1]));
                }
            } catch (NumberFormatException e) {
                // a bound that cannot be read is no bound
            }
        }
        return result;
    }

    /**
     * Tells whether two option names are the same name: equal but for the ASCII letter case of
     * A–Z, so that a character that merely folds to a letter ({@code ſ} to s, the Kelvin sign to k)
     * names another option.
     *
     * @param one a name
     * @param other another name
     * @return true when they name the same option
     */
    public static boolean sameName(String one, String other) {
        return AsciiCase.equalsIgnoreCase(one, other);
    }

    /**
     * Writes the announcement of a {@code check} option.
     *
     * @param name its name
     * @param value its default
     * @return such as {@code option name Ponder type check default false}
     */
    public static String check(String name, boolean value) {
        return PREFIX + name + " type check default " + value;
    }

    /**
     * Writes the announcement of a {@code spin} option.
     *
     * @param name its name
     * @param value its default
     * @param min its smallest value
     * @param max its largest value
     * @return such as {@code option name Hash type spin default 16 min 1 max 1024}
     */
    public static String spin(String name, long value, long min, long max) {
        return PREFIX + name + " type spin default " + value + " min " + min + " max " + max;
    }

    /**
     * Writes the announcement of a {@code string} option.
     *
     * @param name its name
     * @param value its default
     * @return such as {@code option name Rules type string default standard}
     */
    public static String string(String name, String value) {
        return PREFIX + name + " type string default " + value;
    }
}
