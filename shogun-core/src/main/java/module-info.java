/**
 * The implementation of the Shogun SDK: bitboard move generation ({@code movegen}), the rules
 * ({@code rules}), energy models ({@code energy}), the board ({@code board}) and perft
 * ({@code perft}). Applications use the API module's {@code Shogun} entry point.
 */
module io.github.shogunsdk.core {
    requires transitive io.github.shogunsdk.api;

    provides io.github.shogunsdk.api.spi.ShogunProvider with io.github.shogunsdk.core.CoreProvider;
}
