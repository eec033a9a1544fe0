package io.github.shogunsdk.cli.web.game;

/**
 * A game's state with the revision it was read at, read together under the game's lock, as the
 * live layer sends it: the revision grows by one with each committed change.
 *
 * @param revision the game's revision: its row's in a store, else this process's count of its commits
 * @param alreadyPlayed for an answer to a move, whether the move had been played already and was
 *     not played again; false otherwise
 * @param state the game as the page draws it
 */
public record Revised(long revision, boolean alreadyPlayed, Views.State state) {
}
