/**
 * A desktop Shogun board in JavaFX, built on the SDK's public API alone: moves by click-click and
 * by drag, the legal destinations of the piece in hand, the path the move will take (a choice
 * where two open paths reach the square) and the energy it will land with, the magnets, the last
 * move and check, engine hints drawn along the move's real path, games against the engine off the
 * UI thread, undo, and records saved and loaded. Run it with
 * {@code java -jar shogun-examples/desktop/target/shogun-desktop.jar}; docs/DESKTOP.md describes it.
 */
package io.github.shogunsdk.examples.desktop;
