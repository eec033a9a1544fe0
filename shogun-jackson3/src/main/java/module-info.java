/**
 * The Shogun SDK's Jackson 3 module: JSON for every value of {@code io.github.shogunsdk.api},
 * the same as the Jackson 2 module's. A {@code JsonMapper} builder finds it with
 * {@code findAndAddModules()}, on the module path through this descriptor and on the class path
 * through {@code META-INF/services}; Spring Boot 4 finds it the same way.
 */
// Named after its package, as the SDK's other modules are; the digit is Jackson's major version.
@SuppressWarnings("module")
module io.github.shogunsdk.jackson3 {
    requires transitive io.github.shogunsdk.api;
    requires transitive tools.jackson.databind;
    // The shapes themselves: this module writes and reads them through Jackson 3.
    requires io.github.shogunsdk.json;
    // The Spring MVC glue, brought for Spring Boot 4 applications, told what Jackson's exceptions
    // say (io.github.shogunsdk.jackson3.spring, not exported).
    requires io.github.shogunsdk.spring;

    exports io.github.shogunsdk.jackson3;

    provides tools.jackson.databind.JacksonModule with io.github.shogunsdk.jackson3.ShogunModule;
    provides io.github.shogunsdk.spring.internal.BodyFaults with io.github.shogunsdk.jackson3.spring.JacksonBodyFaults;
}
