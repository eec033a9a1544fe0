package io.github.shogunsdk.spring.internal;

import java.util.List;

/**
 * A JSON library's reading of its own exceptions, for the 400 answer to a request body that the
 * library could not read: the library's message, where in the body, where in the text. Each of the
 * SDK's Jackson modules provides one through {@link java.util.ServiceLoader}
 * ({@code META-INF/services} and its module descriptor); the Spring MVC glue words the answer.
 *
 * <pre>{@code
 * // Jackson refused {"moves":["d1d3","z9"]} at moves[1]:
 * new BodyFaults.Fault("bad move …", List.of("moves", 1), -1, -1)
 * // Jackson found no JSON at line 2, column 5 of the text:
 * new BodyFaults.Fault("Unexpected character …", List.of(), 2, 5)
 * }</pre>
 */
public interface BodyFaults {

    /**
     * Reads an exception, if it is the library's.
     *
     * @param failure an exception in the chain of causes of Spring's refusal of a body
     * @return what it says, or {@code null} when it is not the library's exception
     */
    Fault read(Throwable failure);

    /**
     * What a JSON library says of a body it could not read.
     *
     * @param message the library's own message, without its place (it may be {@code null}, or span lines)
     * @param path where in the body, outermost first: a key as a {@code String}, an index of an
     *     array as an {@code Integer} (a negative one is left out); empty when the library knows none
     * @param line the line in the text of a body that is not JSON, from 1; negative when the body is
     *     JSON of another shape, or the library knows no place
     * @param column the column on that line, from 1
     */
    record Fault(String message, List<Object> path, long line, long column) {

        /**
         * Checks and copies the path.
         *
         * @param message the library's own message
         * @param path where in the body
         * @param line the line in the text, or a negative number
         * @param column the column on that line
         */
        public Fault {
            path = List.copyOf(path);
        }
    }
}
