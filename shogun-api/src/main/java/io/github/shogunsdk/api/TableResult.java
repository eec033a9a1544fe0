package io.github.shogunsdk.api;

/**
 * The result an endgame table gives a position, for its side to move (docs/TABLES.md). A
 * <em>cursed</em> win is won without the quiet-ply limit and drawn with it: the winner cannot force
 * the win within the quiet plies the limit leaves; a <em>blessed</em> loss is its other side.
 *
 * <p>This enum may gain constants in later versions.
 */
public enum TableResult {
    /** The side to move wins, within the quiet-ply limit. */
    WIN,
    /** The side to move would win, but the quiet-ply limit draws the game first. */
    CURSED_WIN,
    /** Neither side can force a win. */
    DRAW,
    /** The side to move would lose, but the quiet-ply limit draws the game first. */
    BLESSED_LOSS,
    /** The side to move loses, within the quiet-ply limit. */
    LOSS
}
