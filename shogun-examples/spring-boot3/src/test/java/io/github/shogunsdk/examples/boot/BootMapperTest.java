package io.github.shogunsdk.examples.boot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.jackson.ShogunModule;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Boot 3's own ObjectMapper carries the SDK's Jackson 2 module, though the application never names
 * it: the module is found on the class path. (The tests both Boots share are in
 * ../spring-boot/src/test/java; this one names Jackson 2's types.)
 */
class BootMapperTest {

    @Test
    void bootsObjectMapperHasTheModuleThoughTheApplicationNeverNamesIt() {
        try (ConfigurableApplicationContext context = SpringApplication.run(ShogunApplication.class,
                "--server.port=0", "--server.address=127.0.0.1", "--spring.main.banner-mode=off",
                "--logging.level.root=error")) {
            ObjectMapper mapper = context.getBean(ObjectMapper.class);
            assertTrue(mapper.getRegisteredModuleIds().contains(ShogunModule.class.getName()),
                    mapper.getRegisteredModuleIds().toString());
        }
    }
}
