/**
 * The grammar of the Shogun Engine Protocol ({@code docs/PROTOCOL.md}), both halves in one place:
 * the commands a program sends ({@link io.github.shogunsdk.core.internal.protocol.Command},
 * {@code setoption}, {@code position}, {@code go}) and the answers an engine writes ({@code id},
 * {@code option}, {@code info}, {@code bestmove}, {@code info string error}), each read and written
 * by one class. The SDK's client of the protocol ({@code core.internal.external}) writes the
 * commands and reads the answers; the command line's engine ({@code shogun engine}, in
 * {@code shogun-cli}) reads the commands and writes the answers. What a command or an answer means
 * (a position's legality, a search's limits) is left to each side: this package knows words, not
 * games. Its classes are public for the command line alone, which uses the core on the class path;
 * the module exports nothing.
 */
package io.github.shogunsdk.core.internal.protocol;
