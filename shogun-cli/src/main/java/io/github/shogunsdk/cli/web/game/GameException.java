package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.spi.Messages;

/**
 * What the web game refuses, said in the game's own terms: one kind per reason, each with a
 * one-line message for the player. Whatever serves the game over HTTP maps each kind to its status
 * (docs/WEB.md lists them) and sends the message as the answer's {@code error}; nothing here knows
 * of HTTP. A refusal changes nothing.
 */
public abstract sealed class GameException extends RuntimeException permits GameException.Malformed,
        GameException.NotFound, GameException.Conflict, GameException.Refused, GameException.Busy,
        GameException.ForeignHost, GameException.ForeignOrigin, GameException.NotJson, GameException.NotAllowed {

    private static final long serialVersionUID = 1L;

    /** The longest message kept, in characters; longer ones are cut. */
    private static final int MAX_MESSAGE = 300;

    private GameException(String message) {
        super(oneLine(message));
    }

    /**
     * Makes any text one line ({@link Messages#flatten(String, int)}): at most
     * {@value #MAX_MESSAGE} characters before an ellipsis, control characters escaped.
     *
     * @param text any text, or null for none
     * @return the line
     */
    public static String oneLine(String text) {
        return Messages.flatten(text == null ? "" : text, MAX_MESSAGE);
    }

    /** A request that contradicts itself, such as a shape that cannot make the move it comes with. */
    public static final class Malformed extends GameException {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message);
        }
    }

    /** Something asked for that is not there: a game never made or forgotten, a search never started. */
    public static final class NotFound extends GameException {
        private static final long serialVersionUID = 1L;

        NotFound(String message) {
            super(message);
        }
    }

    /**
     * Not now: the game's state forbids it, such as a move while the engine thinks, a second review
     * while one runs, or an undo at the start.
     */
    public static final class Conflict extends GameException {
        private static final long serialVersionUID = 1L;

        Conflict(String message) {
            super(message);
        }
    }

    /**
     * Never, in this game: an illegal move (with the rules' refusal), a path that leads to no move,
     * a record the server does not keep.
     */
    public static final class Refused extends GameException {
        private static final long serialVersionUID = 1L;

        private final transient Refusal refusal;

        Refused(String message) {
            this(message, null);
        }

        Refused(String message, Refusal refusal) {
            super(message);
            this.refusal = refusal;
        }

        /**
         * Returns why the rules refuse the move.
         *
         * @return the refusal of an illegal move, or null when the refusal is not a move's
         */
        public Refusal refusal() {
            return refusal;
        }
    }

    /** Every engine search slot of the server, or the client's share of them, is taken: try again soon. */
    public static final class Busy extends GameException {
        private static final long serialVersionUID = 1L;

        Busy(String message) {
            super(message);
        }
    }

    /** A request that names a host this server does not answer to, as a DNS rebinding would. */
    public static final class ForeignHost extends GameException {
        private static final long serialVersionUID = 1L;

        ForeignHost(String message) {
            super(message);
        }
    }

    /** A change sent by another site's page: its {@code Origin} is not this server's. */
    public static final class ForeignOrigin extends GameException {
        private static final long serialVersionUID = 1L;

        ForeignOrigin(String message) {
            super(message);
        }
    }

    /** A change not sent as JSON, which another site's page could send without asking first. */
    public static final class NotJson extends GameException {
        private static final long serialVersionUID = 1L;

        NotJson(String message) {
            super(message);
        }
    }

    /**
     * Not this client's to do: an action in a game for two without a seat's token, a watcher
     * acting, a seat answering its own draw offer.
     */
    public static final class NotAllowed extends GameException {
        private static final long serialVersionUID = 1L;

        NotAllowed(String message) {
            super(message);
        }
    }
}
