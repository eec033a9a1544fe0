package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /api/games/from-sgn} reads a record the way the SDK does: LF, CRLF and lone CR line
 * ends alike, and a control character in a comment or tag refused with one line (422).
 */
class WebRecordTextTest {

    private static WebServer server;
    private static Http http;
    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();

    @BeforeAll
    static void start() throws Exception {
        server = WebServer.start(new InetSocketAddress("127.0.0.1", 0), new PrintStream(LOG, true, StandardCharsets.UTF_8));
        http = new Http(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
        assertEquals("", LOG.toString(StandardCharsets.UTF_8), "the server logged an internal error");
    }

    private static Http.Answer load(String sgn) {
        return http.post("/api/games/from-sgn", Http.JSON.createObjectNode().put("sgn", sgn).toString());
    }

    @Test
    void aRecordLoadsAllItsMovesWhateverItsLineEnds() {
        String game = "[White \"Ann\"]\n\n; a remark\n1. d1d3:1 ; the king steps up\ne8e7:2 2. a1a5:4 *\n";
        for (String end : List.of("\n", "\r\n", "\r")) {
            Http.Answer loaded = load(game.replace("\n", end));
            assertEquals(201, loaded.status(), loaded.text());
            assertEquals("1. d1d3:1 e8e7:2 2. a1a5:4", loaded.get("movetext").textValue());
        }
    }

    @Test
    void aControlCharacterInACommentOrTagIs422WithOneLine() {
        // "1. d1d3:1 {" takes columns 1 to 11.
        assertEquals("bad record at line 1, column 12: a comment holds no control characters other than line ends and"
                + " tab, found \\u001B", load("1. d1d3:1 {\u001b]0;title\u0007} *").error(422));
        assertEquals("bad record at line 1, column 9: the value of tag Event holds no control characters other than"
                + " tab, found \\u0085", load("[Event \"\u0085\"]\n*").error(422));
    }
}
