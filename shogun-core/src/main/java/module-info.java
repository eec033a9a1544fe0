/**
 * The implementation of the Shogun SDK, by folder: {@code board} (the bitboard position with
 * make/unmake and Zobrist keys), {@code movegen} (path tables and move generation), {@code rules}
 * (attacks, legality per rule set, outcomes, why a move is illegal), {@code energy} (landing
 * energies), {@code perft}, {@code engine} (the alpha-beta search), {@code game} (games with history), {@code notation} (game records) and
 * {@code render} (coursework, terminal and SVG boards). Applications use the API module's
 * {@code Shogun} entry point.
 */
module io.github.shogunsdk.core {
    requires transitive io.github.shogunsdk.api;

    provides io.github.shogunsdk.api.spi.ShogunProvider with io.github.shogunsdk.core.CoreProvider;
}
