package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.OriginGuard;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The server on Jetty against request smuggling and floods, on raw sockets: a request with both
 * {@code Content-Length} and {@code Transfer-Encoding} or with two lengths is refused and its
 * connection closed, so nothing after it is read as a request; an endless chunked body and a huge
 * chunk are cut at the body limit; 10 000 pipelined requests, a client that never reads its
 * answers and a flood of header bytes cost a bounded number of threads, with another client
 * answered meanwhile and the flooding connection closed by its limit. Nothing here is timed: the
 * assertions count threads, answers, bytes and open connections. The server has the documented
 * sizes but short times (two seconds), so that a closed connection comes soon.
 */
@Tag("slow")
class WebFloodTest {

    /** The documented sizes and caps; the times shortened so that the limits are reached quickly. */
    private static final HttpLimits LIMITS = new HttpLimits(Duration.ofSeconds(2), Duration.ofSeconds(2),
            Duration.ofSeconds(2), Duration.ofSeconds(3), 16 * 1024, 8 * 1024, 100, 64 * 1024, 128, 32, 16);

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final ExecutorService helpers = Executors.newCachedThreadPool();
    private WebServer server;
    private RawHttp raw;
    private String host;
    /** The most threads the server's pool had at any sample. */
    private final AtomicInteger mostThreads = new AtomicInteger();
    private volatile boolean sampling = true;

