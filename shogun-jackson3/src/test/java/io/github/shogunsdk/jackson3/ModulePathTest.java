package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.ShogunJson;
import io.github.shogunsdk.jackson3.spring.JacksonBodyFaults;
import io.github.shogunsdk.json.contract.ModulePath;
import io.github.shogunsdk.spring.internal.BodyFaults;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.ObjectMapper;

/**
 * On the module path, with the API, the JSON layer, the SDK's Spring glue and Jackson 3 alone (no
 * Spring), the module resolves, Jackson's service lookup finds it, and the glue's lookup finds its
 * reader of Jackson's exceptions.
 */
class ModulePathTest {

    @Test
    void resolvesWithoutSpringAndProvidesTheModule() throws Exception {
        ModulePath path = ModulePath.resolve("io.github.shogunsdk.jackson3", ShogunModule.class, Square.class,
                ShogunJson.class, BodyFaults.class, ObjectMapper.class, JsonParser.class, JsonProperty.class);
        assertEquals(List.of(ShogunModule.class.getName()), path.providers("tools.jackson.databind.JacksonModule"));
        assertTrue(path.isNamed(ShogunModule.class.getName()), path.modules().toString());
        assertTrue(path.modules().stream().noneMatch(name -> name.startsWith("spring")), path.modules().toString());
        assertEquals(List.of(JacksonBodyFaults.class.getName()),
                path.declaredProviders("io.github.shogunsdk.jackson3", BodyFaults.class.getName()));
    }
}
