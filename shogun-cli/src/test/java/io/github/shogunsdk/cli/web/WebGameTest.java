package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link WebGame#serve}: the address it prints, a busy port, and a clean stop. */
class WebGameTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }

    @Test
    void aBusyPortIsOneLineAndStatus2() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            int status = WebGame.serve("127.0.0.1", taken.getLocalPort(), print(out), print(err));
            assertEquals(2, status);
            assertEquals("shogun serve: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": the port is in use or "
                    + "not allowed; choose another with --port N, or --port 0 for any free port\n",
                    err.toString(StandardCharsets.UTF_8));
            assertEquals("", out.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void anUnknownHostOrBadPortIsStatus2() {
        assertEquals(2, WebGame.serve("no-such-host.invalid", 0, print(out), print(err)));
        assertEquals(2, WebGame.serve("127.0.0.1", 70_000, print(out), print(err)));
        String[] lines = err.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(2, lines.length);
        assertTrue(lines[0].startsWith("shogun serve: cannot listen on no-such-host.invalid:0"), lines[0]);
        assertEquals("shogun serve: the port is 0 (any free port) to 65535, not 70000", lines[1]);
    }

    @Test
    void anAddressThisMachineLacksIsNamedAsSuch() {
        // 192.0.2.1 is reserved for documentation: no machine has it.
        assertEquals(2, WebGame.serve("192.0.2.1", 8080, print(out), print(err)));
        assertEquals("shogun serve: cannot listen on 192.0.2.1:8080: this machine has no address 192.0.2.1; use 127.0.0.1, "
                + "0.0.0.0 for every interface, or an address of one of its network interfaces\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBadAllowedHostIsRefusedBeforeListening() {
        assertEquals(2, WebGame.serve("127.0.0.1", 0, java.util.Set.of("evil.example:80"), print(out), print(err)));
        assertEquals("shogun serve: --allow-host takes a host name or address without a port, such as shogun.example, "
                + "not \"evil.example:80\"\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void listeningBeyondTheLoopbackAddressIsWarnedOf() throws Exception {
        assertEquals("shogun serve: warning: listening on 0.0.0.0 (not this machine alone): anyone on the network who can "
                + "reach it can play and run engine searches here",
                WebGame.exposureWarning("0.0.0.0", InetAddress.getByName("0.0.0.0")));
        assertEquals(null, WebGame.exposureWarning("127.0.0.1", InetAddress.getByName("127.0.0.1")));
        assertEquals(null, WebGame.exposureWarning("::1", InetAddress.getByName("::1")));
    }

    @Test
    void itPrintsTheAddressServesThereAndStopsCleanly() throws Exception {
        CountDownLatch stop = new CountDownLatch(1);
        ExecutorService runner = Executors.newSingleThreadExecutor();
        try {
            Future<Integer> status = runner.submit(() -> WebGame.serve("127.0.0.1", 0, java.util.Set.of(), print(out), print(err), stop, false));
            Pattern address = Pattern.compile("Shogun web game at (http://127\\.0\\.0\\.1:(\\d+)/) \\(Ctrl-C to stop\\)\n");
            long deadline = System.nanoTime() + 10_000_000_000L;
            Matcher matcher = address.matcher("");
            while (System.nanoTime() < deadline && !matcher.reset(out.toString(StandardCharsets.UTF_8)).lookingAt()) {
                Thread.sleep(10);
            }
            assertTrue(matcher.lookingAt(), out.toString(StandardCharsets.UTF_8));
            Http http = new Http(URI.create(matcher.group(1)));
            assertEquals(200, http.get("/").status());
            assertEquals(201, http.post("/api/games", "{}").status());
            stop.countDown();
            assertEquals(0, status.get(10, TimeUnit.SECONDS));
            assertTrue(out.toString(StandardCharsets.UTF_8).endsWith("Shogun web game stopped.\n"));
            assertEquals("", err.toString(StandardCharsets.UTF_8));
        } finally {
            runner.shutdownNow();
        }
    }
}
