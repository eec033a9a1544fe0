/**
 * Spring Boot's auto-configuration of a Spring MVC application for the Shogun SDK's values: request
 * parameters and path variables of the types with a text form bind by themselves, and a refused
 * value or a malformed JSON body answers 400 with its one-line reason. The SDK's Jackson modules
 * bring this module, so a Spring Boot 3 or 4 application adds nothing; it is read only by Spring
 * Boot, and needs no Spring at run time elsewhere.
 */
// Spring's jars are automatic modules, and only optional here; the Jackson modules named below are
// compiled after this one.
@SuppressWarnings({"module", "requires-automatic"})
module io.github.shogunsdk.spring {
    requires io.github.shogunsdk.json;
    requires static spring.boot.autoconfigure;
    requires static spring.context;
    requires static spring.core;
    requires static spring.web;
    requires static spring.webmvc;

    // Read by Spring Boot alone, through reflection; not API, so not exported.
    opens io.github.shogunsdk.spring;
    // Not API: how the Jackson modules say what their exceptions mean, for the 400 answers.
    exports io.github.shogunsdk.spring.internal to io.github.shogunsdk.jackson, io.github.shogunsdk.jackson3;

    uses io.github.shogunsdk.spring.internal.BodyFaults;
}
