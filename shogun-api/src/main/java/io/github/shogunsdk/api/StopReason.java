package io.github.shogunsdk.api;

/**
 * Why a search ended. Later versions may add reasons, so a {@code switch} over this enum should
 * have a default branch.
 */
public enum StopReason {
    /** It completed its depth limit, or {@link SearchLimits#MAX_DEPTH}, or found a forced result it cannot improve. */
    DEPTH,
    /** It reached its node limit. */
    NODES,
    /** It ran out of time. */
    TIME,
    /** {@link Engine#stop()} stopped it (or an interrupt or a cancelled future, which stop it as {@code stop()} does). */
    STOPPED,
    /** There was nothing to search: the game is over, or the side to move has no legal move. */
    GAME_OVER
}
