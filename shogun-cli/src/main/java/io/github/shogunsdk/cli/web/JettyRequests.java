package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.api.internal.AsciiCase;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;

/** A request Jetty read, as the {@link OriginGuard} and the {@link Api} read it. */
final class JettyRequests {

    private JettyRequests() {
    }

    /** What the guard reads of a request: its method, header fields, media type and local address. */
    static OriginGuard.Asked asked(Request request) {
        return new OriginGuard.Asked() {
            @Override
            public String method() {
                return request.getMethod();
            }

            @Override
            public String header(String name) {
                for (HttpField field : request.getHeaders()) {
                    if (AsciiCase.equalsIgnoreCase(field.getName(), name)) {
                        return field.getValue();
                    }
                }
                return null;
            }


            @Override
            public InetAddress local() {
                return address(request.getConnectionMetaData().getLocalSocketAddress());
            }
        };
    }

    /** The API's view of a request and its whole body. */
    static ApiRequest api(Request request, byte[] body) {
        List<String[]> headers = new ArrayList<>();
        for (HttpField field : request.getHeaders()) {
            headers.add(new String[] {field.getName(), field.getValue()});
        }
        String connection = request.getHeaders().get(HttpHeader.CONNECTION);
        return new ApiRequest(request.getMethod(), request.getHttpURI().getPath(), request.getHttpURI().getQuery(), headers,
                body, address(request.getConnectionMetaData().getRemoteSocketAddress()),
                address(request.getConnectionMetaData().getLocalSocketAddress()),
                connection != null && AsciiCase.lower(connection).contains("close"));
    }

    private static InetAddress address(SocketAddress socket) {
        return socket instanceof InetSocketAddress inet ? inet.getAddress() : null;
    }
}
