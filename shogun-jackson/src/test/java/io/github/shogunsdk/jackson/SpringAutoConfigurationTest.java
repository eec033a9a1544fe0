package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.jackson.spring.ShogunJacksonAutoConfiguration;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfiguration;

/**
 * Spring Boot finds the auto-configuration where it looks for them, and the auto-configuration
 * gives the module as a bean. (The Spring Boot 3 application of shogun-examples/spring-boot3 shows it
 * working in a real application.)
 */
class SpringAutoConfigurationTest {

    @Test
    void theImportsFileNamesTheAutoConfiguration() throws Exception {
        try (InputStream in = ShogunModule.class.getResourceAsStream(
                "/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports")) {
            assertEquals(ShogunJacksonAutoConfiguration.class.getName(),
                    new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
        }
        assertTrue(ShogunJacksonAutoConfiguration.class.isAnnotationPresent(AutoConfiguration.class));
    }

    @Test
    void theBeanIsTheModule() {
        assertInstanceOf(ShogunModule.class, new ShogunJacksonAutoConfiguration().shogunModule());
    }
}
