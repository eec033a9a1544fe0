package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.shogunsdk.cli.web.store.PostgresCluster;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.eclipse.jetty.websocket.client.WebSocketClient;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code shogun serve --database} processes on one PostgreSQL: a move made through one reaches
 * a live socket connected to the other, relayed by PostgreSQL's {@code NOTIFY}, and the move made
 * back over that socket reaches a socket of the first. The relay times are printed (no timed
 * assertion; each wait is bounded by a generous 30 s).
 */
@Tag("slow")
class WebLiveRelayTest {

    private static final int MOVES = 10;

    @TempDir
    Path temp;

    @Test
    void aMoveThroughOneProcessReachesASocketOfTheOther() throws Exception {
        String url = PostgresCluster.get().newDatabase();
        WebSocketClient client = new WebSocketClient();
        client.start();
        try (ServeProcess one = ServeProcess.start(temp.resolve("one"), "--database", url);
                ServeProcess two = ServeProcess.start(temp.resolve("two"), "--database", url)) {
            Http first = new Http(one.uri());
            String id = first.post("/api/games").get("id").textValue();
            try (LiveClient onTwo = LiveClient.connect(client, two.uri(), id, null);
                    LiveClient onOne = LiveClient.connect(client, one.uri(), id, null)) {
                long revision = onTwo.next("state").get("revision").longValue();
                onOne.next("state");
                Thread.sleep(500); // each process's LISTEN, on a thread of its own, after its first socket
                List<Double> relays = new ArrayList<>();
                for (int i = 0; i < MOVES; i++) {
                    // A move through process one's JSON API, seen on process two's socket; the answer over process
                    // two's socket, seen on process one's; then both taken back through process one, seen on two.
                    long sent = System.nanoTime();
                    assertEquals(200, first.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}").status());
                    JsonNode seen = onTwo.stateAtLeast(revision + 1);
                    relays.add((System.nanoTime() - sent) / 1e6);
                    assertEquals("1. d1d3:1", seen.get("state").get("movetext").textValue());
                    revision = seen.get("revision").longValue();

                    sent = System.nanoTime();
                    onTwo.send("{\"move\":\"e8e7\",\"after\":1}");
                    JsonNode back = onOne.stateAtLeast(revision + 1);
                    relays.add((System.nanoTime() - sent) / 1e6);
                    assertEquals("1. d1d3:1 e8e7:2", back.get("state").get("movetext").textValue());
                    revision = back.get("revision").longValue();

                    for (int undo = 0; undo < 2; undo++) {
                        sent = System.nanoTime();
                        assertEquals(200, first.post("/api/games/" + id + "/undo").status());
                        JsonNode undone = onTwo.stateAtLeast(revision + 1);
                        relays.add((System.nanoTime() - sent) / 1e6);
                        assertEquals(1 - undo, undone.get("state").get("plies").size());
                        revision = undone.get("revision").longValue();
                    }
                }
                assertEquals(first.get("/api/games/" + id + "/sgn").get("sgn"),
                        new Http(two.uri()).get("/api/games/" + id + "/sgn").get("sgn"));
                Collections.sort(relays);
                System.out.printf("live relay between two processes on one PostgreSQL: %d changes, median %.1f ms, "
                        + "slowest %.1f ms (from the move sent to the other process's socket receiving it)%n",
                        relays.size(), relays.get(relays.size() / 2), relays.get(relays.size() - 1));
            }
            assertEquals("", one.errors() + two.errors());
        } finally {
            client.stop();
        }
    }
}
