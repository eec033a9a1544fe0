package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

/** A small client of the web game's JSON API for tests. */
final class Http {

    static final ObjectMapper JSON = new ObjectMapper().findAndRegisterModules();

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;

    Http(URI base) {
        this.base = base;
    }

    /** An answer: its status, content type and body (as JSON when it is JSON, else null). */
    record Answer(int status, String contentType, String text, JsonNode json) {

        JsonNode get(String key) {
            return json.get(key);
        }

        /** Asserts a 4xx answer with a one-line {"error": …} body and returns the message. */
        String error(int expectedStatus) {
            assertEquals(expectedStatus, status, text);
            assertTrue(contentType.startsWith("application/json"), contentType);
            assertTrue(json.isObject(), text);
            List<String> keys = keys(json);
            assertTrue(keys.equals(List.of("error")) || keys.equals(List.of("error", "refusal")), text);
            String message = json.get("error").textValue();
            assertFalse(message.isBlank());
            assertFalse(message.contains("\n") || message.contains("\r"), message);
            assertFalse(text.contains("Exception") || text.contains("\tat ") || text.contains("io.github.shogunsdk.cli"),
                    text);
            return message;
        }
    }

    static List<String> keys(JsonNode node) {
        List<String> keys = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    /** A GET whose answer is read whole, headers included, for the files of the pages. */
    HttpResponse<byte[]> file(String path, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).GET().timeout(Duration.ofSeconds(30));
        if (headers.length > 0) {
            request.headers(headers);
        }
        try {
            return client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new AssertionError("request failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The server's address that paths are resolved against. */
    URI base() {
        return base;
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    /** A DELETE, with the JSON content type the server asks of every change. */
    Answer delete(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json").DELETE());
    }

    Answer post(String path, String json) {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    /** A POST without a body, with the JSON content type the server asks of every change, as the page sends it. */
    Answer post(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.noBody()));
    }

    Answer send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = client.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            String type = response.headers().firstValue("Content-Type").orElse("");
            JsonNode json = type.startsWith("application/json") ? JSON.readTree(response.body()) : null;
            return new Answer(response.statusCode(), type, response.body(), json);
        } catch (IOException e) {
            throw new AssertionError("request failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * Sends a request line as it is, which {@link java.net.URI} would refuse (such as a malformed
     * escape), and reads the answer.
     */
    Answer raw(String requestLine) {
        try (java.net.Socket socket = new java.net.Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write((requestLine + " HTTP/1.1\r\nHost: " + base.getHost() + "\r\n"
                    + "Connection: close\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String response = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            int status = Integer.parseInt(response.substring(9, 12));
            String type = response.lines().filter(line -> line.toLowerCase(java.util.Locale.ROOT).startsWith("content-type:"))
                    .map(line -> line.substring(13).trim()).findFirst().orElse("");
            String body = response.substring(response.indexOf("\r\n\r\n") + 4);
            return new Answer(status, type, body, type.startsWith("application/json") ? JSON.readTree(body) : null);
        } catch (IOException e) {
            throw new AssertionError("request failed: " + e, e);
        }
    }

    /** Creates a game and returns its id. */
    String newGame(String setup) {
        Answer answer = post("/api/games", setup);
        assertEquals(201, answer.status(), answer.text());
        return answer.get("id").textValue();
    }
}
