package io.github.shogunsdk.cli.web.seat;

import io.github.shogunsdk.api.spi.Messages;
import java.util.Objects;

/**
 * An action of the two-player flow that is refused, with a one-line reason for the player; the
 * flow is unchanged (its values are immutable). Its kind tells a transport how to answer.
 */
public final class FlowRefusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The longest message kept, in characters; longer ones are cut. */
    private static final int MAX_MESSAGE = 300;

    /** Why, in a transport's terms. */
    public enum Kind {
        /** Not this link's to do: a watch link or an unknown token acting, a seat answering its own offer (HTTP 403). */
        NOT_ALLOWED,
        /** Not now: not this seat's move, the game not started or over, an offer already made (HTTP 409). */
        NOT_NOW,
        /** The move names a ply already followed: it was played already, and is answered as such. */
        ALREADY_PLAYED,
        /** The action contradicts itself, such as a negative thinking time (HTTP 400). */
        MALFORMED
    }

    private final Kind kind;

    FlowRefusal(Kind kind, String message) {
        super(Messages.flatten(message, MAX_MESSAGE));
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    /**
     * Returns why, in a transport's terms.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }
}
