package io.github.shogunsdk.examples.boot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The two settings docs/JSON.md names: {@code spring.jackson.deserialization.fail-on-unknown-properties=true}
 * keeps the SDK's refusal of unknown keys under Boot, and {@code shogun.web.bad-request-details=false}
 * gives Spring's own 400 answers back, without the SDK's reason.
 */
class StrictAndPlainSettingsTest {

    private static ConfigurableApplicationContext context;
    private static URI base;
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    @BeforeAll
    static void start() {
        context = SpringApplication.run(ShogunApplication.class, "--server.port=0", "--server.address=127.0.0.1",
                "--spring.main.banner-mode=off", "--logging.level.root=error",
                "--spring.jackson.deserialization.fail-on-unknown-properties=true",
                "--shogun.web.bad-request-details=false");
        base = URI.create("http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port") + "/");
    }

    @AfterAll
    static void stop() {
        context.close();
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return CLIENT.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void anUnknownKeyIsRefusedWhenTheMapperRefusesThem() throws Exception {
        String game = WebBindingTest.GAME.replace("{\"record\":", "{\"clock\":5,\"record\":");
        HttpResponse<String> response = send(HttpRequest.newBuilder(base.resolve("game/play?move=a1a5"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(game)));
        assertEquals(400, response.statusCode(), response.body());
        assertEquals(200, send(HttpRequest.newBuilder(base.resolve("game/play?move=a1a5"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(WebBindingTest.GAME))).statusCode());
    }

    @Test
    void withoutTheDetailsA400CarriesNoReasonOfTheSdks() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(base.resolve("legal-moves?from=z9")));
        assertEquals(400, response.statusCode(), response.body());
        assertFalse(response.body().contains("bad square"), response.body());
    }
}
