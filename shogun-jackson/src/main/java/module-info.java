/**
 * The Shogun SDK's Jackson module: JSON for every value of {@code io.github.shogunsdk.api}. An
 * {@code ObjectMapper} finds it with {@code findAndRegisterModules()}, on the module path through
 * this descriptor and on the class path through {@code META-INF/services}; a Spring Boot
 * application registers it by itself.
 */
@SuppressWarnings("requires-automatic")  // Spring's jars are automatic modules, and only optional here
module io.github.shogunsdk.jackson {
    requires transitive io.github.shogunsdk.api;
    requires transitive com.fasterxml.jackson.databind;
    // The shapes themselves: this module writes and reads them through Jackson.
    requires io.github.shogunsdk.json;
    // The Spring MVC glue, brought for Spring Boot applications, told what Jackson's exceptions say.
    requires io.github.shogunsdk.spring;
    // Spring Boot's auto-configuration (io.github.shogunsdk.jackson.spring): read only inside a
    // Spring Boot application, so not needed at run time.
    requires static spring.boot.autoconfigure;
    requires static spring.context;

    exports io.github.shogunsdk.jackson;
    // Read by Spring Boot alone, through reflection; not API, so not exported.
    opens io.github.shogunsdk.jackson.spring;

    provides com.fasterxml.jackson.databind.Module with io.github.shogunsdk.jackson.ShogunModule;
    provides io.github.shogunsdk.spring.internal.BodyFaults with io.github.shogunsdk.jackson.spring.JacksonBodyFaults;
}
