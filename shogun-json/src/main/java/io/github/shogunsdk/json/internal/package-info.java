/**
 * Not API: the JSON shapes type by type, and the walks that the SDK's JSON adapters share. The
 * module exports it to the Jackson modules only, and the JavaScript build compiles it from the
 * class path; it may change in any release. Applications use {@link io.github.shogunsdk.json.ShogunJson}.
 */
package io.github.shogunsdk.json.internal;
