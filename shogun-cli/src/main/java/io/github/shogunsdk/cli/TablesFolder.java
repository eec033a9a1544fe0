package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Shogun;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * A folder of endgame tables as the command line takes it: the {@code --tables DIR} option that
 * {@code best}, {@code review} and {@code engine} share, and the engine protocol's {@code Tables}
 * option. The name is checked before the command takes its time, so a name that is no folder
 * fails at once.
 */
final class TablesFolder {

    private TablesFolder() {
    }

    /**
     * Returns the folder an option names.
     *
     * @param text the option's value as given, or null without the option
     * @return the folder, or null without the option
     * @throws UsageException if the name is no folder, {@code option --tables: no folder 'DIR'},
     *     or has a control character
     */
    static Path of(String text) {
        if (text == null) {
            return null;
        }
        try {
            return folder(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option --tables: " + e.getMessage());
        }
    }

    /**
     * Returns the folder a name gives.
     *
     * @param text the name
     * @return the folder
     * @throws IllegalArgumentException if the name is no folder ({@code no folder 'DIR'}), or has
     *     a control character, which would break a protocol line that names the folder
     */
    static Path folder(String text) {
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a folder name with a control character: " + ShogunCommand.quoted(text));
        }
        try {
            Path folder = Path.of(text);
            if (Files.isDirectory(folder)) {
                return folder;
            }
        } catch (InvalidPathException e) {
            // reported below, as a name that is no folder
        }
        throw new IllegalArgumentException("no folder " + ShogunCommand.quoted(text));
    }

    /**
     * The options of an engine for a setup: the defaults, with the folder's tables for the
     * setup's rule set and energy model when a folder is given.
     *
     * @param folder the folder, or null for no tables
     * @param setup the setup the engine plays
     * @return the options
     */
    static EngineOptions engineOptions(Path folder, GameSetup setup) {
        EngineOptions options = EngineOptions.defaults();
        return folder == null ? options
                : options.withTables(Shogun.openTables(folder, setup.ruleSet(), setup.energyModel()));
    }

    /**
     * Says that a table in a folder cannot be read: a file there that is not a table of the rules
     * and energies asked for (files are named by signature only), or a broken one.
     *
     * @param folder the folder
     * @param e the probe's failure, which names the file and why
     * @return the one-line error: {@code cannot read the tables in 'DIR': "PvP.sgtb" is not a usable table: …}
     */
    static UsageException unreadable(Path folder, UncheckedIOException e) {
        return new UsageException("cannot read the tables in " + ShogunCommand.quoted(folder.toString()) + ": "
                + ShogunCommand.oneLine(e));
    }
}
