package io.github.shogunsdk.cli.web.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.cli.web.game.ClientKey;
import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.LiveGame;
import io.github.shogunsdk.cli.web.game.Revised;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * One client's live socket on one game. It receives the game's state on connecting and after each
 * change, answers a resume with the state, and plays the moves it is sent, each once. Its
 * outgoing messages are counted until written: a client that lets more than
 * {@link LiveLimits#maxPending()} wait is disconnected, so a client that never reads costs a
 * bounded amount of memory. It is public for Jetty, which calls its listener methods; only this package makes one.
 */
public final class LiveSocket implements Session.Listener.AutoDemanding {

    private static final Set<String> KEYS = Set.of("seat", "resume", "move", "after", "shape");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LiveHub hub;
    private final String gameId;
    private final ClientKey client;
    private final SeatedPlay seats;
    private final AtomicInteger pending = new AtomicInteger();
    private volatile Session session;
    /** The token the socket presented in its first message, or null; never sent anywhere. */
    private volatile String seat;
    private boolean first = true;
    /** The newest revision sent; under this. */
    private long sent;

    LiveSocket(LiveHub hub, String gameId, ClientKey client, SeatedPlay seats) {
        this.hub = hub;
        this.gameId = gameId;
        this.client = client;
        this.seats = seats;
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        session = opened;
        hub.subscribe(gameId, this);
        sendCurrent();
    }

    @Override
    public void onWebSocketText(String text) {
        boolean wasFirst = first;
        first = false;
        JsonNode message;
        try {
            message = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            send(hub.messages().error("a message is one JSON object, such as {\"move\":\"d1d3\",\"after\":0}"));
            return;
        }
        if (message == null || !message.isObject()) {
            send(hub.messages().error("a message is one JSON object, such as {\"move\":\"d1d3\",\"after\":0}"));
            return;
        }
        for (Iterator<String> names = message.fieldNames(); names.hasNext();) {
            String name = names.next();
            if (!KEYS.contains(name)) {
                send(hub.messages().error("unknown key " + Messages.quote(name) + "; a message has seat, resume, or "
                        + "move with after (and shape)"));
                return;
            }
        }
        try {
            answer(message, wasFirst);
        } catch (GameException | BadMessage refused) {
            send(hub.messages().error(refused.getMessage()));
        } catch (RuntimeException unexpected) {
            hub.log().println("shogun serve: internal error on a live socket of " + gameId + ": " + unexpected);
            send(hub.messages().error("internal error: " + unexpected.getClass().getSimpleName()));
        }
    }

    private void answer(JsonNode message, boolean wasFirst) {
        if (message.has("seat")) {
            if (!wasFirst || !message.get("seat").isTextual() || message.size() != 1) {
                throw new BadMessage("a seat's token comes alone, as the first message: {\"seat\":\"<token>\"}");
            }
            seat = message.get("seat").asText();
            send(hub.messages().seat());
        } else if (message.has("resume")) {
            if (!message.get("resume").canConvertToLong() || message.size() != 1) {
                throw new BadMessage("a resume names the last revision seen: {\"resume\":12}");
            }
            sendCurrent();
        } else if (message.has("move")) {
            play(message);
        } else {
            throw new BadMessage("a message has seat, resume, or move with after (and shape)");
        }
    }

    private void play(JsonNode message) {
        JsonNode after = message.get("after");
        if (!message.get("move").isTextual() || after == null || !after.isInt()) {
            throw new BadMessage("a move names the ply it follows: {\"move\":\"d1d3\",\"after\":0}");
        }
        Move move;
        Shape shape = null;
        try {
            move = Move.parse(message.get("move").asText());
            if (message.has("shape")) {
                shape = Shape.valueOf(message.get("shape").asText().toUpperCase(Locale.ROOT));
            }
        } catch (IllegalArgumentException e) {
            throw new BadMessage(GameException.oneLine(String.valueOf(e.getMessage())));
        }
        Revised done = seats.play(hub.games().get(gameId), seat, after.asInt(), move, shape);
        String text = hub.messages().played(done, after.asInt(), move.toString());
        synchronized (this) {
            sent = Math.max(sent, done.revision());
            send(text);
        }
    }

    private void sendCurrent() {
        Revised now;
        try {
            now = LiveGame.current(hub.games().get(gameId));
        } catch (GameException gone) {
            closeWith(hub.messages().error(gone.getMessage()));
            return;
        }
        String text = hub.messages().state(now);
        synchronized (this) {
            sent = Math.max(sent, now.revision());
            send(text);
        }
    }

    /** Sends a game's state at a revision, unless this socket has seen it or a newer one. */
    void push(long revision, String text) {
        synchronized (this) {
            if (revision <= sent) {
                return;
            }
            sent = revision;
            send(text);
        }
    }

    /** Sends a last message and closes. */
    void closeWith(String text) {
        send(text);
        Session held = session;
        if (held != null) {
            held.close(StatusCode.NORMAL, "the game is gone", Callback.NOOP);
        }
    }

    private void send(String text) {
        Session held = session;
        if (held == null || !held.isOpen()) {
            return;
        }
        if (pending.incrementAndGet() > hub.limits().maxPending()) {
            // It does not read: a close frame would wait behind the rest, so the connection is cut.
            held.disconnect();
            return;
        }
        held.sendText(text, Callback.from(pending::decrementAndGet, failed -> {
            pending.decrementAndGet();
            held.disconnect();
        }));
    }

    /** A message this socket cannot read; answered with its one line, the socket stays open. */
    private static final class BadMessage extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BadMessage(String message) {
            super(GameException.oneLine(message));
        }
    }

    @Override
    public void onWebSocketClose(int status, String reason, Callback callback) {
        hub.unsubscribe(gameId, this);
        hub.release(client);
        callback.succeed();
    }
}
