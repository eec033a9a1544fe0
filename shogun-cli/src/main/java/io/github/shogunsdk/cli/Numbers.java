package io.github.shogunsdk.cli;

/** Reads whole-number options, with the option's name and range in the error. */
final class Numbers {

    private Numbers() {
    }

    /**
     * Reads a whole-number option.
     *
     * @param text the option's value, or null when it was not given
     * @param option the option's name, for the error
     * @param min the smallest value allowed
     * @param max the largest value allowed
     * @param absent the value when the option was not given
     * @return the value
     * @throws UsageException if the text is not a whole number in the range
     */
    static long parse(String text, String option, long min, long max, long absent) {
        if (text == null) {
            return absent;
        }
        try {
            long value = Long.parseLong(text);
            if (value < min || value > max) {
                throw new UsageException("option " + option + " takes " + min + " to " + max + ", not " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UsageException("option " + option + " takes a whole number, not " + ShogunCommand.quoted(text));
        }
    }
}
