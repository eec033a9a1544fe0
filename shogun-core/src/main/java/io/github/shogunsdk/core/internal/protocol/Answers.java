package io.github.shogunsdk.core.internal.protocol;

import io.github.shogunsdk.api.spi.Messages;

/**
 * The engine's short answers: {@code id name} and {@code id author} after {@code sep},
 * {@code sepok}, {@code readyok}, and {@code info string error <reason>}, its answer to a line it
 * could not carry out. The longer ones have classes of their own ({@link OptionLine},
 * {@link InfoLine}, {@link BestMoveLine}).
 */
public final class Answers {

    /** The end of the answer to {@code sep}. */
    public static final String SEPOK = "sepok";
    /** The answer to {@code isready}. */
    public static final String READYOK = "readyok";

    private static final String ID_NAME = "id name ";
    private static final String ERROR = "info string error";

    private Answers() {
    }

    /**
     * Writes the engine's name.
     *
     * @param name its name and version
     * @return {@code id name <name>}
     */
    public static String idName(String name) {
        return ID_NAME + name;
    }

    /**
     * Writes who wrote the engine.
     *
     * @param author the authors
     * @return {@code id author <author>}
     */
    public static String idAuthor(String author) {
        return "id author " + author;
    }

    /**
     * Reads the engine's name from an {@code id name} line.
     *
     * @param line a line from the engine
     * @return the name, stripped; null when the line is not an {@code id name}
     */
    public static String name(String line) {
        return line.startsWith(ID_NAME) ? line.substring(ID_NAME.length()).strip() : null;
    }

    /**
     * Writes the answer to a line that could not be carried out. The words quoted in a reason are
     * escaped where they are quoted; the control characters of the whole are escaped here as well,
     * so the answer is one line whatever the reason holds.
     *
     * @param reason why, in one sentence
     * @return {@code info string error <reason>}
     */
    public static String error(String reason) {
        return ERROR + " " + Messages.escapeControls(reason);
    }

    /**
     * Tells whether a line is an engine's error answer.
     *
     * @param line a line from the engine
     * @return true when it starts with {@code info string error}
     */
    public static boolean isError(String line) {
        return line.startsWith(ERROR);
    }
}
