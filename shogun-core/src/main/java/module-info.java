/**
 * The implementation of the Shogun SDK. Applications depend on this module and program against
 * the API module it brings with it ({@code io.github.shogunsdk.api}, starting at {@code Shogun}); it
 * exports nothing and provides the API's service.
 *
 * <p>Its folders, under {@code io.github.shogunsdk.core.internal}: {@code board} (the bitboard
 * position with make/unmake and Zobrist keys), {@code movegen} (path tables and move generation),
 * {@code legality} (attacks, legal moves per rule set, what a position decides), {@code energy}
 * (landing energies and initial positions), {@code convert} (the one place that turns boards into
 * API values), {@code rules} (the rules service), {@code perft}, {@code notation} (the text of game
 * records), {@code game} (games with history, records read and replayed), {@code engine} (the
 * alpha-beta search) and {@code render} (coursework, terminal and SVG boards).
 */
module io.github.shogunsdk.core {
    requires transitive io.github.shogunsdk.api;

    provides io.github.shogunsdk.api.spi.ShogunProvider with io.github.shogunsdk.core.CoreProvider;
}
