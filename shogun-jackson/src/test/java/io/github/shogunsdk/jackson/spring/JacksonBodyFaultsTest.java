package io.github.shogunsdk.jackson.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.jackson.ShogunModule;
import io.github.shogunsdk.spring.internal.BodyFaults;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The Spring MVC glue finds this module's reader of Jackson 2's exceptions, and the reader tells
 * where a refused value is in the body (keys and indices), where a text that is not JSON goes
 * wrong (line and column), and the SDK's own message.
 */
class JacksonBodyFaultsTest {

    /** An application's request body. */
    record Route(Square from, List<Square> via) {
    }

    private final ObjectMapper mapper = new ObjectMapper().registerModule(new ShogunModule());

    @Test
    void theServiceLoaderFindsTheReader() {
        assertEquals(List.of(JacksonBodyFaults.class),
                ServiceLoader.load(BodyFaults.class).stream().map(ServiceLoader.Provider::type).toList());
    }

    @Test
    void aRefusedValueInsideTheBody() {
        JsonMappingException refused = assertThrows(JsonMappingException.class,
                () -> mapper.readValue("{\"from\":\"d1\",\"via\":[\"d2\",\"z9\"]}", Route.class));
        BodyFaults.Fault fault = new JacksonBodyFaults().read(refused);
        assertEquals(List.of("via", 1), fault.path());
        assertEquals("bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'", fault.message());
        assertTrue(fault.line() < 0, fault.toString());
    }

    @Test
    void aTextThatIsNotJson() {
        JsonParseException broken = assertThrows(JsonParseException.class,
                () -> mapper.readValue("{\"from\":\"d1\",\n\"via\" [\"d2\"]}", Route.class));
        BodyFaults.Fault fault = new JacksonBodyFaults().read(broken);
        assertEquals(List.of(), fault.path());
        assertEquals(2, fault.line());
        assertTrue(fault.column() > 0 && fault.message().startsWith("Unexpected character"), fault.toString());
    }

    @Test
    void anotherLibrarysExceptionIsNotRead() {
        assertNull(new JacksonBodyFaults().read(new IllegalArgumentException("bad square")));
    }
}
