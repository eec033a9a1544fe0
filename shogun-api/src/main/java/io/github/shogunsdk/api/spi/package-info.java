/**
 * For implementations of the SDK: the provider interface that {@link io.github.shogunsdk.api.Shogun}
 * finds through the service loader, and {@link io.github.shogunsdk.api.spi.Messages} for safe
 * one-line messages. Applications do not need this package.
 */
package io.github.shogunsdk.api.spi;
