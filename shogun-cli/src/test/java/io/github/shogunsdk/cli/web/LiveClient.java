package io.github.shogunsdk.cli.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.client.ClientUpgradeRequest;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/** A test's live socket: what the server sends, in order, as JSON; closed when the test is done. */
public final class LiveClient implements Session.Listener.AutoDemanding, AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    volatile int closeStatus = -1;
    private Session session;

    /** Connects to a game's live socket of a server at a base address such as http://127.0.0.1:8080/. */
    static LiveClient connect(WebSocketClient client, URI base, String id, String origin) throws Exception {
        LiveClient live = new LiveClient();
        ClientUpgradeRequest request = new ClientUpgradeRequest();
        if (origin != null) {
            request.setHeader("Origin", origin);
        }
        URI uri = URI.create("ws://" + base.getAuthority() + "/api/games/" + id + "/live");
        client.connect(live, uri, request).get(30, TimeUnit.SECONDS);
        return live;
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        session = opened;
    }

    @Override
    public void onWebSocketText(String text) {
        try {
            received.add(JSON.readTree(text));
        } catch (Exception e) {
            throw new IllegalStateException(text, e);
        }
    }

    @Override
    public void onWebSocketClose(int status, String reason, Callback callback) {
        closeStatus = status;
        callback.succeed();
    }

    void send(String text) {
        session.sendText(text, Callback.NOOP);
    }

    /** The next message, waiting at most 30 seconds (a generous bound, not a timing). */
    JsonNode next() throws InterruptedException {
        JsonNode message = received.poll(30, TimeUnit.SECONDS);
        if (message == null) {
            throw new AssertionError("no live message within 30 s");
        }
        return message;
    }

    /** The next message of a type, skipping others. */
    JsonNode next(String type) throws InterruptedException {
        while (true) {
            JsonNode message = next();
            if (message.get("type").textValue().equals(type)) {
                return message;
            }
        }
    }

    /** The next state at or past a revision, skipping older ones and other messages. */
    JsonNode stateAtLeast(long revision) throws InterruptedException {
        while (true) {
            JsonNode message = next();
            if (message.has("state") && message.get("revision").longValue() >= revision) {
                return message;
            }
        }
    }

    boolean isOpen() {
        return session != null && session.isOpen();
    }

    /** Drops the connection without a close handshake, as a lost network does. */
    void drop() {
        session.disconnect();
    }

    @Override
    public void close() {
        if (session != null) {
            session.close();
        }
    }
}
