package io.github.shogunsdk.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Spring Boot's auto-configuration of a Spring MVC application for the SDK's values: request
 * parameters and path variables of the types with a text form ({@code @RequestParam Square from},
 * {@code @PathVariable Move move}, {@code Position}, {@code RuleSet}, …) bind with no code of the
 * application's own, and a refused value, or a malformed JSON body, answers 400 with the one-line
 * reason as its problem detail. The property {@code shogun.web.bad-request-details=false} keeps
 * Spring's own 400 answers instead, without a reason.
 *
 * <p>Not API: the module exports this package to no one (it opens it, for Spring's reflection).
 */
@AutoConfiguration
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass(WebMvcConfigurer.class)
public final class ShogunWebAutoConfiguration {

    /** Creates the auto-configuration; Spring Boot does this. */
    public ShogunWebAutoConfiguration() {
    }

    /**
     * Adds the converter of the SDK's text values to Spring MVC's conversion service.
     *
     * @return the configurer
     */
    @Bean
    public WebMvcConfigurer shogunTextValues() {
        return new WebMvcConfigurer() {
            @Override
            public void addFormatters(FormatterRegistry registry) {
                registry.addConverter(new TextValueConverter());
            }
        };
    }

    /**
     * The 400 answers with a reason.
     *
     * @return the exception handlers
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnProperty(name = "shogun.web.bad-request-details", havingValue = "true", matchIfMissing = true)
    public BadRequests shogunBadRequests() {
        return new BadRequests();
    }
}
