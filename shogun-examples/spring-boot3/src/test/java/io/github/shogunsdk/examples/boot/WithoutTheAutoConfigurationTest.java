package io.github.shogunsdk.examples.boot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.jackson.ShogunModule;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * What shogun-jackson's auto-configuration does: excluded, Boot's ObjectMapper lacks the module and
 * cannot write a position, as Spring Boot 3 applications found before it existed.
 */
class WithoutTheAutoConfigurationTest {

    @Test
    void bootsObjectMapperLacksTheModule() {
        try (ConfigurableApplicationContext context = SpringApplication.run(ShogunApplication.class,
                "--spring.main.web-application-type=none", "--spring.main.banner-mode=off",
                "--logging.level.root=error",
                "--spring.autoconfigure.exclude=io.github.shogunsdk.jackson.spring.ShogunJacksonAutoConfiguration")) {
            ObjectMapper mapper = context.getBean(ObjectMapper.class);
            assertFalse(mapper.getRegisteredModuleIds().contains(ShogunModule.class.getName()));
            assertThrows(JsonMappingException.class, () -> mapper.writeValueAsString(Position.initial()));
        }
    }
}
