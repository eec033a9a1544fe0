package io.github.shogunsdk.examples.boot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.jackson3.ShogunModule;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.json.JsonMapper;

/**
 * Boot 4's own JsonMapper carries the SDK's Jackson 3 module, though the application never names
 * it: the module is found on the class path. (The tests both Boots share are in
 * ../spring-boot/src/test/java; this one names Jackson 3's types.)
 */
class BootMapperTest {

    @Test
    void bootsJsonMapperHasTheModuleThoughTheApplicationNeverNamesIt() {
        try (ConfigurableApplicationContext context = SpringApplication.run(ShogunApplication.class,
                "--server.port=0", "--server.address=127.0.0.1", "--spring.main.banner-mode=off",
                "--logging.level.root=error")) {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertTrue(mapper.registeredModules().stream().anyMatch(ShogunModule.class::isInstance),
                    mapper.registeredModules().toString());
        }
    }
}
