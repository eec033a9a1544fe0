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
import io.github.shogunsdk.cli.web.game.SeatedLive;
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

    private static final Set<String> KEYS = Set.of("seat", "watch", "resume", "move", "after", "shape", "thoughtMs");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LiveHub hub;
    private final String gameId;
    private final ClientKey client;
    private final SeatedPlay seats;
    private final AtomicInteger pending = new AtomicInteger();
    private volatile Session session;
    /** The token the socket presented in its first message, or null; never sent anywhere. */
    private volatile String seat;
    /** The watch id the socket presented in its first message, or null. */
    private volatile String watchId;
    /** Whether the game has seats: its sockets then see it as their seat or a watcher does, nothing before. */
    private volatile boolean seated;
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
        try {
            seated = SeatedLive.hasSeats(hub.games().get(gameId));
        } catch (GameException gone) {
            closeWith(hub.messages().error(gone.getMessage()));
            return;
        }
        hub.subscribe(gameId, this);
        if (!seated) {
            sendCurrent();
        }
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
            String token = message.get("seat").asText();
            if (seated) {
                SeatedLive.SeatView view = SeatedLive.seat(hub.games().get(gameId), token);
                seat = token;
                send(hub.messages().seat());
                sendSeated(view);
            } else {
                seat = token;
                send(hub.messages().seat());
            }
        } else if (message.has("watch")) {
            if (!wasFirst || !message.get("watch").isTextual() || message.size() != 1 || !seated) {
                throw new BadMessage("a watch id comes alone, as the first message on a game for two: "
                        + "{\"watch\":\"<watch id>\"}");
            }
            String id = message.get("watch").asText();
            SeatedLive.SeatView view = SeatedLive.watch(hub.games().get(gameId), id);
            watchId = id;
            sendSeated(view);
        } else if (message.has("resume")) {
            if (!message.get("resume").canConvertToLong() || message.size() != 1) {
                throw new BadMessage("a resume names the last revision seen: {\"resume\":12}");
            }
            if (seated) {
                sendSeated(seatedView());
            } else {
                sendCurrent();
            }
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
        if (seated) {
            playSeated(move, shape, after.asInt(), message.get("thoughtMs"));
            return;
        }
        Revised done = seats.play(hub.games().get(gameId), seat, after.asInt(), move, shape);
        String text = hub.messages().played(done, after.asInt(), move.toString());
        synchronized (this) {
            sent = Math.max(sent, done.revision());
            send(text);
        }
    }

    private void playSeated(Move move, Shape shape, int after, JsonNode thought) {
        if (seat == null) {
            throw new BadMessage("only a seat moves in a game for two: present its token first, {\"seat\":\"<token>\"}");
        }
        if (thought != null && !thought.canConvertToLong()) {
            throw new BadMessage("a thinking time is a whole number of milliseconds: {\"thoughtMs\":1200}");
        }
        long thoughtMs = thought == null ? -1 : thought.asLong();
        SeatedLive.SeatView done = SeatedLive.play(hub.games().get(gameId), seat, after, move, shape, thoughtMs);
        String text = hub.messages().played(done, after, move.toString());
        synchronized (this) {
            sent = Math.max(sent, done.revision());
            send(text);
        }
    }

    /** The game as this socket's seat or watcher sees it; refused before either was presented. */
    private SeatedLive.SeatView seatedView() {
        if (seat != null) {
            return SeatedLive.seat(hub.games().get(gameId), seat);
        }
        if (watchId != null) {
            return SeatedLive.watch(hub.games().get(gameId), watchId);
        }
        throw new BadMessage("a game for two is seen by its seats and watchers: send {\"seat\":\"<token>\"} or "
                + "{\"watch\":\"<watch id>\"} first");
    }

    private void sendSeated(SeatedLive.SeatView view) {
        String text = hub.messages().state(view);
        synchronized (this) {
            sent = Math.max(sent, view.revision());
            send(text);
        }
    }

    /** Pushes the game as this socket's seat or watcher sees it, unless it has seen that revision; none before one is presented. */
    void pushSeated() {
        if (seat == null && watchId == null) {
            return;
        }
        SeatedLive.SeatView view;
        try {
            view = seatedView();
        } catch (GameException | BadMessage refused) {
            send(hub.messages().error(refused.getMessage()));
            return;
        }
        String text = hub.messages().state(view);
        synchronized (this) {
            if (view.revision() <= sent) {
                return;
            }
            sent = view.revision();
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
