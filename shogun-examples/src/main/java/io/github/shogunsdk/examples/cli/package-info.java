/**
 * The {@code shogun} command line (RULES.md §11); the entry point is
 * {@link io.github.shogunsdk.examples.cli.ShogunCommand}.
 */
package io.github.shogunsdk.examples.cli;
