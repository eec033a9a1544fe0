/**
 * The stable public API of the Shogun SDK: squares, pieces, moves and paths, positions, rule sets,
 * energy models, outcomes, refusals, the notations, and the services reached through
 * {@link io.github.shogunsdk.api.Shogun}. It has no dependencies and no logic beyond validation;
 * add {@code shogun-core} to get the implementation.
 */
module io.github.shogunsdk.api {
    exports io.github.shogunsdk.api;
    exports io.github.shogunsdk.api.spi;

    uses io.github.shogunsdk.api.spi.ShogunProvider;
}
