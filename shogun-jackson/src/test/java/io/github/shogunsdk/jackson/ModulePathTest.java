package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.ShogunJson;
import io.github.shogunsdk.json.contract.ModulePath;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * On the module path, with the API, the JSON layer and Jackson and no Spring, the module resolves
 * (Spring is only {@code requires static}) and Jackson's service lookup finds it.
 */
class ModulePathTest {

    @Test
    void resolvesWithoutSpringAndProvidesTheModule() throws Exception {
        ModulePath path = ModulePath.resolve("io.github.shogunsdk.jackson", ShogunModule.class, Square.class,
                ShogunJson.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class);
        assertTrue(path.modules().stream().noneMatch(name -> name.startsWith("spring")), path.modules().toString());
        assertEquals(List.of(ShogunModule.class.getName()), path.providers("com.fasterxml.jackson.databind.Module"));
        assertTrue(path.isNamed(ShogunModule.class.getName()));
    }
}
