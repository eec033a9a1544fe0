package io.github.shogunsdk.json;

import io.github.shogunsdk.api.spi.Messages;
import java.util.Objects;

/**
 * Thrown when plain data does not have the shape of the value asked for. Its one-line message
 * starts with where the fault is, as a path into the data, when it is inside a game record's tree:
 * {@code mainline[3].variations[0][1]: expected the key "landingEnergy"}. The SDK's other values are
 * small and their messages name the key instead: {@code expected "centipawns" as a whole number, found the
 * number 1.5}.
 *
 * <pre>{@code
 * try {
 *     ShogunJson.fromPlain(Map.of("mainline", List.of(Map.of("move", "d1d3"))), GameRecord.class);
 * } catch (JsonShapeException e) {
 *     e.getPath();      // mainline[0]
 *     e.getProblem();   // expected the key "landingEnergy"
 *     e.getMessage();   // mainline[0]: expected the key "landingEnergy"
 * }
 * }</pre>
 *
 * <p>A text that is not the value's text form keeps the API's message and has the API's exception
 * (such as a {@code NotationException}, with the index of the bad character) as its cause.
 */
public final class JsonShapeException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String path;
    private final String problem;

    /**
     * Creates the exception.
     *
     * @param path where the fault is, such as {@code mainline[3].glyphs[0]}; empty for the value itself
     * @param problem what was expected and what was found, on one line
     */
    public JsonShapeException(String path, String problem) {
        this(path, problem, null);
    }

    /**
     * Creates the exception with its cause, such as the API's refusal of a text.
     *
     * @param path where the fault is, such as {@code mainline[3].glyphs[0]}; empty for the value itself
     * @param problem what was expected and what was found, on one line
     * @param cause the exception that found the fault, or {@code null}
     */
    public JsonShapeException(String path, String problem, Throwable cause) {
        // The message is made when asked for: the readers make this exception at every place they
        // refuse data, and the browser build repeats whatever the constructor does at each.
        super(null, cause);
        this.path = Objects.requireNonNull(path, "path");
        this.problem = Objects.requireNonNull(problem, "problem");
    }

    /**
     * Returns the path, a colon and the problem, or the problem alone when the path is empty.
     *
     * @return the one-line message
     */
    @Override
    public String getMessage() {
        String where = getPath();
        return where.isEmpty() ? getProblem() : where + ": " + getProblem();
    }

    /**
     * Returns where the fault is: keys after dots and indices in brackets, from the value's top,
     * such as {@code mainline[3].variations[0][1]}, with control characters escaped.
     *
     * @return the path; empty when the fault is in the value itself
     */
    public String getPath() {
        return Messages.escapeControls(path);
    }

    /**
     * Returns what is wrong, without the path.
     *
     * @return the problem, on one line
     */
    public String getProblem() {
        return Messages.escapeControls(problem);
    }
}