    @BeforeEach
    void start() throws IOException {
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(log, true, StandardCharsets.UTF_8),
                new OriginGuard(Set.of()), LIMITS, new GameRegistry(WebServer.MAX_GAMES, WebServer.MAX_GAMES_PER_CLIENT,
                        WebServer.IDLE_TIMEOUT, 1, 1, System::nanoTime), Duration.ofMinutes(1));
        raw = new RawHttp(server.port());
        host = "127.0.0.1:" + server.port();
        helpers.submit(() -> {
            while (sampling) {
                mostThreads.accumulateAndGet(server.threads(), Math::max);
                Thread.sleep(5);
            }
            return null;
        });
    }

    @AfterEach
    void stop() {
        sampling = false;
        helpers.shutdownNow();
        server.close();
        assertTrue(mostThreads.get() <= LIMITS.maxThreads(), "the server had " + mostThreads.get() + " threads");
        assertEquals("", log.toString(StandardCharsets.UTF_8), "the server logged something");
    }

    private String get(String path) {
        return "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n";
    }

    /** Another client's request, answered while a flood goes on. */
    private void anotherClientIsAnswered() {
        RawHttp.Answer answer = raw.sendFrom("127.0.0.2", get("/api/games/none").replace("\r\n\r\n",
                "\r\nConnection: close\r\n\r\n"));
        assertEquals(404, answer.status(), answer.text());
    }

    /** Waits, up to a minute, for the server to hold no more connections than given; true if it does. */
    private boolean connectionsFallTo(int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (server.connections() > count && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        return server.connections() <= count;
    }

    // ---- smuggling ----

    @Test
    void bothLengthsOrTwoLengthsAreRefusedAndNothingAfterIsRead() throws Exception {
        // A front server reading the other length would see a second request in the body.
        String smuggled = get("/api/games/none");
        String post = "POST /api/games HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\n";
        for (String[] request : List.of(
                new String[] {post + "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + smuggled,
                        "the request has both Content-Length and Transfer-Encoding"},
                new String[] {post + "Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\n" + smuggled,
                        "the request has both Content-Length and Transfer-Encoding"},
                new String[] {post + "Content-Length: 2\r\nContent-Length: 0\r\n\r\n{}" + smuggled,
                        "the request has more than one Content-Length"},
                new String[] {post + "Content-Length: 2, 2\r\n\r\n{}" + smuggled, "malformed Content-Length"})) {
            try (Socket socket = raw.open()) {
                RawHttp.write(socket, request[0]);
                RawHttp.Answer answer = RawHttp.read(socket);
                assertEquals(request[1], answer.error(400), request[0]);
                assertEquals("close", answer.headers().get("connection"), request[0]);
                assertTrue(RawHttp.closedByServer(socket), "closed, the smuggled request unread: " + request[0]);
            }
        }
        assertEquals(0, server.games().size(), "no game was made");
    }

    // ---- bodies ----

    /** Writes a body's chunks until the server stops reading (or 64 MiB), and returns how many bytes went. */
    private Future<Long> endlessly(Socket socket, String head, String chunkHead, byte[] chunk) {
        return helpers.submit(() -> {
            long written = 0;
            try {
                OutputStream out = socket.getOutputStream();
                out.write(head.getBytes(StandardCharsets.ISO_8859_1));
                out.write(chunkHead.getBytes(StandardCharsets.ISO_8859_1));
                while (written < 64L * 1024 * 1024) {
                    out.write(chunk);
                    written += chunk.length;
                }
            } catch (IOException e) {
                // The server closed the connection: it read no further.
            }
            return written;
        });
    }

    private void cutAtTheBodyLimit(String chunkHead, byte[] chunk) throws Exception {
        String head = "POST /api/games HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n";
        try (Socket socket = raw.open()) {
            Future<Long> writer = endlessly(socket, head, chunkHead, chunk);
            RawHttp.Answer answer = RawHttp.read(socket);
            assertEquals("the request body is larger than 64 KiB", answer.error(413));
            assertEquals("close", answer.headers().get("connection"));
            anotherClientIsAnswered();
            long written = writer.get(1, TimeUnit.MINUTES);
            assertTrue(written < 64L * 1024 * 1024, "the server read the whole endless body");
        }
        assertTrue(connectionsFallTo(0), "the connection was not closed");
    }

    @Test
    void anEndlessChunkedBodyIsCutAtTheBodyLimit() throws Exception {
        byte[] chunk = ("400\r\n" + "a".repeat(1024) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
        cutAtTheBodyLimit("", chunk);
    }

    @Test
    void aHugeChunkIsCutAtTheBodyLimit() throws Exception {
        // One chunk of 4 GiB - 1 bytes, its data sent for ever.
        byte[] data = "a".repeat(8192).getBytes(StandardCharsets.ISO_8859_1);
        cutAtTheBodyLimit("ffffffff\r\n", data);
    }

    // ---- pipelining, readers, floods ----

    @Test
    void tenThousandPipelinedRequestsAreAnsweredInOrderWithBoundedThreads() throws Exception {
        int requests = 10_000;
        try (Socket socket = raw.open()) {
            Future<?> writer = helpers.submit(() -> {
                StringBuilder all = new StringBuilder();
                for (int i = 0; i < requests; i++) {
                    all.append(get("/api/games/g" + i));
                }
                RawHttp.write(socket, all.toString());
                return null;
            });
            anotherClientIsAnswered();
            for (int i = 0; i < requests; i++) {
                RawHttp.Answer answer = RawHttp.read(socket);
                assertTrue(answer.error(404).startsWith("no game g" + i + " "), answer.text());
            }
            writer.get(1, TimeUnit.MINUTES);
            anotherClientIsAnswered();
        }
    }

    @Test
    void aClientThatNeverReadsIsClosedByItsLimitWithBoundedThreads() throws Exception {
        int requests = 2_000;
        long answerSize = raw.send(get("/app.js").replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")).body().length;
        AtomicLong read = new AtomicLong();
        try (Socket socket = raw.open()) {
            Future<?> writer = helpers.submit(() -> {
                StringBuilder all = new StringBuilder();
                for (int i = 0; i < requests; i++) {
                    all.append(get("/app.js"));
                }
                try {
                    RawHttp.write(socket, all.toString());
                } catch (SocketException e) {
                    // The server closed the connection before it took every request.
                }
                return null;
            });
            anotherClientIsAnswered();
            assertTrue(connectionsFallTo(0), "the connection of a client that reads nothing was not closed");
            anotherClientIsAnswered();
            writer.get(1, TimeUnit.MINUTES);
            try {
                byte[] buffer = new byte[65536];
                for (int n = socket.getInputStream().read(buffer); n >= 0; n = socket.getInputStream().read(buffer)) {
                    read.addAndGet(n);
                }
            } catch (SocketException e) {
                // Reset: the server closed with requests unread.
            }
        }
        assertTrue(read.get() < requests * answerSize, "every answer was written: " + read.get() + " bytes");
    }

    @Test
    void headerFloodsAre431AndCloseWithBoundedThreads() throws Exception {
        byte[] line = ("X-Flood: " + "a".repeat(200) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
        List<Socket> floods = new ArrayList<>();
        List<Future<Long>> writers = new ArrayList<>();
        try {
            for (int i = 0; i < 24; i++) {
                Socket socket = raw.open();
                floods.add(socket);
                writers.add(endlessly(socket, "GET / HTTP/1.1\r\nHost: " + host + "\r\n", "", line));
            }
            anotherClientIsAnswered();
            for (Socket socket : floods) {
                RawHttp.Answer answer = RawHttp.read(socket);
                assertEquals("the request head is larger than 16 KiB", answer.error(431));
                assertEquals("close", answer.headers().get("connection"));
            }
            for (Future<Long> writer : writers) {
                assertTrue(writer.get(1, TimeUnit.MINUTES) < 64L * 1024 * 1024, "a flood was read to its end");
            }
            anotherClientIsAnswered();
        } finally {
            for (Socket socket : floods) {
                socket.close();
            }
        }
        // Many small fields within the size: counted by the server, refused beyond 100.
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < 101; i++) {
            fields.append("X-").append(i).append(": 1\r\n");
        }
        try (Socket socket = raw.open()) {
            RawHttp.write(socket, "GET / HTTP/1.1\r\nHost: " + host + "\r\n" + fields + "\r\n");
            assertEquals("the request has more than 100 header fields", RawHttp.read(socket).error(431));
            assertTrue(RawHttp.closedByServer(socket));
        }
    }

    // ---- every fault is one line of JSON ----

    @Test
    void everyFaultJettyOrOursIsOneLineOfJson() throws Exception {
        String post = "POST /api/games HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\n";
        List<Object[]> faults = List.of(
                new Object[] {post + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", 400, true},
                new Object[] {post + "Transfer-Encoding: chunked\r\n\r\nzz\r\n", 400, true},
                new Object[] {post + "Content-Length: 70000\r\n\r\n", 413, true},
                new Object[] {"GET /" + "x".repeat(20_000) + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n", 414, true},
                new Object[] {"GET /" + "x".repeat(9_000) + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n", 414, true},
                new Object[] {"GET / HTTP/1.1\r\nHost: " + host + "\r\nX: " + "a".repeat(17_000) + "\r\n\r\n", 431, true},
                new Object[] {get("/nothing/here"), 404, false},
                new Object[] {get("/api/nothing"), 404, false},
                new Object[] {"POST / HTTP/1.1\r\nHost: " + host + "\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 0\r\n\r\n", 405, false},
                new Object[] {"GET / HTTP/2.0\r\n\r\n", 426, true},
                new Object[] {"GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 421, false});
        for (Object[] fault : faults) {
            try (Socket socket = raw.open()) {
                RawHttp.write(socket, (String) fault[0]);
                RawHttp.Answer answer = RawHttp.read(socket);
                String request = ((String) fault[0]).substring(0, Math.min(30, ((String) fault[0]).length()));
                answer.error((Integer) fault[1]);
                assertFalse(answer.text().contains("\n"), request + ": " + answer.text());
                assertEquals("no-store", answer.headers().get("cache-control"), request);
                assertEquals("nosniff", answer.headers().get("x-content-type-options"), request);
                assertFalse(answer.headers().containsKey("server"), "no server version: " + request);
                if ((Boolean) fault[2]) {
                    assertEquals("close", answer.headers().get("connection"), request);
                    assertTrue(RawHttp.closedByServer(socket), request);
                }
            }
        }
        // A body that stops coming: 408 after the body time, as JSON, and closed.
        try (Socket socket = raw.open()) {
            RawHttp.write(socket, post + "Content-Length: 10\r\n\r\n{");
            assertEquals("the request body did not arrive within 2 seconds", RawHttp.read(socket).error(408));
            assertTrue(RawHttp.closedByServer(socket));
        }
    }
}
