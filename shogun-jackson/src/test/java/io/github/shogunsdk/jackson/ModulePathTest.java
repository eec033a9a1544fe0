package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.ShogunJson;
import io.github.shogunsdk.jackson.spring.JacksonBodyFaults;
import io.github.shogunsdk.json.contract.ModulePath;
import io.github.shogunsdk.spring.internal.BodyFaults;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * On the module path, with the API, the JSON layer, the SDK's Spring glue and Jackson and no Spring,
 * the module resolves (Spring is only {@code requires static}), Jackson's service lookup finds it,
 * and the glue's lookup finds its reader of Jackson's exceptions.
 */
class ModulePathTest {

    @Test
    void resolvesWithoutSpringAndProvidesTheModule() throws Exception {
        ModulePath path = ModulePath.resolve("io.github.shogunsdk.jackson", ShogunModule.class, Square.class,
                ShogunJson.class, BodyFaults.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class);
        assertTrue(path.modules().stream().noneMatch(name -> name.startsWith("spring")), path.modules().toString());
        assertEquals(List.of(ShogunModule.class.getName()), path.providers("com.fasterxml.jackson.databind.Module"));
        assertEquals(List.of(JacksonBodyFaults.class.getName()),
                path.declaredProviders("io.github.shogunsdk.jackson", BodyFaults.class.getName()));
        assertTrue(path.isNamed(ShogunModule.class.getName()));
    }
}
