package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A client that writes bytes as they are, for the tests of hostile requests: half heads, malformed
 * lengths, foreign hosts. Each connection is its own socket, which the test closes.
 */
final class RawHttp {

    private final int port;

    RawHttp(int port) {
        this.port = port;
    }

    /** An answer: its status, header fields (lower-case names) and body. */
    record Answer(int status, Map<String, String> headers, byte[] body) {

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        /** Asserts the documented fault: the status, one line of {"error": …}, no Java names; returns the message. */
        String error(int expected) {
            assertEquals(expected, status, text());
            assertTrue(headers.getOrDefault("content-type", "").startsWith("application/json"), headers.toString());
            JsonNode json;
            try {
                json = Http.JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + text(), e);
            }
            assertEquals(java.util.List.of("error"), Http.keys(json), text());
            String message = json.get("error").textValue();
            assertFalse(message.isBlank() || message.contains("\n"), message);
            assertFalse(text().contains("Exception") || text().contains("java.") || text().contains("`")
                    || text().contains("Constraints") || text().contains("<"), text());
            return message;
        }
    }

    /** Opens a connection. */
    Socket open() {
        try {
            Socket socket = new Socket("127.0.0.1", port);
            socket.setSoTimeout(30_000);
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Opens a connection from a local address, such as {@code 127.0.0.5}: on Linux every address of
     * {@code 127.0.0.0/8} is the loopback interface's, so each stands for another client.
     */
    Socket openFrom(String localAddress) {
        try {
            Socket socket = new Socket("127.0.0.1", port, java.net.InetAddress.getByName(localAddress), 0);
            socket.setSoTimeout(30_000);
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends bytes on a new connection from a local address and reads one answer. */
    Answer sendFrom(String localAddress, String request) {
        try (Socket socket = openFrom(localAddress)) {
            write(socket, request);
            return read(socket);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends bytes on a new connection and reads one answer. */
    Answer send(String request) {
        try (Socket socket = open()) {
            write(socket, request);
            return read(socket);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void write(Socket socket, String text) throws IOException {
        socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
    }

    /** Reads one answer: its head, then as many body bytes as its Content-Length says. */
    static Answer read(Socket socket) throws IOException {
        return read(socket, false);
    }

    /**
     * Reads one answer.
     *
     * @param toHead whether it answers a HEAD, whose Content-Length is that of a body not sent
     */
    static Answer read(Socket socket, boolean toHead) throws IOException {
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int next = in.read();
            if (next < 0) {
                throw new IOException("the connection closed before an answer's head ended: " + head);
            }
            head.write(next);
            matched = next == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : next == '\r' ? 1 : 0;
        }
        String[] lines = head.toString(StandardCharsets.ISO_8859_1).split("\r\n");
        int status = Integer.parseInt(lines[0].substring(9, 12));
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(lines[i].substring(0, colon).toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).strip());
        }
        if (!toHead && "chunked".equals(headers.get("transfer-encoding"))) {
            return new Answer(status, headers, chunks(in));
        }
        if (!toHead && !headers.containsKey("content-length") && "close".equals(headers.get("connection"))) {
            // Neither a length nor chunks: the body ends with the connection (Jetty sends a
            // compressed file larger than its output buffer so to a client that closes after it).
            return new Answer(status, headers, in.readAllBytes());
        }
        int length = toHead ? 0 : Integer.parseInt(headers.getOrDefault("content-length", "0"));
        byte[] body = in.readNBytes(length);
        return new Answer(status, headers, body);
    }

    /**
     * Reads a chunked body (Jetty sends a compressed file larger than its output buffer so to a
     * client that keeps the connection), to
     * its last chunk and trailer; a connection that ends first (the answer to a HEAD) ends it.
     */
    private static byte[] chunks(InputStream in) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (String size = line(in); size != null && !size.isEmpty(); size = line(in)) {
            int length = Integer.parseInt(size.split(";")[0].strip(), 16);
            if (length == 0) {
                for (String trailer = line(in); trailer != null && !trailer.isEmpty(); trailer = line(in)) {
                    // Trailer fields: none expected, none kept.
                }
                break;
            }
            body.write(in.readNBytes(length));
            line(in);
        }
        return body.toByteArray();
    }

    /** One line without its CR LF, or null at the end of the stream. */
    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int next = in.read(); next != '\n'; next = in.read()) {
            if (next < 0) {
                return line.length() == 0 ? null : line.toString();
            }
            if (next != '\r') {
                line.append((char) next);
            }
        }
        return line.toString();
    }

    /** Tells whether the server closed the connection: the next read is its end. */
    static boolean closedByServer(Socket socket) throws IOException {
        return socket.getInputStream().read() < 0;
    }
}
