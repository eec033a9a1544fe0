/**
 * Not API: the bridge through which the SDK's implementation reads and makes positions in their
 * compact form, and the one home
 * of each rule that every module shares (the move grammar, tags, comments, enum words, ASCII
 * letter case and which endgame tables serve a setup; docs/DESIGN.md, "One home per rule"). Exported to the SDK's own modules only; the
 * command line and the browser build use it on the class path. It may change in any release.
 */
@NullMarked
package io.github.shogunsdk.api.internal;

import org.jspecify.annotations.NullMarked;
