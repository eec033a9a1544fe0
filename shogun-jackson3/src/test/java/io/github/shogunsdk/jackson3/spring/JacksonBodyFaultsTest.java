package io.github.shogunsdk.jackson3.spring;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.jackson3.ShogunModule;
import io.github.shogunsdk.spring.internal.BodyFaults;
import io.github.shogunsdk.spring.internal.BodyFaults.Fault;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3's exceptions as the Spring MVC glue reads them through this module's service: the
 * keys and indices of a refused value, the line of a text that is not JSON, and nothing of an
 * exception of another library.
 */
class JacksonBodyFaultsTest {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).build();
    private final BodyFaults reader = ServiceLoader.load(BodyFaults.class).findFirst().orElseThrow();

    private Fault faultReading(String json) {
        try {
            mapper.readValue(json, new TypeReference<Map<String, List<Move>>>() { });
        } catch (JacksonException e) {
            return reader.read(e);
        }
        throw new AssertionError("read " + json);
    }

    @Test
    void readsWhereAndWhy() {
        assertEquals(JacksonBodyFaults.class, reader.getClass());
        Fault refused = faultReading("{\"plan\":[\"d1d3\",\"d1d3\",\"z9\"]}");
        String badMove = "bad move at index 0 of \"z9\": expected a file letter a-h, found 'z'";
        assertAll(() -> assertEquals(List.of("plan", 2), refused.path()),
                () -> assertEquals(-1, refused.line()),
                () -> assertEquals(badMove, refused.message()));
        Fault broken = faultReading("{\n\n\"plan\" [] }");
        assertAll(() -> assertEquals(List.of(), broken.path()),
                () -> assertEquals(3, broken.line()),
                () -> assertEquals(true, broken.column() > 0, broken.toString()));
        assertNull(reader.read(new IllegalStateException("not Jackson's")));
    }
}
