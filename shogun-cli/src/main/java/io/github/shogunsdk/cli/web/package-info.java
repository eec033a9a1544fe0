/**
 * The web game ({@code shogun serve}): {@link io.github.shogunsdk.cli.web.WebGame} serves a page
 * of plain HTML, CSS and JavaScript modules and a JSON API on Jetty's core handlers, using only
 * the SDK's public API and its Jackson module. This package is the server: Jetty's configuration
 * and the limits it does not count itself, the handlers of the guard, the API and the page's
 * files, and the JSON answer to every fault, Jetty's own included; the games themselves, their
 * engine jobs and the origin policy are {@code io.github.shogunsdk.cli.web.game}'s, whose
 * refusals it answers with their statuses. The endpoints and the page's conventions are in the
 * project's {@code docs/WEB.md}.
 */
package io.github.shogunsdk.cli.web;
