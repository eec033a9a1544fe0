/**
 * The implementation of the Shogun SDK: the artifact an application depends on.
 *
 * <p>Add {@code io.github.shogunsdk:shogun-core} to the build; it brings {@code shogun-api} with it.
 * Applications program against the API module alone, starting at its {@code Shogun} entry point
 * ({@code Shogun.newGame(…)}, {@code Shogun.rules()}, {@code Shogun.newEngine(…)},
 * {@code Shogun.perft()}, {@code Shogun.renderer()}), which finds this module through the service
 * loader. This module exports no package: everything inside it may change in any release, and
 * only the API is kept compatible.
 *
 * <p>Inside, by folder under {@code io.github.shogunsdk.core.internal}: {@code board} (the bitboard
 * position with make/unmake and Zobrist keys), {@code movegen} (path tables and move generation),
 * {@code legality} (attacks, legal moves per rule set, what a position decides), {@code energy}
 * (landing energies and initial positions), {@code convert} (the one place that turns boards into
 * API values), {@code rules} (the rules service), {@code perft}, {@code notation} (the text of game
 * records), {@code game} (games with history, records read and replayed), {@code engine} (the
 * alpha-beta search, its clock and pondering), {@code protocol} (the engine protocol's grammar,
 * which the command line's engine shares), {@code external} (a client of the engine protocol:
 * another program as an engine), {@code render} (coursework, terminal and SVG boards) and
 * {@code review} (the game review).
 *
 * <p>The rules it implements are those of the
 * <a href="https://github.com/shogunsdk/shogun-sdk/blob/main/docs/RULES.md">Shogun rules document</a>.
 */
module io.github.shogunsdk.core {
    requires transitive io.github.shogunsdk.api;

    provides io.github.shogunsdk.api.spi.ShogunProvider with io.github.shogunsdk.core.CoreProvider;
}
