/**
 * The Shogun SDK's Jackson 3 module: JSON for every value of {@code io.github.shogunsdk.api},
 * the same as the Jackson 2 module's. A {@code JsonMapper} builder finds it with
 * {@code findAndAddModules()}, on the module path through this descriptor and on the class path
 * through {@code META-INF/services}; Spring Boot 4 finds it the same way.
 */
// Named after its package, as the SDK's other modules are; the digit is Jackson's major version.
@SuppressWarnings({"module", "requires-automatic"}) // Spring's jars are automatic modules, and only optional here
module io.github.shogunsdk.jackson3 {
    requires transitive io.github.shogunsdk.api;
    requires transitive tools.jackson.databind;
    // The shapes themselves: this module writes and reads them through Jackson 3.
    requires io.github.shogunsdk.json;
    // Spring Boot 4's auto-configuration (io.github.shogunsdk.jackson3.spring): read only inside a
    // Spring Boot application, so not needed at run time.
    requires static spring.boot.autoconfigure;
    requires static spring.context;
    requires static spring.core;
    requires static spring.web;
    requires static spring.webmvc;

    exports io.github.shogunsdk.jackson3;
    // Read by Spring Boot alone, through reflection; not API, so not exported.
    opens io.github.shogunsdk.jackson3.spring;

    provides tools.jackson.databind.JacksonModule with io.github.shogunsdk.jackson3.ShogunModule;
}
