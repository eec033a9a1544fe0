package io.github.shogunsdk.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The {@code --tables DIR} option that {@code review} and {@code engine} share: a folder of endgame
 * tables, checked before the command takes its time, so a name that is no folder fails at once.
 */
final class TablesFolder {

    private TablesFolder() {
    }

    /**
     * Returns the folder an option names.
     *
     * @param text the option's value as given, or null without the option
     * @return the folder, or null without the option
     * @throws UsageException if the name is no folder: {@code option --tables: no folder 'DIR'}
     */
    static Path of(String text) {
        if (text == null) {
            return null;
        }
        try {
            Path folder = Path.of(text);
            // A control character would break a protocol line that names the folder.
            if (Files.isDirectory(folder) && text.chars().noneMatch(Character::isISOControl)) {
                return folder;
            }
        } catch (InvalidPathException e) {
            // reported below, as a name that is no folder
        }
        throw new UsageException("option --tables: no folder " + ShogunCommand.quoted(text));
    }
}
