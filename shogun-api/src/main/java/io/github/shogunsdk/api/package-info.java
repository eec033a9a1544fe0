/**
 * The Shogun SDK's public values and services.
 *
 * <h2>Where to start</h2>
 * {@link io.github.shogunsdk.api.Shogun} reaches every service: a {@link io.github.shogunsdk.api.Game}
 * for play (legal moves, paths, refusals, undo, records, outcome), {@link io.github.shogunsdk.api.Rules}
 * for questions about any {@link io.github.shogunsdk.api.Position}, an
 * {@link io.github.shogunsdk.api.Engine} for a computer player, {@link io.github.shogunsdk.api.Perft}
 * and a {@link io.github.shogunsdk.api.Renderer}. The rules themselves, the notations and the
 * record format are described in the project's {@code docs/RULES.md} and {@code docs/NOTATION.md}.
 *
 * <h2>Conventions</h2>
 * <ul>
 *   <li><strong>Values are immutable</strong> and safe to share between threads: records where a
 *       value is complete by nature ({@link io.github.shogunsdk.api.Square},
 *       {@link io.github.shogunsdk.api.Piece}, {@link io.github.shogunsdk.api.Move}, the
 *       {@link io.github.shogunsdk.api.MovePath} and {@link io.github.shogunsdk.api.Outcome} cases),
 *       final classes with static factories and {@code with…} methods where a value may grow
 *       ({@link io.github.shogunsdk.api.Position}, {@link io.github.shogunsdk.api.RuleSet},
 *       {@link io.github.shogunsdk.api.GameSetup}, {@link io.github.shogunsdk.api.SearchLimits}, …).
 *       A game and an engine are mutable and say so.</li>
 *   <li><strong>Text</strong>: every value with a text form has {@code parse} (or {@code of} for
 *       parts) and a {@code toString()} that {@code parse} reads back. Every parser throws a
 *       {@link io.github.shogunsdk.api.NotationException} with the index of the first bad character,
 *       and accepts a leading byte-order mark.</li>
 *   <li><strong>Null</strong>: no method accepts {@code null} unless its documentation says so;
 *       a {@code null} argument throws a {@link java.lang.NullPointerException} naming the
 *       parameter. Absent results are {@link java.util.Optional}, never {@code null}. The package
 *       is {@code @NullMarked} (JSpecify): types are non-null unless marked {@code @Nullable},
 *       which only the parameters of {@code equals} and the {@code move} of
 *       {@link io.github.shogunsdk.api.RecordException}'s constructor are, so Kotlin and null
 *       checkers see the same rule. The annotations are not needed at run time.</li>
 *   <li><strong>Errors</strong>: bad input throws an {@link java.lang.IllegalArgumentException}
 *       (or a subtype: {@link io.github.shogunsdk.api.NotationException},
 *       {@link io.github.shogunsdk.api.RecordException},
 *       {@link io.github.shogunsdk.api.IllegalMoveException}) with a one-line message that quotes at
 *       most 60 characters of the input, control characters escaped; a refused call changes
 *       nothing. Exceptions name their accessors {@code getX()} as {@link java.lang.Throwable}
 *       does; values name them {@code x()}.</li>
 *   <li><strong>Order</strong>: square sets iterate in square order (a1, a2, …, a8, b1, …, h8) and
 *       move lists are sorted by their text.</li>
 *   <li><strong>Growth</strong>: the enums of reasons ({@link io.github.shogunsdk.api.WinReason},
 *       {@link io.github.shogunsdk.api.DrawReason}, {@link io.github.shogunsdk.api.RefusalReason},
 *       {@link io.github.shogunsdk.api.StopReason}) may gain constants in later versions, and the
 *       service interfaces, which only the SDK implements, may gain methods.</li>
 * </ul>
 */
@NullMarked
package io.github.shogunsdk.api;

import org.jspecify.annotations.NullMarked;
