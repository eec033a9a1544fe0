package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.api.internal.AsciiCase;
import java.net.InetAddress;
import java.util.List;

/**
 * A request of the JSON API as Jetty read it, independent of Jetty: the method, the path and query
 * as they were sent (still percent-encoded, though checked to be well formed), the header fields,
 * the whole body, and the addresses of the client and of this end of the connection.
 *
 * @param method the method, such as {@code GET}
 * @param path the path, such as {@code /api/games}, still encoded
 * @param query the query after {@code ?}, still encoded, or null
 * @param headers the header fields in the order they came, each as {@code {name, value}}
 * @param body the body, empty when there was none
 * @param client the client's address
 * @param local the address the client connected to
 * @param last whether the client asked to close the connection after this request
 *     ({@code Connection: close}, or HTTP/1.0)
 */
record ApiRequest(String method, String path, String query, List<String[]> headers, byte[] body, InetAddress client,
        InetAddress local, boolean last) implements OriginGuard.Asked {

    /** The value of the first header field of a name (in any ASCII case), or null. */
    @Override
    public String header(String name) {
        for (String[] field : headers) {
            if (AsciiCase.equalsIgnoreCase(field[0], name)) {
                return field[1];
            }
        }
        return null;
    }

    /** How many header fields of a name (in any ASCII case) there are. */
    int count(String name) {
        int count = 0;
        for (String[] field : headers) {
            if (AsciiCase.equalsIgnoreCase(field[0], name)) {
                count++;
            }
        }
        return count;
    }

    /** Tells whether the method is {@code GET} or {@code HEAD}, which read and change nothing. */
    boolean isRead() {
        return method.equals("GET") || method.equals("HEAD");
    }

}
