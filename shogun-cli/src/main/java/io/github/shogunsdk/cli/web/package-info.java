/**
 * The web game ({@code shogun serve}): {@link io.github.shogunsdk.cli.web.WebGame} serves a page
 * of plain HTML, CSS and JavaScript modules and a JSON API over a small HTTP/1.1 server of its own, using only
 * the SDK's public API and its Jackson module. This package is that server: connections, requests
 * and answers, the API's routes and the page's files; the games themselves, their engine jobs and
 * the origin policy are {@code io.github.shogunsdk.cli.web.game}'s, whose refusals it answers with
 * their statuses. The endpoints and the page's conventions are in the project's {@code docs/WEB.md}.
 */
package io.github.shogunsdk.cli.web;
