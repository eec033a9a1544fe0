/**
 * The Shogun SDK's public values and services. Start at {@link io.github.shogunsdk.api.Shogun}
 * for the rules, and at {@link io.github.shogunsdk.api.Position} for positions.
 */
package io.github.shogunsdk.api;
