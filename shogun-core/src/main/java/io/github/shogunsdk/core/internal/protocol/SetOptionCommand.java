package io.github.shogunsdk.core.internal.protocol;

import java.util.List;
import java.util.Objects;

/**
 * {@code setoption name <Name> value <v>}: the name is every token between {@code name} and the
 * first {@code value}, the value every token after it, each joined by single spaces.
 *
 * @param name the option's name, as sent (the engine matches it in any ASCII letter case)
 * @param value the value, possibly empty
 */
public record SetOptionCommand(String name, String value) {

    /**
     * Checks the parts.
     *
     * @param name the option's name
     * @param value the value
     */
    public SetOptionCommand {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }

    /**
     * Reads the tokens after {@code setoption}.
     *
     * @param words the tokens after the command's word
     * @return the command
     * @throws IllegalArgumentException if the tokens do not start with {@code name}, or no
     *     {@code value} follows a name
     */
    public static SetOptionCommand parse(List<String> words) {
        int value = words.indexOf("value");
        if (words.isEmpty() || !words.get(0).equals("name") || value < 2) {
            throw new IllegalArgumentException("expected setoption name <Name> value <v>");
        }
        return new SetOptionCommand(String.join(" ", words.subList(1, value)),
                String.join(" ", words.subList(value + 1, words.size())));
    }

    /**
     * Writes the command.
     *
     * @return such as {@code setoption name Hash value 64}
     */
    @Override
    public String toString() {
        return Command.SETOPTION.word() + " name " + name + " value " + value;
    }
}
