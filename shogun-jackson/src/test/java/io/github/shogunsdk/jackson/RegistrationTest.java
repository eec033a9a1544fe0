package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.contract.ServiceFiles;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The module is found as Jackson modules are found, and registering it twice changes nothing. */
class RegistrationTest {

    @Test
    void findAndRegisterModulesFindsTheModule() throws Exception {
        List<Module> found = ObjectMapper.findModules();
        assertTrue(found.stream().anyMatch(ShogunModule.class::isInstance), found.toString());
        ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
        assertTrue(mapper.getRegisteredModuleIds().contains(ShogunModule.class.getName()));
        assertEquals("\"d3\"", mapper.writeValueAsString(Square.parse("d3")));
    }

    @Test
    void theServiceFileNamesTheModule() throws Exception {
        assertEquals(List.of(ShogunModule.class.getName()),
                ServiceFiles.named(ShogunModule.class, "/META-INF/services/com.fasterxml.jackson.databind.Module"));
    }

    @Test
    void registeringTwiceIsHarmless() throws Exception {
        ObjectMapper mapper = new ObjectMapper().registerModule(new ShogunModule()).findAndRegisterModules()
                .registerModule(new ShogunModule());
        assertEquals(1, mapper.getRegisteredModuleIds().stream().filter(ShogunModule.class.getName()::equals).count());
        assertEquals(Square.parse("h8"), mapper.readValue("\"h8\"", Square.class));
    }

    @Test
    void theModuleNamesItself() {
        ShogunModule module = new ShogunModule();
        assertEquals(ShogunModule.class.getName(), module.getModuleName());
    }
}
