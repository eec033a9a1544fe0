package io.github.shogunsdk.cli.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An answer to write, independent of Jetty: a status, header fields and a body. Jetty adds
 * {@code Content-Length} and leaves the body out for {@code HEAD}; the server adds
 * {@code Connection: close} when the answer closes the connection. Immutable.
 *
 * @param status the status, such as 200
 * @param headers the header fields, in order
 * @param body the body, empty for none
 * @param close whether the connection is closed after this answer
 */
record ApiAnswer(int status, Map<String, String> headers, byte[] body, boolean close) {

    private static final ObjectMapper JSON = new ObjectMapper();

    ApiAnswer {
        headers = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    }

    /** The same answer with one more header field. */
    ApiAnswer with(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new ApiAnswer(status, more, body, close);
    }

    /** The same answer, closing the connection after it. */
    ApiAnswer closing() {
        return new ApiAnswer(status, headers, body, true);
    }

    /**
     * A JSON answer that no cache keeps.
     *
     * @param status the status
     * @param json the body, UTF-8 JSON
     */
    static ApiAnswer json(int status, byte[] json) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", "application/json; charset=utf-8");
        headers.put("Cache-Control", "no-store");
        headers.put("X-Content-Type-Options", "nosniff");
        return new ApiAnswer(status, headers, json, false);
    }

    /**
     * A fault as {@code {"error":"<one line>"}}, with the {@code Allow} field of a 405; it closes
     * the connection when the problem says so.
     */
    static ApiAnswer problem(HttpProblem problem) {
        ObjectNode body = JSON.createObjectNode().put("error", problem.getMessage());
        ApiAnswer answer = json(problem.status(), body.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        if (problem.allow() != null) {
            answer = answer.with("Allow", problem.allow());
        }
        return problem.closes() ? answer.closing() : answer;
    }
}
