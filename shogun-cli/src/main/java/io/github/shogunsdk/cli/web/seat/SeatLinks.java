package io.github.shogunsdk.cli.web.seat;

import java.util.Locale;

/**
 * The links of a game for two people, and where a page puts its token.
 *
 * <ul>
 *   <li>A seat's link is {@code <origin>/play/<game id>#seat=<token>}. The token is in the URL's
 *       <em>fragment</em>, which a browser never sends: not in the request line (so no access log,
 *       of this server or of a proxy, holds it), not in a {@code Referer}. The page reads it from
 *       {@code location.hash}, keeps it in the address (a reload, or the link opened on another
 *       device, plays the same seat) and sends it, on every request that acts, in the header
 *       {@value #HEADER} as {@code Seat <token>} ({@link #authorization}); over WebSocket, whose
 *       browser API sets no header, as the first message. A shared cache never stores an answer to
 *       a request with an {@code Authorization} header, and proxies treat it as a secret.</li>
 *   <li>The watch link is {@code <origin>/watch/<watch id>}: the id is in the path, since it only
 *       lets its holder look; it is as unguessable as a token, so a game is seen only by those
 *       given a link.</li>
 * </ul>
 * The game id alone opens nothing in a game for two.
 */
public final class SeatLinks {

    /** The header a page sends its seat token in. */
    public static final String HEADER = "Authorization";

    /** The scheme of that header's value: {@code Seat <token>}. */
    public static final String SCHEME = "Seat";

    private SeatLinks() {
    }

    /**
     * Returns a seat's link.
     *
     * @param origin the server's origin as players reach it, such as {@code https://games.example}
     * @param gameId the game's id (letters and digits)
     * @param token the seat's token
     * @return {@code <origin>/play/<gameId>#seat=<token>}
     * @throws IllegalArgumentException if the game id is not letters and digits
     */
    public static String seat(String origin, String gameId, SeatToken token) {
        return trimmed(origin) + "/play/" + checkedId(gameId) + "#seat=" + token.reveal();
    }

    /**
     * Returns the watch link.
     *
     * @param origin the server's origin as watchers reach it
     * @param invitation the game's seats
     * @return {@code <origin>/watch/<watch id>}
     */
    public static String watch(String origin, Invitation invitation) {
        return trimmed(origin) + "/watch/" + invitation.watchId();
    }

    /**
     * Returns the token in an {@value #HEADER} header's value, if it is {@code Seat <token>}
     * (the scheme in any ASCII case).
     *
     * @param headerValue the header's value, or null when absent
     * @return the token's text as sent, or null when the header is absent or of another scheme
     */
    public static String authorization(String headerValue) {
        if (headerValue == null) {
            return null;
        }
        String value = headerValue.strip();
        int space = value.indexOf(' ');
        if (space < 0 || !value.substring(0, space).toLowerCase(Locale.ROOT).equals("seat")) {
            return null;
        }
        return value.substring(space + 1).strip();
    }

    private static String trimmed(String origin) {
        return origin.endsWith("/") ? origin.substring(0, origin.length() - 1) : origin;
    }

    private static String checkedId(String gameId) {
        if (gameId == null || gameId.isEmpty() || gameId.length() > 64
                || !gameId.chars().allMatch(c -> c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("a game id is 1 to 64 letters and digits");
        }
        return gameId;
    }
}
