package io.github.shogunsdk.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.contract.ServiceFiles;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.format.support.DefaultFormattingConversionService;

/**
 * Spring Boot finds the auto-configuration where it looks for them, and its converter reads the
 * SDK's values from a parameter's text. (The Spring Boot 3 and 4 applications of shogun-examples
 * show it working in real applications.)
 */
class ShogunWebAutoConfigurationTest {

    @Test
    void theImportsFileNamesTheAutoConfiguration() throws Exception {
        assertEquals(List.of(ShogunWebAutoConfiguration.class.getName()), ServiceFiles.named(BadRequests.class,
                "/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports"));
        assertTrue(ShogunWebAutoConfiguration.class.isAnnotationPresent(AutoConfiguration.class));
        assertInstanceOf(BadRequests.class, new ShogunWebAutoConfiguration().shogunBadRequests());
    }

    @Test
    void theConverterReadsTheValuesWithATextForm() {
        DefaultFormattingConversionService spring = new DefaultFormattingConversionService();
        new ShogunWebAutoConfiguration().shogunTextValues().addFormatters(spring);
        assertEquals(Square.parse("d1"), spring.convert(" d1 ", Square.class));
        assertEquals(List.of(Move.parse("d1d3"), Move.parse("e8e7")), spring.convert("d1d3,e8e7",
                TypeDescriptor.valueOf(String.class), TypeDescriptor.collection(List.class, TypeDescriptor.valueOf(Move.class))));
        TextValueConverter converter = new TextValueConverter();
        assertTrue(converter.matches(TypeDescriptor.valueOf(String.class), TypeDescriptor.valueOf(Square.class)));
        assertFalse(converter.matches(TypeDescriptor.valueOf(String.class), TypeDescriptor.valueOf(Integer.class)));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> converter.convert("z9", TypeDescriptor.valueOf(String.class), TypeDescriptor.valueOf(Square.class)));
        assertEquals("bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'", refused.getMessage());
    }
}
