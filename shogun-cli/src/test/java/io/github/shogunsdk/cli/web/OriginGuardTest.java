package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.web.game.Ascii;
import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import io.github.shogunsdk.api.internal.AsciiCase;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The origin policy: a change is taken from the page of a host the server answers to, over HTTP
 * or over the HTTPS of a proxy in front, and from a public origin named with
 * {@code --public-origin}; from no other. Names compare by ASCII case only, so a letter that
 * Unicode folds to an ASCII one (the long s, U+017F; the Kelvin sign, U+212A) names nothing.
 */
class OriginGuardTest {

    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    /** A POST with a JSON body type and the given header fields, as name, value, name, value… */
    private static ApiRequest post(String... fields) {
        List<String[]> headers = new ArrayList<>();
        headers.add(new String[] {"Content-Type", "application/json"});
        for (int i = 0; i < fields.length; i += 2) {
            headers.add(new String[] {fields[i], fields[i + 1]});
        }
        return new ApiRequest("POST", "/api/games", null, headers, new byte[0], LOOPBACK, LOOPBACK, false);
    }

    private static int status(OriginGuard guard, ApiRequest request) {
        try {
            guard.check(request);
            return 0;
        } catch (GameException refused) {
            return HttpProblem.of(refused).status();
        }
    }

    @Test
    void theHttpsOriginOfAHostAnsweredToIsTaken() {
        OriginGuard guard = new OriginGuard(Set.of("shogun.example"));
        assertEquals(0, status(guard, post("Host", "127.0.0.1:8080", "Origin", "http://127.0.0.1:8080")));
        assertEquals(0, status(guard, post("Host", "127.0.0.1:8080", "Origin", "https://127.0.0.1:8080")));
        assertEquals(0, status(guard, post("Host", "shogun.example", "Origin", "https://shogun.example")));
        assertEquals(0, status(guard, post("Host", "shogun.example", "Origin", "HTTPS://Shogun.Example:443")),
                "a browser leaves out the default port; a proxy may not");
        assertEquals(0, status(guard, post("Host", "shogun.example:80", "Origin", "http://shogun.example")));
        assertEquals(403, status(guard, post("Host", "shogun.example", "Origin", "https://shogun.example:8443")));
        assertEquals(403, status(guard, post("Host", "shogun.example", "Origin", "https://evil.example")));
        assertEquals(403, status(guard, post("Host", "127.0.0.1:8080", "Origin", "https://127.0.0.1:1")));
        assertEquals(403, status(guard, post("Host", "127.0.0.1:8080", "Origin", "null")));
        assertEquals(403, status(guard, post("Host", "127.0.0.1:8080", "Origin", "ftp://127.0.0.1:8080")));
    }

    @Test
    void aPublicOriginIsTakenWhateverHostTheProxySendsAndItsHostIsAnsweredTo() {
        OriginGuard guard = new OriginGuard(Set.of(), Set.of("https://Games.Example/"));
        assertEquals(0, status(guard, post("Host", "127.0.0.1:8080", "Origin", "https://games.example")));
        assertEquals(0, status(guard, post("Host", "games.example", "Origin", "https://games.example")));
        assertEquals(0, status(guard, post("Host", "games.example")));
        assertEquals(403, status(guard, post("Host", "127.0.0.1:8080", "Origin", "http://games.example")),
                "the scheme named, not the other");
        assertEquals(403, status(guard, post("Host", "127.0.0.1:8080", "Origin", "https://other.example")));
        assertEquals(421, status(guard, post("Host", "other.example", "Origin", "https://games.example")));
        GameException refused = assertThrows(GameException.ForeignOrigin.class,
                () -> guard.check(post("Host", "127.0.0.1:8080", "Origin", "https://evil.example")));
        assertEquals("a request from another site is refused: its Origin \"https://evil.example\" is not this server's, "
                + "http://127.0.0.1:8080 or https://127.0.0.1:8080 or https://games.example", refused.getMessage());
    }

    @Test
    void aPublicOriginIsASchemeAHostAndAPort() {
        assertEquals("https://games.example", OriginGuard.publicOrigin("https://games.example:443"));
        assertEquals("http://games.example:8080", OriginGuard.publicOrigin("HTTP://GAMES.example:8080/"));
        assertEquals("https://[2001:db8::1]", OriginGuard.publicOrigin("https://[2001:db8::1]"));
        for (String bad : List.of("games.example", "ftp://games.example", "https://games.example/play",
                "https://user@games.example", "https://games.example:99999", "https://", "https://games.example?x")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OriginGuard.publicOrigin(bad));
            assertTrue(e.getMessage().startsWith("a public origin is http:// or https://, a host and an optional port"),
                    e.getMessage());
        }
    }

    @Test
    void namesAndTokensCompareByAsciiCaseOnly() {
        // "Hoſt" (long s) and "Tranſfer-Encoding" fold to Host and Transfer-Encoding in Unicode.
        ApiRequest longS = post("Ho\u017Ft", "127.0.0.1", "Tran\u017Ffer-Encoding", "chunked");
        assertEquals(null, longS.header("Host"));
        assertEquals(0, longS.count("Transfer-Encoding"));
        assertEquals(421, status(new OriginGuard(Set.of()), longS), "a request without a Host");
        assertEquals(1, post("HOST", "x", "transfer-encoding", "chunked").count("Transfer-Encoding"));
        // The Kelvin sign lower-cases to k in Unicode.
        OriginGuard kelvin = new OriginGuard(Set.of("kelvin.example"));
        assertEquals(421, status(kelvin, post("Host", "\u212Aelvin.example")));
        assertEquals(0, status(kelvin, post("Host", "KELVIN.example")));
        assertTrue(AsciiCase.equalsIgnoreCase("Transfer-Encoding", "TRANSFER-encoding"));
        assertEquals(false, AsciiCase.equalsIgnoreCase("Tran\u017Ffer-Encoding", "Transfer-Encoding"));
        assertEquals("chun\u212Aed", AsciiCase.lower("CHUN\u212AED"));
        assertEquals("a b", Ascii.trim(" \ta b\t "));
    }
}
