/** The service interface that implementations of the SDK provide. */
package io.github.shogunsdk.api.spi;
