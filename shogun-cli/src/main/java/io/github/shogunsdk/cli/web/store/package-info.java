/**
 * Where the web game keeps its games: a {@link io.github.shogunsdk.cli.web.store.GameStore}, by
 * default an embedded H2 database in a folder, or PostgreSQL shared by several servers. A game is
 * one row ({@link io.github.shogunsdk.cli.web.store.StoredGame}): its whole record as SGN text, the
 * node shown, its settings and a revision for optimistic concurrency. The schema is created and
 * migrated by Flyway at start-up; connections are pooled by HikariCP. Knows nothing of HTTP nor of
 * the games' rules.
 */
package io.github.shogunsdk.cli.web.store;
