/**
 * The JSON shapes of the Shogun SDK's values, for any JSON library: {@link io.github.shogunsdk.json.ShogunJson}
 * turns every value of {@code io.github.shogunsdk.api} into plain data (maps, lists, strings,
 * numbers, booleans) and back. The SDK's Jackson modules are adapters over it; other libraries
 * (Gson, Moshi, JSON-B) write and read its plain data themselves.
 */
// The Jackson and Spring modules named below are compiled after this one.
@SuppressWarnings("module")
module io.github.shogunsdk.json {
    requires transitive io.github.shogunsdk.api;

    exports io.github.shogunsdk.json;
    // Not API: the shapes by type and the walks the adapters share, for the SDK's own modules only.
    exports io.github.shogunsdk.json.internal to io.github.shogunsdk.jackson, io.github.shogunsdk.jackson3,
            io.github.shogunsdk.spring;
}
