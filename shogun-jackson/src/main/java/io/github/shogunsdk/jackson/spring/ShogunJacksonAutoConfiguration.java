package io.github.shogunsdk.jackson.spring;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.jackson.ShogunModule;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * Spring Boot's auto-configuration for this module: in a Spring Boot application that has
 * shogun-jackson on its class path, Boot's {@code ObjectMapper} writes and reads the SDK's values
 * with no code or setting of the application's own.
 *
 * <p>Spring Boot finds this class through
 * {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports} and adds
 * the {@link ShogunModule} bean below, and Boot registers every Jackson {@code Module} bean in the
 * {@code ObjectMapper} it configures. An application that declares its own {@code ShogunModule}
 * bean keeps that one. Outside Spring Boot nothing reads this class, and shogun-jackson needs no
 * Spring at run time.
 *
 * <p>Not API: the module exports this package to no one (it opens it, for Spring's reflection).
 */
@AutoConfiguration
@ConditionalOnClass(ObjectMapper.class)
public final class ShogunJacksonAutoConfiguration {

    /** Creates the auto-configuration; Spring Boot does this. */
    public ShogunJacksonAutoConfiguration() {
    }

    /**
     * The SDK's Jackson module, as a bean for Boot to register in its {@code ObjectMapper}.
     *
     * @return a new module
     */
    @Bean
    @ConditionalOnMissingBean
    public ShogunModule shogunModule() {
        return new ShogunModule();
    }
}
