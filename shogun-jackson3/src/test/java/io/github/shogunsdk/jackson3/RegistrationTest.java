package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Square;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;

/** The module is found as Jackson 3 modules are found, and registering it twice changes nothing. */
class RegistrationTest {

    @Test
    void findAndAddModulesFindsTheModule() {
        List<JacksonModule> found = MapperBuilder.findModules();
        assertTrue(found.stream().anyMatch(ShogunModule.class::isInstance), found.toString());
        JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
        assertTrue(mapper.registeredModules().stream().anyMatch(ShogunModule.class::isInstance));
        assertEquals("\"d3\"", mapper.writeValueAsString(Square.parse("d3")));
    }

    @Test
    void theServiceFileNamesTheModule() throws Exception {
        try (InputStream in = ShogunModule.class.getResourceAsStream("/META-INF/services/tools.jackson.databind.JacksonModule")) {
            assertEquals(ShogunModule.class.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
        }
    }

    @Test
    void registeringTwiceIsHarmless() {
        JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).findAndAddModules()
                .addModule(new ShogunModule()).build();
        assertEquals(1, mapper.registeredModules().stream().filter(ShogunModule.class::isInstance).count());
        assertEquals(Square.parse("h8"), mapper.readValue("\"h8\"", Square.class));
    }

    @Test
    void theModuleNamesItself() {
        assertEquals(ShogunModule.class.getName(), new ShogunModule().getModuleName());
    }
}
