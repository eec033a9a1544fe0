/**
 * Runnable examples of the Shogun SDK; start with {@link io.github.shogunsdk.examples.QuickStart}.
 */
package io.github.shogunsdk.examples;
