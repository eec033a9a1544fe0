/**
 * Runnable examples of the Shogun SDK; start with {@link io.github.shogunsdk.examples.QuickStart},
 * then {@link io.github.shogunsdk.examples.RandomGame} (a game of random moves, printed as a record)
 * and {@link io.github.shogunsdk.examples.LoadRecord} (a record replayed and its final board drawn).
 */
package io.github.shogunsdk.examples;
