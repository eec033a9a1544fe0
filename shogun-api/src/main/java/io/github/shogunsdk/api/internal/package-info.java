/**
 * Not API: the bridge through which the SDK's implementation reads and makes positions in their
 * compact form, and the plain data form of game records that the JSON modules share. Exported to
 * the core and JSON modules only; it may change in any release.
 */
@NullMarked
package io.github.shogunsdk.api.internal;

import org.jspecify.annotations.NullMarked;
