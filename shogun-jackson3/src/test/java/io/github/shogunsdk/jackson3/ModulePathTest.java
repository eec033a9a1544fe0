package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.shogunsdk.api.Square;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.ObjectMapper;

/**
 * On the module path, with the API and Jackson 3 alone, the module resolves and Jackson's service
 * lookup finds it.
 */
class ModulePathTest {

    private static Path where(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void resolvesWithoutSpringAndProvidesTheModule() throws Exception {
        ModuleFinder finder = ModuleFinder.of(where(ShogunModule.class), where(Square.class), where(io.github.shogunsdk.json.ShogunJson.class), where(ObjectMapper.class),
                where(JsonParser.class), where(JsonProperty.class));
        Configuration configuration = ModuleLayer.boot().configuration()
                .resolveAndBind(finder, ModuleFinder.of(), Set.of("io.github.shogunsdk.jackson3"));
        Set<String> names = configuration.modules().stream().map(module -> module.name()).collect(Collectors.toSet());
        assertTrue(names.stream().noneMatch(name -> name.startsWith("spring")), names.toString());

        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        ClassLoader loader = layer.findLoader("io.github.shogunsdk.jackson3");
        Class<?> service = loader.loadClass("tools.jackson.databind.JacksonModule");
        List<String> found = ServiceLoader.load(layer, service).stream()
                .map(provider -> provider.type().getName()).collect(Collectors.toList());
        assertEquals(List.of(ShogunModule.class.getName()), found);
        assertTrue(loader.loadClass(ShogunModule.class.getName()).getModule().isNamed());
    }
}
