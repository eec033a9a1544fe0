package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EnergyModel;

/**
 * The {@code --energy MODEL} option, spelled the same by every command that has it: an energy model
 * written as everywhere else ({@code fixed}, {@code magnetic 90}, {@code random 42}) and read by
 * {@link EnergyModel#parse}, where a colon may stand for the space, which a command line would
 * otherwise need to quote ({@code magnetic:90}). Its default differs by command, and each command's
 * help says which.
 */
final class EnergyOption {

    /** The option's name. */
    static final String NAME = "--energy";

    /** The option's label in the usage. */
    static final String LABEL = "MODEL";

    /*
     * The description, line by line, for play and match: picocli would break "magnetic ROT" at its
     * space, so no line is long enough to be wrapped, and the lines after the first are indented by
     * two spaces as picocli indents the lines it wraps.
     */
    /** The description's first line. */
    static final String MAGNETIC_DEFAULT = "the energy model (default: magnetic): fixed,";
    /** The description's second line. */
    static final String MODELS_2 = "  magnetic, magnetic ROT with the board turned by";
    /** The description's third line. */
    static final String MODELS_3 = "  ROT = 90, 180 or 270 degrees, or random SEED";
    /** The description's fourth line. */
    static final String MODELS_4 = "  (also written magnetic:ROT and random:SEED)";

    private EnergyOption() {
    }

    /**
     * Reads the option's value.
     *
     * @param text the value as given, or null when the option is absent
     * @param absent the command's default
     * @return the model
     * @throws UsageException if the text is not an energy model
     */
    static EnergyModel parse(String text, EnergyModel absent) {
        if (text == null) {
            return absent;
        }
        try {
            return EnergyModel.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + NAME + ": " + ShogunCommand.oneLine(e));
        }
    }
}
