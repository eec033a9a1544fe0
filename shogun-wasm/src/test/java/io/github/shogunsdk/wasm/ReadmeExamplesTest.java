package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JavaScript examples of the project's README and of the npm package's README run against the
 * package, and every {@code console.log} prints what its comment says: the comment starts with
 * what was printed (words may follow), or a comment cut with "…" is the start of what was printed.
 */
class ReadmeExamplesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theProjectReadmesBrowserExampleRuns() throws IOException {
        check(Path.of("../README.md"), "## In the browser, without a server");
    }

    @Test
    void thePackageReadmesExampleRuns() throws IOException {
        check(Path.of("src/main/npm/README.md"), "# shogun-sdk");
    }

    private static void check(Path readme, String heading) throws IOException {
        NodeRuntime node = NodeRuntime.require();
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        int section = text.indexOf(heading);
        assertTrue(section >= 0, readme + " has no heading " + heading);
        int start = text.indexOf("```js\n", section) + "```js\n".length();
        String snippet = text.substring(start, text.indexOf("```", start));
        Path file = Files.createTempFile("shogun-readme-", ".js");
        try {
            Files.writeString(file, snippet, StandardCharsets.UTF_8);
            JsonNode printed = JSON.readTree(node.script(Path.of("src/test/node/snippet.mjs"),
                    List.of("target/npm", file.toString()), 120));
            List<String> expected = expectations(snippet);
            assertEquals(expected.size(), printed.size(), "console.log calls in " + readme);
            for (int i = 0; i < expected.size(); i++) {
                String out = printed.get(i).asText();
                String comment = expected.get(i);
                int cut = comment.indexOf('…');
                boolean matches = comment.equals(out) || comment.startsWith(out + " ") || comment.startsWith(out + ":")
                        || cut >= 0 && out.startsWith(comment.substring(0, cut));
                assertTrue(matches, readme + ": printed \"" + out + "\", the comment says \"" + comment + "\"");
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** The comment of each line that logs, in order; a log line without a comment is not allowed. */
    private static List<String> expectations(String snippet) {
        List<String> comments = new ArrayList<>();
        for (String line : snippet.split("\n")) {
            if (line.contains("console.log(")) {
                int comment = line.lastIndexOf("// ");
                assertTrue(comment >= 0, "a logged line says what it prints: " + line);
                comments.add(line.substring(comment + 3).strip());
            }
        }
        return comments;
    }
}
