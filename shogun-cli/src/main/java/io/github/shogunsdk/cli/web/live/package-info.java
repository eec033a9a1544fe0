/**
 * The web game's live layer: a WebSocket per page at {@code /api/games/{id}/live} that pushes each
 * committed change of the game with its revision, resumes a dropped connection from the last
 * revision seen, takes moves that name the ply they follow, and relays the changes other processes
 * commit to a shared PostgreSQL ({@code LISTEN}/{@code NOTIFY}). The message format is in
 * {@code docs/WEB.md} ("Live").
 */
package io.github.shogunsdk.cli.web.live;
