/**
 * The statistics of an engine match: results counted by game pairs (the pentanomial model), the
 * Elo difference with its 95 % interval, and the sequential probability ratio test that decides
 * between two Elo hypotheses. Values only; {@code shogun match} plays the games.
 */
package io.github.shogunsdk.cli.match;
