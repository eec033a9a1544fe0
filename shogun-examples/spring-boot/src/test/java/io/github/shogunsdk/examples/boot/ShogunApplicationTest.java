package io.github.shogunsdk.examples.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The application, started on a free port of 127.0.0.1 with nothing configured for JSON, answers
 * with the JSON that docs/JSON.md shows, byte for byte.
 */
class ShogunApplicationTest {

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
        System.out.println("Spring Boot " + SpringBootVersion.getVersion() + " " + response.request().method() + " " + response.request().uri().getPath()
                + " -> " + response.statusCode() + " " + response.body());
        return response;
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path)));
    }

    private static void assertJson(int status, String json, HttpResponse<String> response) {
        assertEquals(status, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"),
                response.headers().toString());
        assertEquals(json, response.body());
    }

    @Test
    void legalMovesAreAnArrayOfMoveTexts() throws Exception {
        // The white king on d1 has energy 2 (SPN rank 1 "P4P3P2K2…"): two steps up to d3, or
        // one up and one to the side, to c2 and e2, whose pawns have moved nowhere yet.
        assertJson(200, "[\"d1c2\",\"d1d3\",\"d1e2\"]", get("legal-moves?from=d1"));
    }

    @Test
    void aRefusalIsTheDocumentedObject() throws Exception {
        // d4 is three steps from d1, and the king there has energy 2.
        assertJson(200, "{\"from\":\"d1\",\"to\":\"d4\",\"reason\":\"wrong-distance\","
                + "\"message\":\"illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away\","
                + "\"blockers\":[],\"checkers\":[],\"energy\":2,\"distance\":3,\"piece\":\"K2\"}",
                get("refusal?move=d1d4"));
    }

    @Test
    void aPostedPositionIsReadAndWrittenBack() throws Exception {
        String position = "\"8/8/8/3K24/8/8/8/7k1 r 12 40\"";
        assertJson(200, position, send(HttpRequest.newBuilder(base.resolve("position"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(position))));
    }

    @Test
    void aPostedTextThatIsNoPositionIsABadRequest() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(base.resolve("position"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("\"8/8/8 w\"")));
        assertEquals(400, response.statusCode(), response.body());
    }
}
