package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.jackson.spring.ShogunJacksonAutoConfiguration;
import io.github.shogunsdk.json.contract.ServiceFiles;
import java.util.List;
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
        assertEquals(List.of(ShogunJacksonAutoConfiguration.class.getName()),
                ServiceFiles.named(ShogunModule.class,
                        "/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports"));
        assertTrue(ShogunJacksonAutoConfiguration.class.isAnnotationPresent(AutoConfiguration.class));
    }

    @Test
    void theBeanIsTheModule() {
        assertInstanceOf(ShogunModule.class, new ShogunJacksonAutoConfiguration().shogunModule());
    }
}
