/**
 * The JSON shapes of the Shogun SDK's values, for any JSON library:
 * {@link io.github.shogunsdk.json.ShogunJson} turns each value of {@code io.github.shogunsdk.api}
 * into plain data (maps, lists, strings, numbers, booleans) and back, and says where data of the
 * wrong shape is wrong ({@link io.github.shogunsdk.json.JsonShapeException}).
 */
package io.github.shogunsdk.json;
