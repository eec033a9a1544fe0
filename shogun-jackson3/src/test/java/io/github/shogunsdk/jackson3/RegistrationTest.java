package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.contract.ServiceFiles;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;

/** The module is found as Jackson 3 modules are found, and registering it twice changes nothing. */
class RegistrationTest {

    @Test
    void theModuleNamesItself() {
        assertEquals(ShogunModule.class.getName(), new ShogunModule().getModuleName());
    }

    @Test
    void findAndAddModulesFindsTheModule() {
        List<JacksonModule> found = MapperBuilder.findModules();
        assertTrue(found.stream().anyMatch(ShogunModule.class::isInstance), found.toString());
        JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
        assertTrue(mapper.registeredModules().stream().anyMatch(ShogunModule.class::isInstance));
        assertEquals("\"d3\"", mapper.writeValueAsString(Square.parse("d3")));
    }

    @Test
    void registeringTwiceIsHarmless() {
        JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).findAndAddModules()
                .addModule(new ShogunModule()).build();
        assertEquals(1, mapper.registeredModules().stream().filter(ShogunModule.class::isInstance).count());
        assertEquals(Square.parse("h8"), mapper.readValue("\"h8\"", Square.class));
    }

    @Test
    void theServiceFileNamesTheModule() throws Exception {
        assertEquals(List.of(ShogunModule.class.getName()),
                ServiceFiles.named(ShogunModule.class, "/META-INF/services/tools.jackson.databind.JacksonModule"));
    }
}
