package io.github.shogunsdk.examples.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The application binds request parameters and path variables to squares, moves and positions,
 * returns a game as its JSON and reads one back, and answers a refused value or a malformed body
 * with 400 and the SDK's one-line reason as the problem detail: all with no code or setting of
 * its own, through the SDK's auto-configuration.
 */
class WebBindingTest {

    /** A new game after 1. d1d3 e8e7, as docs/JSON.md derives it (its "Game" example, without tags or comment). */
    static final String GAME = "{\"record\":{\"setup\":{\"ruleSet\":\"standard\",\"energyModel\":\"magnetic\",\"start\":null},"
            + "\"tags\":{},\"comment\":null,\"mainline\":[{\"move\":\"d1d3\",\"shape\":\"U\",\"landingEnergy\":1},"
            + "{\"move\":\"e8e7\",\"shape\":\"D\",\"landingEnergy\":2}],\"result\":\"*\"},"
            + "\"start\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\",\"history\":["
            // The plies as Game.history() gives them, in the Ply shape (docs/JSON.md): White's king d1 (K2)
            // steps up over d2 to d3 onto a magnet of 1, then Red's king e8 (k1) steps down to e7 onto one of 2.
            + "{\"move\":\"d1d3\",\"path\":{\"move\":\"d1d3\",\"shape\":\"U\",\"squares\":[\"d2\",\"d3\"]},\"piece\":\"K2\","
            + "\"captured\":null,\"energyBefore\":2,\"landingEnergy\":1,\"check\":false,\"checkmate\":false,\"notation\":\"d1d3:1\","
            + "\"before\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\","
            + "\"after\":\"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1\"},"
            + "{\"move\":\"e8e7\",\"path\":{\"move\":\"e8e7\",\"shape\":\"D\",\"squares\":[\"e7\"]},\"piece\":\"k1\","
            + "\"captured\":null,\"energyBefore\":1,\"landingEnergy\":2,\"check\":false,\"checkmate\":false,\"notation\":\"e8e7:2\","
            + "\"before\":\"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1\","
            + "\"after\":\"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2\"}],"
            + "\"position\":\"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2\",\"sideToMove\":\"white\","
            + "\"inCheck\":false,\"outcome\":{\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,"
            + "\"text\":\"Game in progress\"}}";

