package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Record trees in the JavaScript API, in both builds ({@code src/test/node/records.mjs}):
 * readRecord gives docs/NOTATION.md's annotated record as the tree worked out by hand and
 * writeRecord writes it back byte for byte; recordNode, recordChildren and recordGame walk and
 * replay it; comments on plies carry their position and removeComments clears them; a malformed
 * tree, path or argument is a ShogunError naming where; LF, CRLF and lone CR line ends read the
 * same record with the same error positions; a control character in a comment or tag is refused
 * in one line, and so is a tree nested 100 000 deep; generated trees read back equal.
 */
class NodeRecordsTest {

    private static final Path SCRIPT = Path.of("src/test/node/records.mjs");

    @Test
    void theWebAssemblyBuild() throws IOException {
        run("wasm");
    }

    @Test
    void theJavaScriptBuild() throws IOException {
        run("js");
    }

    private static void run(String backend) throws IOException {
        NodeRuntime node = NodeRuntime.require();
        assertEquals("records ok", node.script(SCRIPT, List.of("target/npm", backend), 300).strip());
    }
}
