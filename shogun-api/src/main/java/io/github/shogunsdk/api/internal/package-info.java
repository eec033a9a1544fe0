/**
 * Not API: the bridge through which the SDK's implementation reads and makes positions in their
 * compact form. Exported to the core module only; it may change in any release.
 */
@NullMarked
package io.github.shogunsdk.api.internal;

import org.jspecify.annotations.NullMarked;
