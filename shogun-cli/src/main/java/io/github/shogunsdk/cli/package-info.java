/**
 * The {@code shogun} command line (docs/CLI.md); the entry point is
 * {@link io.github.shogunsdk.cli.ShogunCommand}.
 */
package io.github.shogunsdk.cli;
