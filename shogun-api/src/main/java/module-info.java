/**
 * The stable public API of the Shogun SDK: squares, pieces, moves, positions, rule sets, energy
 * models, outcomes, the notations, and the services reached through {@link io.github.shogunsdk.api.Shogun}.
 */
module io.github.shogunsdk.api {
    exports io.github.shogunsdk.api;
    exports io.github.shogunsdk.api.notation;
    exports io.github.shogunsdk.api.spi;

    uses io.github.shogunsdk.api.spi.ShogunProvider;
}
