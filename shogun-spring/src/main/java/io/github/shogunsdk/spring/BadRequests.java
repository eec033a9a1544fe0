package io.github.shogunsdk.spring;

import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.spring.internal.BodyFaults;
import java.util.List;
import java.util.ServiceLoader;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

/**
 * Answers a malformed request body or a refused parameter with a 400 whose problem detail
 * (RFC 9457, {@code application/problem+json}) is the one-line reason: the SDK's own message for
 * its values, such as {@code bad square at index 0 of "z9": expected a file letter a-h, found 'z'},
 * after where it is ({@code parameter "from": …}, {@code from: …} for a key of the body). Without
 * it, Spring answers 400 with no reason, and the reason stays in the server's log.
 *
 * <p>What a JSON library's exception says of a body comes from the {@link BodyFaults} that the
 * SDK's Jackson modules provide (Jackson 2 or 3, whichever the application has).
 *
 * <p>Ordered last: an application's own exception handlers come first.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
public final class BadRequests {

    /** The most characters of a reason from elsewhere (Jackson's, Spring's) shown. */
    private static final int MAX_SHOWN = 300;

    private final List<BodyFaults> libraries;

    BadRequests() {
        this(ServiceLoader.load(BodyFaults.class, BodyFaults.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get).toList());
    }

    BadRequests(List<BodyFaults> libraries) {
        this.libraries = List.copyOf(libraries);
    }

    /**
     * A body that is not JSON, or not the JSON of the value the handler takes.
     *
     * @param e Spring's exception
     * @return the problem detail
     */
    @ExceptionHandler(HttpMessageNotReadableException.class)
    public ProblemDetail unreadableBody(HttpMessageNotReadableException e) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, reason(e));
    }

    /**
     * A request parameter or path variable that is not a value of its type.
     *
     * @param e Spring's exception
     * @return the problem detail
     */
    @ExceptionHandler(MethodArgumentTypeMismatchException.class)
    public ProblemDetail refusedParameter(MethodArgumentTypeMismatchException e) {
        String why = null;
        for (Throwable cause = e.getCause(); cause != null && why == null; cause = cause.getCause()) {
            if (cause instanceof IllegalArgumentException) {
                why = cause.getMessage();
            }
        }
        if (why == null) {
            why = "expected " + (e.getRequiredType() == null ? "another value" : e.getRequiredType().getSimpleName());
        }
        return ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
                "parameter " + Messages.quote(e.getName()) + ": " + Messages.flatten(why, MAX_SHOWN));
    }

    private String reason(HttpMessageNotReadableException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            for (BodyFaults library : libraries) {
                BodyFaults.Fault fault = library.read(cause);
                if (fault != null) {
                    return worded(fault);
                }
            }
        }
        return "the request has no body, or one that is not readable";
    }

    private static String worded(BodyFaults.Fault fault) {
        String why = Messages.flatten(String.valueOf(fault.message()), MAX_SHOWN);
        if (!fault.path().isEmpty()) {
            return path(fault.path()) + ": " + why;
        }
        if (fault.line() >= 0) {
            return "malformed JSON at line " + fault.line() + ", column " + fault.column() + ": " + why;
        }
        return why;
    }

    /** Where in the body: keys after dots, indices in brackets, as the SDK's own paths are. */
    private static String path(List<Object> steps) {
        StringBuilder path = new StringBuilder();
        for (Object step : steps) {
            if (step instanceof String key) {
                path.append(path.length() == 0 ? "" : ".").append(Messages.oneLine(key));
            } else if (step instanceof Integer index && index >= 0) {
                path.append('[').append(index).append(']');
            }
        }
        return path.toString();
    }
}
