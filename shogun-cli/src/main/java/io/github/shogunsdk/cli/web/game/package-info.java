/**
 * The web game without its HTTP: the games of a server ({@link io.github.shogunsdk.cli.web.game.GameRegistry},
 * bounded per client and in all), each a record as a tree with the node the page shows
 * ({@link io.github.shogunsdk.cli.web.game.GameSession}) and its engine jobs (a search for a move
 * or a hint, an analysis, a review: one {@code EngineJob} life each), the search slots they take
 * ({@link io.github.shogunsdk.cli.web.game.ClientQuota}), the policy of which hosts and origins
 * may change a game ({@link io.github.shogunsdk.cli.web.game.OriginGuard}), and the views the JSON
 * API answers with ({@link io.github.shogunsdk.cli.web.game.Views}). What a game refuses is a
 * {@link io.github.shogunsdk.cli.web.game.GameException} of one kind per reason; the server that
 * carries the game over HTTP ({@code io.github.shogunsdk.cli.web}) maps each kind to its status.
 * Nothing here depends on that server, so another can carry the same games.
 */
package io.github.shogunsdk.cli.web.game;
