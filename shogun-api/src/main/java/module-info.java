/**
 * The stable public API of the Shogun SDK: squares, pieces, moves and paths, positions, rule sets,
 * energy models, outcomes, refusals, the notations, and the services reached through
 * {@link io.github.shogunsdk.api.Shogun}. It has no dependencies and no logic beyond validation.
 *
 * <p>Applications depend on {@code io.github.shogunsdk:shogun-core}, which brings this module and
 * its implementation; they name only the types of this module. Its public types are kept
 * compatible between releases, as the project's compatibility policy describes. The rules it
 * models are those of the
 * <a href="https://github.com/shogunsdk/shogun-sdk/blob/main/docs/RULES.md">Shogun rules document</a>.
 */
@SuppressWarnings("module") // the core and JSON modules, named below, are compiled after this one
module io.github.shogunsdk.api {
    exports io.github.shogunsdk.api;
    exports io.github.shogunsdk.api.spi;
    // Not API: the compact form of positions and the one home of each shared rule (the move
    // grammar, tags, comments, enum words, ASCII case), for the SDK's own modules only.
    exports io.github.shogunsdk.api.internal to io.github.shogunsdk.core, io.github.shogunsdk.json;

    // The JSpecify nullness annotations: read by compilers and checkers, needed neither at run
    // time nor to compile against this module (not transitive, so applications need not have it).
    requires static org.jspecify;

    uses io.github.shogunsdk.api.spi.ShogunProvider;
}
