package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.web.store.JdbcGameStore;
import io.github.shogunsdk.cli.web.store.PostgresCluster;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code shogun serve --database} processes on one PostgreSQL (a throwaway cluster): a game
 * made through one is played through the other and back, each seeing the other's moves, and each
 * commit is notified on the store's channel, which a third listener hears.
 */
@Tag("slow")
class WebTwoServersTest {

    @TempDir
    Path temp;

    @Test
    void aGameMadeThroughOneServerIsPlayedThroughTheOther() throws Exception {
        String url = PostgresCluster.get().newDatabase();
        BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        java.util.concurrent.atomic.AtomicLong heardAt = new java.util.concurrent.atomic.AtomicLong();
        try (ServeProcess one = ServeProcess.start(temp.resolve("one"), "--database", url);
                ServeProcess two = ServeProcess.start(temp.resolve("two"), "--database", url);
                JdbcGameStore listener = JdbcGameStore.open(PostgresCluster.location(url));
                AutoCloseable listening = listener.listen(id -> {
                    heardAt.set(System.nanoTime());
                    heard.add(id);
                })) {
            Http first = new Http(one.uri());
            Http second = new Http(two.uri());
            Thread.sleep(500); // the listener's LISTEN, on a thread of its own
            String id = first.post("/api/games").get("id").textValue();
            assertEquals(id, heard.poll(10, TimeUnit.SECONDS));

            long sent = System.nanoTime();
            Http.Answer played = second.post("/api/games/" + id + "/play", "{\"move\":\"d1d3\"}");
            long answered = System.nanoTime() - sent;
            assertEquals(200, played.status(), played.text());
            assertEquals(id, heard.poll(10, TimeUnit.SECONDS));
            long relayed = heardAt.get() - sent;

            assertEquals("1. d1d3:1", first.get("/api/games/" + id).get("movetext").textValue());
            Http.Answer back = first.post("/api/games/" + id + "/play", "{\"move\":\"e8e7\"}");
            assertEquals(200, back.status(), back.text());
            assertEquals("1. d1d3:1 e8e7:2", second.get("/api/games/" + id).get("movetext").textValue());
            assertEquals(second.get("/api/games/" + id + "/sgn").get("sgn"), first.get("/api/games/" + id + "/sgn")
                    .get("sgn"));

            assertEquals(204, second.delete("/api/games/" + id).status());
            assertEquals(404, first.get("/api/games/" + id).status());
            assertEquals("", one.errors() + two.errors());
            System.out.printf("two servers on one PostgreSQL: a move sent to one was heard by a listener %.1f ms after "
                    + "it was sent (its answer came after %.1f ms)%n", relayed / 1e6, answered / 1e6);
            assertTrue(relayed >= 0);
        }
    }
}
