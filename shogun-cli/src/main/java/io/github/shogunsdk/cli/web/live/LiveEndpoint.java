package io.github.shogunsdk.cli.web.live;

import io.github.shogunsdk.cli.web.game.ClientKey;
import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.server.ServerUpgradeRequest;
import org.eclipse.jetty.websocket.server.ServerUpgradeResponse;
import org.eclipse.jetty.websocket.server.WebSocketCreator;

/**
 * Decides each upgrade to a live socket: its origin must be the server's (a browser sends one with
 * every upgrade, and an upgrade is a {@code GET} the JSON API's guard does not check for origin),
 * the game must exist, and the client must hold fewer than its share of sockets. A refusal is
 * answered before any upgrade, as one line of JSON.
 */
final class LiveEndpoint implements WebSocketCreator {

    private final LiveHub hub;
    private final OriginGuard guard;

    LiveEndpoint(LiveHub hub, OriginGuard guard) {
        this.hub = hub;
        this.guard = guard;
    }

    @Override
    public Object createWebSocket(ServerUpgradeRequest request, ServerUpgradeResponse response, Callback callback) {
        try {
            guard.checkUpgrade(asked(request));
        } catch (GameException.ForeignHost | GameException.ForeignOrigin refused) {
            return refuse(response, callback, refused instanceof GameException.ForeignHost ? 421 : 403,
                    refused.getMessage());
        }
        String path = Request.getPathInContext(request);
        // The mapping is /api/games/{id}/live: the id is the third part.
        String id = path.split("/", -1)[3];
        try {
            hub.games().get(id);
        } catch (GameException.NotFound missing) {
            return refuse(response, callback, 404, missing.getMessage());
        } catch (GameException busy) {
            return refuse(response, callback, 503, busy.getMessage());
        }
        ClientKey client = ClientKey.of(address(request.getConnectionMetaData().getRemoteSocketAddress()));
        if (!hub.admit(client)) {
            return refuse(response, callback, 429, "this client has " + hub.limits().maxSocketsPerClient()
                    + " live sockets open, the most it may; close one first");
        }
        return new LiveSocket(hub, id, client, SeatedPlay.OPEN);
    }

    private static InetAddress address(SocketAddress remote) {
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null ? inet.getAddress()
                : InetAddress.getLoopbackAddress();
    }

    private static OriginGuard.Asked asked(Request request) {
        return new OriginGuard.Asked() {
            @Override
            public String method() {
                return request.getMethod();
            }

            @Override
            public String header(String name) {
                return request.getHeaders().get(name);
            }

            @Override
            public String mediaType() {
                return null;
            }

            @Override
            public InetAddress local() {
                SocketAddress local = request.getConnectionMetaData().getLocalSocketAddress();
                return local instanceof InetSocketAddress inet ? inet.getAddress() : null;
            }
        };
    }

    private static Object refuse(Response response, Callback callback, int status, String message) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        String body = "{\"error\":" + quote(GameException.oneLine(message)) + "}\n";
        response.write(true, ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)), callback);
        return null;
    }

    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

}
