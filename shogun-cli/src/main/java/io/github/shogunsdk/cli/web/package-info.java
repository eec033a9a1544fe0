/**
 * The web game ({@code shogun serve}): {@link io.github.shogunsdk.cli.web.WebGame} serves a page
 * of plain HTML, CSS and JavaScript modules and a JSON API over a small HTTP/1.1 server of its own, using only
 * the SDK's public API and its Jackson module. The endpoints and the page's conventions are in the
 * project's {@code docs/WEB.md}.
 */
package io.github.shogunsdk.cli.web;
