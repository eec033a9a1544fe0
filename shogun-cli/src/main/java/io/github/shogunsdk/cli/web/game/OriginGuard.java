package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.spi.Messages;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lets through only requests meant for this server and, when they change something, sent by its
 * own page: the {@code Host} must name this machine (so a page of another site that a DNS
 * rebinding points here is refused, {@code 421}); a request other than {@code GET} and
 * {@code HEAD} with an {@code Origin} must come from this server's origin ({@code 403}): the
 * {@code Host} it names, served over HTTP or over HTTPS (by a proxy in front, which terminates
 * TLS), or a public origin given with {@code --public-origin}; and every {@code POST} and
 * {@code DELETE} must say {@code Content-Type: application/json}, which a page of another site
 * cannot send without asking first ({@code 415}). Names compare without ASCII case only
 * ({@link Ascii}). The statuses are those the server answers for the {@link GameException}s this
 * guard throws; it reads a request through {@link Asked}, whatever serves it. Immutable.
 */
public final class OriginGuard {

    /** The names every server answers to, besides its own address. */
    public static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");

    /** What the guard reads of a request. */
    public interface Asked {
        /**
         * Returns the request's method.
         *
         * @return such as {@code GET}
         */
        String method();

        /**
         * Returns the value of a header field.
         *
         * @param name the field's name, in any ASCII case
         * @return the first field's value, or null when there is none
         */
        String header(String name);

        /**
         * Returns the media type of the body, read from its {@code Content-Type} field.
         *
         * @return lower case and without parameters, such as {@code application/json}; null when none was given
         */
        default String mediaType() {
            String type = header("Content-Type");
            if (type == null) {
                return null;
            }
            int semicolon = type.indexOf(';');
            return AsciiCase.lower(Ascii.trim(semicolon < 0 ? type : type.substring(0, semicolon)));
        }

        /**
         * Returns the address the client connected to.
         *
         * @return this end's address, or null when unknown
         */
        InetAddress local();
    }

    private static final Pattern ORIGIN = Pattern.compile(
            "(https?)://([a-z0-9]([a-z0-9.-]{0,252})|\\[[0-9a-f:.]{2,45}\\])(:[0-9]{1,5})?");

    private final Set<String> names;
    private final Set<String> publicOrigins;

    /**
     * Creates a guard.
     *
     * @param allowHosts more host names (or addresses) to answer to, as {@code --allow-host} gives them
     */
    public OriginGuard(Set<String> allowHosts) {
        this(allowHosts, Set.of());
    }

    /**
     * Creates a guard that also takes changes from the public origins of a proxy in front.
     *
     * @param allowHosts more host names (or addresses) to answer to, as {@code --allow-host} gives them
     * @param publicOrigins origins such as {@code https://games.example}, as {@code --public-origin}
     *     gives them (see {@link #publicOrigin}); their hosts are answered to as well
     * @throws IllegalArgumentException if a public origin is malformed
     */
    public OriginGuard(Set<String> allowHosts, Set<String> publicOrigins) {
        Set<String> all = new TreeSet<>(LOOPBACK_NAMES);
        for (String name : allowHosts) {
            all.add(AsciiCase.lower(name));
        }
        Set<String> origins = new TreeSet<>();
        for (String origin : publicOrigins) {
            String normal = publicOrigin(origin);
            origins.add(normal);
            all.add(hostName(normal.substring(normal.indexOf("://") + 3)));
        }
        this.names = Set.copyOf(all);
        this.publicOrigins = Set.copyOf(origins);
    }

    /**
     * Reads a public origin as {@code --public-origin} gives it: {@code http} or {@code https}, a
     * host name or address and an optional port, such as {@code https://games.example} (a
     * trailing {@code /} is dropped).
     *
     * @param text the origin
     * @return the origin as a browser sends it: lower case, without the default port of its scheme
     * @throws IllegalArgumentException with a one-line message if it is not such an origin
     */
    public static String publicOrigin(String text) {
        String bare = text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
        String origin = normal(bare);
        if (origin == null) {
            throw new IllegalArgumentException("a public origin is http:// or https://, a host and an optional port, "
                    + "without a path, such as https://games.example, not " + Messages.quote(text));
        }
        return origin;
    }

