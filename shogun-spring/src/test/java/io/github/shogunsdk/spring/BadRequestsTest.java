package io.github.shogunsdk.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.spring.internal.BodyFaults;
import io.github.shogunsdk.spring.internal.BodyFaults.Fault;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

/**
 * The wording of the 400 answers: a JSON library's fault (given here by a stand-in for the Jackson
 * modules' readers) after where it is in the body or the text, a refused parameter after its
 * name, all on one line. The Spring Boot applications of shogun-examples check the same answers
 * over HTTP with Jackson 2 and 3.
 */
class BadRequestsTest {

    /** An exception of a JSON library of its own, which only {@link #LIBRARY} knows. */
    private static final class LibraryException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient Fault fault;

        LibraryException(Fault fault) {
            super("the library's own text, with its place: " + fault);
            this.fault = fault;
        }
    }

    private static final BodyFaults LIBRARY = failure -> failure instanceof LibraryException e ? e.fault : null;

    private static final HttpInputMessage BODY = new HttpInputMessage() {
        @Override
        public InputStream getBody() {
            return new ByteArrayInputStream(new byte[0]);
        }

        @Override
        public HttpHeaders getHeaders() {
            return new HttpHeaders();
        }
    };

    private static String unreadable(BadRequests answers, Throwable cause) {
        ProblemDetail problem = answers.unreadableBody(new HttpMessageNotReadableException("JSON parse error", cause, BODY));
        assertEquals(HttpStatus.BAD_REQUEST.value(), problem.getStatus());
        return problem.getDetail();
    }

    private static String unreadable(Fault fault) {
        return unreadable(new BadRequests(List.of(LIBRARY)), new LibraryException(fault));
    }

    @Test
    void aFaultInsideTheBodyFollowsItsKeysAndIndices() {
        assertEquals("game.moves[1]: bad move", unreadable(new Fault("bad move", List.of("game", "moves", 1), -1, -1)));
        assertEquals("[0]: bad square", unreadable(new Fault("bad square", List.of(0), -1, -1)));
        // A place that is neither a key nor an index is left out; a key is shown on one line.
        assertEquals("a\\nb[2]: no", unreadable(new Fault("no", List.of("a\nb", -1, 2), 3, 4)));
    }

    @Test
    void aBodyThatIsNotJsonSaysWhereInTheText() {
        assertEquals("malformed JSON at line 2, column 5: Unexpected character ('}')",
                unreadable(new Fault("Unexpected character ('}')", List.of(), 2, 5)));
    }

    @Test
    void theLibrarysMessageIsOneLineAndCut() {
        assertEquals("first line second line", unreadable(new Fault("first line\n   second line\n", List.of(), -1, -1)));
        assertEquals("null", unreadable(new Fault(null, List.of(), -1, -1)));
        String cut = unreadable(new Fault("x".repeat(400), List.of(), -1, -1));
        assertEquals("x".repeat(300) + "…", cut);
    }

    @Test
    void theFirstFaultAlongTheCausesIsTheReason() {
        Throwable wrapped = new IllegalStateException("wrapper",
                new LibraryException(new Fault("inner", List.of("from"), -1, -1)));
        assertEquals("from: inner", unreadable(new BadRequests(List.of(failure -> null, LIBRARY)), wrapped));
    }

    @Test
    void withoutALibraryThatKnowsTheExceptionTheReasonIsGeneral() {
        String general = "the request has no body, or one that is not readable";
        Fault fault = new Fault("bad move", List.of("moves"), -1, -1);
        assertEquals(general, unreadable(new BadRequests(List.of()), new LibraryException(fault)));
        assertEquals(general, unreadable(new BadRequests(List.of(LIBRARY)), null));
        // No Jackson module on this module's test path: the service loader finds no reader.
        assertEquals(general, unreadable(new BadRequests(), new LibraryException(fault)));
    }

    /** A handler method's parameter, for Spring's exception. */
    static void handler(Square from) {
    }

    private static String refused(String name, Class<?> type, Throwable cause) throws Exception {
        Method handler = BadRequestsTest.class.getDeclaredMethod("handler", Square.class);
        ProblemDetail problem = new BadRequests(List.of()).refusedParameter(
                new MethodArgumentTypeMismatchException("z9", type, name, new MethodParameter(handler, 0), cause));
        assertEquals(HttpStatus.BAD_REQUEST.value(), problem.getStatus());
        return problem.getDetail();
    }

    @Test
    void aRefusedParameterIsNamedBeforeTheSdksReason() throws Exception {
        String why = "bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'";
        assertEquals("parameter \"from\": " + why,
                refused("from", Square.class, new IllegalStateException("conversion", new IllegalArgumentException(why))));
        assertEquals("parameter \"from\": expected Square", refused("from", Square.class, null));
        assertEquals("parameter \"from\": expected another value", refused("from", null, new RuntimeException("?")));
        assertEquals("parameter \"a\\nb\": two lines", refused("a\nb", Square.class, new IllegalArgumentException("two\nlines")));
    }
}
