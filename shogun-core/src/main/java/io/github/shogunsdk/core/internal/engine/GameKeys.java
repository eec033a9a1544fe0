package io.github.shogunsdk.core.internal.engine;

import io.github.shogunsdk.core.internal.game.KeyCounts;
import io.github.shogunsdk.core.internal.game.PositionKeys;

/**
 * The keys of the game's positions that the positions of a search can repeat: those since the last
 * capture, the root's included (no earlier one can recur: a capture removes a piece for good), as
 * a set, so that a search asks in constant time whether a position occurred in the game, however
 * long its quiet stretch.
 *
 * <p>The engine keeps one from search to search ({@link #follow}): when a game continues the line
 * of the last one searched (the next position of a review, the next move of a game) only its new
 * positions are added, so the searches of a whole game take the game's keys once, in time linear in
 * its length, and never build its positions again. Mutable; the engine changes it only between
 * searches, and a search, with all its threads, only reads it.
 */
final class GameKeys {

    private final KeyCounts keys = new KeyCounts();
    /** The positions of the line held, from, to (inclusive), with the line's hash at to; from is -1 when no line is. */
    private int from = -1;
    private int to;
    private long lineHash;

    /**
     * Holds a line of keys given outright (a position searched alone, or a game the engine cannot
     * follow): forgets the line it followed.
     *
     * @param given the keys of the positions that can repeat, the root's included
     * @return this
     */
    GameKeys reset(long... given) {
        keys.clear();
        from = -1;
        for (long key : given) {
            keys.add(key);
        }
        return this;
    }

    /**
     * Holds the keys of a game's positions since its last capture: only the new ones when the game
     * continues the line held, else all of them again.
     *
     * @param game the keys of the game's positions
     * @param quietPlies the plies since the last capture, as the current position counts them
     */
    void follow(PositionKeys game, int quietPlies) {
        int last = game.size() - 1;
        int first = Math.max(0, last - quietPlies);
        if (from != first || to > last || game.lineHash(to) != lineHash) {
            keys.clear();
            from = first;
            to = first - 1;
        }
        for (int i = to + 1; i <= last; i++) {
            keys.add(game.key(i));
        }
        to = last;
        lineHash = game.lineHash(last);
    }

    /**
     * Tells whether a position occurred in the game.
     *
     * @param key its Zobrist key
     * @return true when one of the keys held equals it
     */
    boolean contains(long key) {
        return keys.count(key) > 0;
    }
}