    /**
     * Checks a request.
     *
     * @param request what the guard reads of it
     * @throws GameException.ForeignHost for a foreign host (421)
     * @throws GameException.ForeignOrigin for a foreign origin (403)
     * @throws GameException.NotJson for a change without a JSON content type (415)
     */
    public void check(Asked request) {
        String host = request.header("Host");
        String name = host == null ? null : hostName(host);
        if (name == null || !(names.contains(name) || isAddressOf(name, request.local()))) {
            throw new GameException.ForeignHost("this server answers to localhost, 127.0.0.1, [::1] and the address it listens on"
                    + (host == null ? "; the request names no Host" : ", not the host " + Messages.quote(host)
                    + "; start it with --allow-host NAME to answer to another name"));
        }
        if (!request.method().equals("GET") && !request.method().equals("HEAD")) {
            String origin = request.header("Origin");
            if (origin != null && !isOwn(origin, host)) {
                throw new GameException.ForeignOrigin("a request from another site is refused: its Origin " + Messages.quote(origin)
                        + " is not this server's, http://" + host + " or https://" + host
                        + (publicOrigins.isEmpty() ? "; a proxy that serves this server at another origin names it with "
                                + "--public-origin" : " or " + String.join(" or ", publicOrigins)));
            }
        }
        if ((request.method().equals("POST") || request.method().equals("DELETE"))
                && !"application/json".equals(request.mediaType())) {
            throw new GameException.NotJson("send " + request.method() + " requests with Content-Type: application/json, "
                    + "with or without a body");
        }
    }

    /**
     * Checks a WebSocket upgrade as a change: its host as any request's, and its origin as a
     * change's, since a live socket plays moves although its upgrade is a {@code GET} (a browser
     * sends the page's origin with every upgrade; a client without one is not a browser's page).
     *
     * @param request what the guard reads of the upgrade
     * @throws GameException.ForeignHost for a foreign host (421)
     * @throws GameException.ForeignOrigin for a foreign origin (403)
     */
    public void checkUpgrade(Asked request) {
        check(new Asked() {
            @Override
            public String method() {
                return "POST";
            }

            @Override
            public String header(String name) {
                return request.header(name);
            }

            @Override
            public String mediaType() {
                return "application/json";
            }

            @Override
            public InetAddress local() {
                return request.local();
            }
        });
    }

    /** The names answered to, for the tests and the docs. */
    Set<String> names() {
        return names;
    }

    /**
     * Tells whether an origin is this server's: the host a request names, by HTTP or by HTTPS
     * (the scheme a TLS proxy in front serves it by), or a public origin.
     */
    private boolean isOwn(String origin, String host) {
        String normal = normal(origin);
        return normal != null && (normal.equals(normal("http://" + host)) || normal.equals(normal("https://" + host))
                || publicOrigins.contains(normal));
    }

    /**
     * An origin in the form a browser sends it, lower case and without its scheme's default port
     * ({@code :80} for http, {@code :443} for https); null when it is not {@code scheme://host[:port]}.
     */
    private static String normal(String origin) {
        String lower = AsciiCase.lower(origin);
        Matcher parts = ORIGIN.matcher(lower);
        if (!parts.matches()) {
            return null;
        }
        String port = parts.group(4);
        if (port != null && Integer.parseInt(port.substring(1)) > 65_535) {
            return null;
        }
        boolean defaultPort = port != null && (parts.group(1).equals("http") ? port.equals(":80") : port.equals(":443"));
        return defaultPort ? lower.substring(0, lower.length() - port.length()) : lower;
    }

    /** The host of a Host header, lower case, without its port; null when malformed. */
    private static String hostName(String host) {
        String value = AsciiCase.lower(host);
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
}
