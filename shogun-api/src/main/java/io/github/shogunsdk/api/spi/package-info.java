/**
 * For implementations of the SDK: the provider interface that {@link io.github.shogunsdk.api.Shogun}
 * finds through the service loader, and {@link io.github.shogunsdk.api.spi.Messages} for safe
 * one-line messages. Applications do not need this package. The conventions of
 * {@link io.github.shogunsdk.api} hold here too: no method accepts {@code null} unless its
 * documentation says so ({@link io.github.shogunsdk.api.spi.Messages#quote(String)} does), and a
 * {@code null} argument throws a {@link java.lang.NullPointerException} naming the parameter; a
 * provider checks its arguments so as well. The package is {@code @NullMarked} (JSpecify), and
 * the parameters that take {@code null} are marked {@code @Nullable}.
 */
@NullMarked
package io.github.shogunsdk.api.spi;

import org.jspecify.annotations.NullMarked;
