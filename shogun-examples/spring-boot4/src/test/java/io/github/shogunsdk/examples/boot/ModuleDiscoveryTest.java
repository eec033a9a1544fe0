package io.github.shogunsdk.examples.boot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.jackson3.ShogunModule;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.json.JsonMapper;

/**
 * How Spring Boot 4 comes to the module: through Jackson 3's module discovery, which Boot runs
 * while spring.jackson.find-and-add-modules is on (its default). Switched off, Boot's JsonMapper
 * lacks the module and does not write a position as its SPN.
 */
class ModuleDiscoveryTest {

    @Test
    void withoutDiscoveryBootsJsonMapperLacksTheModule() {
        try (ConfigurableApplicationContext context = SpringApplication.run(ShogunApplication.class,
                "--spring.main.web-application-type=none", "--spring.main.banner-mode=off",
                "--logging.level.root=error", "--spring.jackson.find-and-add-modules=false")) {
            JsonMapper mapper = context.getBean(JsonMapper.class);
            assertFalse(mapper.registeredModules().stream().anyMatch(ShogunModule.class::isInstance));
            assertNotEquals("\"" + Position.INITIAL_SPN + "\"", mapper.writeValueAsString(Position.initial()));
        }
    }
}
