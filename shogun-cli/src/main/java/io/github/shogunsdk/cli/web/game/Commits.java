package io.github.shogunsdk.cli.web.game;

import java.util.function.Consumer;

/**
 * The commits of one game in this process: their count, which is the revision of a game kept in
 * memory only (a stored game's revision is its row's), and the listener told of each, which the
 * registry sets. Used under the session's lock.
 */
final class Commits {

    /** The game as created is revision 1, as a stored game's first row is. */
    private long count = 1;
    private volatile Consumer<String> listener = id -> { };

    void committed(String id) {
        count++;
        listener.accept(id);
    }

    long count() {
        return count;
    }

    void tell(Consumer<String> receiver) {
        listener = receiver;
    }
}
