package io.github.shogunsdk.examples.web;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Lets through only requests meant for this server and, when they change something, sent by its
 * own page: the {@code Host} must name this machine (so a page of another site that a DNS
 * rebinding points here is refused, {@code 421}); a request other than {@code GET} and
 * {@code HEAD} with an {@code Origin} must come from this server's origin ({@code 403}); and every
 * {@code POST} and {@code DELETE} must say {@code Content-Type: application/json}, which a page of
 * another site cannot send without asking first ({@code 415}). Immutable.
 */
final class OriginGuard {

    /** The names every server answers to, besides its own address. */
    static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");

    private final Set<String> names;

    /**
     * Creates a guard.
     *
     * @param allowHosts more host names (or addresses) to answer to, as {@code --allow-host} gives them
     */
    OriginGuard(Set<String> allowHosts) {
        Set<String> all = new TreeSet<>(LOOPBACK_NAMES);
        for (String name : allowHosts) {
            all.add(name.toLowerCase(Locale.ROOT));
        }
        this.names = Set.copyOf(all);
    }

    /**
     * Checks a request.
     *
     * @throws HttpProblem 421 for a foreign host, 403 for a foreign origin, 415 for a change
     *     without a JSON content type
     */
    void check(Request request) {
        String host = request.header("Host");
        String name = host == null ? null : hostName(host);
        if (name == null || !(names.contains(name) || isAddressOf(name, request.local()))) {
            throw new HttpProblem(421, "this server answers to localhost, 127.0.0.1, [::1] and the address it listens on"
                    + (host == null ? "; the request names no Host" : ", not the host " + quoted(host)
                    + "; start it with --allow-host NAME to answer to another name"));
        }
        if (!request.isRead()) {
            String origin = request.header("Origin");
            String own = "http://" + host;
            if (origin != null && !origin.equalsIgnoreCase(own)) {
                throw new HttpProblem(403, "a request from another site is refused: its Origin " + quoted(origin)
                        + " is not this server's, " + own);
            }
        }
        if ((request.method().equals("POST") || request.method().equals("DELETE"))
                && !"application/json".equals(request.mediaType())) {
            throw new HttpProblem(415, "send " + request.method() + " requests with Content-Type: application/json, "
                    + "with or without a body");
        }
    }

    /** The names answered to, for the tests and the docs. */
    Set<String> names() {
        return names;
    }

    /** The host of a Host header, lower case, without its port; null when malformed. */
    private static String hostName(String host) {
        String value = host.toLowerCase(Locale.ROOT);
        String name;
        String port;
        if (value.startsWith("[")) {
            int close = value.indexOf(']');
            if (close < 0) {
                return null;
            }
            name = value.substring(0, close + 1);
            port = value.substring(close + 1);
        } else {
            int colon = value.indexOf(':');
            name = colon < 0 ? value : value.substring(0, colon);
            port = colon < 0 ? "" : value.substring(colon);
        }
        if (!port.isEmpty() && !port.matches(":\\d{1,5}")) {
            return null;
        }
        return name.isEmpty() ? null : name;
    }

    /**
     * Tells whether a host is an address literal naming the address the client connected to, as
     * when the server listens on every interface and is reached at one of them. A name is never
     * looked up.
     */
    private static boolean isAddressOf(String name, InetAddress local) {
        boolean literal = name.startsWith("[") && name.endsWith("]") || name.matches("\\d{1,3}(\\.\\d{1,3}){3}");
        if (!literal || local == null) {
            return false;
        }
        try {
            String bare = name.startsWith("[") ? name.substring(1, name.length() - 1) : name;
            if (!bare.matches("[0-9a-f:.]+")) {
                return false;
            }
            return InetAddress.getByName(bare).equals(local);
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static String quoted(String text) {
        String cut = text.length() > 60 ? text.substring(0, 60) + "…" : text;
        return "\"" + HttpProblem.oneLine(cut) + "\"";
    }
}