    /** Which Boot runs the test, for the transcripts it prints: both builds share this source. */
    private static final String LABEL = "Spring Boot " + SpringBootVersion.getVersion();
    private static ConfigurableApplicationContext context;
    private static URI base;
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    @BeforeAll
    static void start() {
        context = SpringApplication.run(ShogunApplication.class, "--server.port=0", "--server.address=127.0.0.1",
                "--spring.main.banner-mode=off", "--logging.level.root=error");
        base = URI.create("http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port") + "/");
    }

    @AfterAll
    static void stop() {
        context.close();
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = CLIENT.send(request.timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.ofString());
        System.out.println(LABEL + " " + response.request().method() + " " + response.request().uri().getRawPath()
                + (response.request().uri().getRawQuery() == null ? "" : "?" + response.request().uri().getRawQuery())
                + " -> " + response.statusCode() + " " + response.headers().firstValue("Content-Type").orElse("")
                + " " + response.body());
        return response;
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path)));
    }

    private static HttpResponse<String> post(String path, String json) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static void assertJson(String json, HttpResponse<String> response) {
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"),
                response.headers().toString());
        assertEquals(json, response.body());
    }

    /** A 400 whose problem detail is the reason, on one line. */
    private static void assertBadRequest(String reason, HttpResponse<String> response) {
        assertEquals(400, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"),
                response.headers().toString());
        assertTrue(response.body().contains("\"status\":400"), response.body());
        String detail = "\"detail\":\"" + reason.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        assertTrue(response.body().contains(detail), "expected " + detail + " in " + response.body());
    }

    private static String refusal(Runnable parse) {
        return assertThrows(IllegalArgumentException.class, parse::run).getMessage();
    }

    @Test
    void aSquareBindsFromARequestParameterAndAPathVariable() throws Exception {
        // The white king on d1 has energy 2: d3 two steps up, c2 and e2 one up and one aside.
        assertJson("[\"d1c2\",\"d1d3\",\"d1e2\"]", get("legal-moves?from=d1"));
        assertJson("[\"d1c2\",\"d1d3\",\"d1e2\"]", get("squares/d1/legal-moves"));
    }

    @Test
    void aRefusedSquareIsABadRequestWithTheSdksReason() throws Exception {
        assertBadRequest("parameter \"from\": bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'",
                get("legal-moves?from=z9"));
        assertBadRequest("parameter \"from\": bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'",
                get("squares/z9/legal-moves"));
    }

    @Test
    void aMoveBindsFromAPathVariableAndARequestParameter() throws Exception {
        // d1c2: the left-first corner runs into the pawn on c1, so only up-then-left (d2, c2) is open.
        assertJson("[{\"move\":\"d1c2\",\"shape\":\"UL\",\"squares\":[\"d2\",\"c2\"]}]", get("moves/d1c2/paths"));
        assertEquals(200, get("refusal?move=d1d4").statusCode());
        assertBadRequest("parameter \"move\": " + refusal(() -> Move.parse("d1")), get("refusal?move=d1"));
        assertBadRequest("parameter \"move\": " + refusal(() -> Move.parse("d1d9")), get("moves/d1d9/paths"));
    }

    @Test
    void aPositionBindsFromARequestParameter() throws Exception {
        assertJson("\"red\"", get("side-to-move?position=" + encoded("8/8/8/3K24/8/8/8/7k1 r 12 40")));
        assertBadRequest("parameter \"position\": " + refusal(() -> Position.parse("8/8/8 w")),
                get("side-to-move?position=" + encoded("8/8/8 w")));
    }

    @Test
    void aGameIsReturnedAsItsJsonAndReadBack() throws Exception {
        assertJson(GAME, get("game?moves=d1d3,e8e7"));
        // The pawn on a1 moves four steps to a5 and lands with the magnet's energy 4 (docs/NOTATION.md).
        HttpResponse<String> played = post("game/play?move=a1a5", GAME);
        assertEquals(200, played.statusCode(), played.body());
        // The third ply: the pawn P4 goes up over a2, a3 and a4; a1 empties, a5 holds P4; Red to move,
        // three quiet plies, move 2.
        assertTrue(played.body().contains("\"notation\":\"e8e7:2\",\"before\":\"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1\","
                + "\"after\":\"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2\"},"
                + "{\"move\":\"a1a5\",\"path\":{\"move\":\"a1a5\",\"shape\":\"U\",\"squares\":[\"a2\",\"a3\",\"a4\",\"a5\"]},"
                + "\"piece\":\"P4\",\"captured\":null,\"energyBefore\":4,\"landingEnergy\":4,\"check\":false,\"checkmate\":false,"
                + "\"notation\":\"a1a5:4\",\"before\":\"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2\","
                + "\"after\":\"p4p2p3p11p3p1p3/4k23/8/P47/8/3K14/8/1P3P21P1P4P3P2 r 3 2\"}],"), played.body());
    }

    @Test
    void unknownKeysAreSkippedUnderBootsDefaults() throws Exception {
        // Boot's mapper has FAIL_ON_UNKNOWN_PROPERTIES off, and the SDK's shapes follow it (docs/JSON.md).
        HttpResponse<String> played = post("game/play?move=a1a5", GAME.replace("{\"record\":", "{\"clock\":5,\"record\":"));
        assertEquals(200, played.statusCode(), played.body());
    }

    @Test
    void aMalformedBodyIsABadRequestWithTheSdksReason() throws Exception {
        assertBadRequest(refusal(() -> Position.parse("8/8/8 w")), post("position", "\"8/8/8 w\""));
        assertBadRequest("\"sideToMove\" is red, but the record makes it white",
                post("game/play?move=a1a5", GAME.replace("\"sideToMove\":\"white\"", "\"sideToMove\":\"red\"")));
        HttpResponse<String> syntax = post("position", "{\"");
        assertEquals(400, syntax.statusCode(), syntax.body());
        assertTrue(syntax.body().contains("\"detail\":\"malformed JSON at line 1, column "), syntax.body());
    }
}
