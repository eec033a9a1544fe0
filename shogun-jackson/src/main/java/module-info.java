/**
 * The Shogun SDK's Jackson module: JSON for every value of {@code io.github.shogunsdk.api}. An
 * {@code ObjectMapper} finds it with {@code findAndRegisterModules()}, on the module path through
 * this descriptor and on the class path through {@code META-INF/services}.
 */
module io.github.shogunsdk.jackson {
    requires transitive io.github.shogunsdk.api;
    requires transitive com.fasterxml.jackson.databind;

    exports io.github.shogunsdk.jackson;

    provides com.fasterxml.jackson.databind.Module with io.github.shogunsdk.jackson.ShogunModule;
}
