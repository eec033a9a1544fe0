package io.github.shogunsdk.core.internal.protocol;

import java.util.List;
import java.util.Optional;

/**
 * The commands a program sends, by their first token, and the tokens of a line. A line is read as
 * the protocol's transport says: leading and trailing spaces do not matter, several spaces count
 * as one, and a blank line has no tokens.
 */
public enum Command {
    /** Asks the engine to introduce itself; answered by {@code id}, {@code option} lines and {@code sepok}. */
    SEP("sep"),
    /** Asks the engine to confirm it has dealt with every earlier command; answered {@code readyok}. */
    ISREADY("isready"),
    /** Sets an option ({@link SetOptionCommand}). */
    SETOPTION("setoption"),
    /** Tells the engine the next positions belong to a new game. */
    NEWGAME("newgame"),
    /** Sets the position to search ({@link PositionCommand}). */
    POSITION("position"),
    /** Starts a search ({@link GoCommand}). */
    GO("go"),
    /** Ends the running search; the engine answers its {@code bestmove}. */
    STOP("stop"),
    /** The opponent played the reply a pondering search expected. */
    PONDERHIT("ponderhit"),
    /** Makes the engine exit. */
    QUIT("quit");

    private final String word;

    Command(String word) {
        this.word = word;
    }

    /**
     * Returns the command's word, as it is sent.
     *
     * @return such as {@code isready}
     */
    public String word() {
        return word;
    }

    /**
     * Finds the command a line's first token names; the words are lower case, as sent.
     *
     * @param token the first token of a line
     * @return the command, or empty for an unknown one
     */
    public static Optional<Command> named(String token) {
        for (Command command : values()) {
            if (command.word.equals(token)) {
                return Optional.of(command);
            }
        }
        return Optional.empty();
    }

    /**
     * Splits a line into its tokens.
     *
     * @param line a line, without its line end
     * @return the tokens; none for a blank line
     */
    public static List<String> tokens(String line) {
        String[] words = line.strip().split("\\s+");
        return words[0].isEmpty() ? List.of() : List.of(words);
    }
}
