package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The package's downloads stay within their budgets, gzipped as a web server sends them: the
 * default WebAssembly module at most 150 KB and its JavaScript fallback at most 61 KB; the records
 * build, which pages load only with {@code loadShogun({records: true})}, at most 154 KB and 76 KB.
 * A change that pulls a large part of the class library into the browser build (formatting,
 * regular expressions, Unicode tables, sorted maps) fails here. (The fallback's budget was 60 KB
 * until records refused control characters in comments and ended lines at a lone CR, which took it
 * from 59.9 KB to 60.2 KB.)
 *
 * <p>Record trees are about 60 KB of uncompressed code in each build (their JSON reader and writer
 * of every node): in the default build they would have taken it to 152 and 75 KB, so they have a
 * build of their own.
 *
 * <p>The fallback's budget was 60 KB while it carried 32-bit copies of the board, legality, reaches
 * and perft; compiled from the SDK's own classes, as the WebAssembly build is, it carries the magic
 * reach tables' builder instead and its 64-bit literals as constants, 0.4 KB more (60.3 KB), so
 * its budget is 61 KB.
 */
class BundleSizeTest {

    private static final Path PACKAGE = Path.of("target/npm");

    @Test
    void theWebAssemblyModuleStaysWithin150KbGzipped() throws IOException {
        within("shogun.wasm", 150_000);
    }

    /**
     * 61 KB since the engine keeps a game's repetition keys from search to search and the game
     * keeps its positions' keys in order (a review linear in the game's length, issue 28): 0.8 KB
     * more than the 59.9 KB of the build before, over the 60 KB that budget had.
     */
    @Test
    void theJavaScriptFallbackStaysWithin61KbGzipped() throws IOException {
        within("shogun-fallback.js", 61_000);
    }

    @Test
    void theRecordsWebAssemblyModuleStaysWithin154KbGzipped() throws IOException {
        within("shogun-records.wasm", 154_000);
    }

    @Test
    void theRecordsJavaScriptFallbackStaysWithin76KbGzipped() throws IOException {
        within("shogun-records-fallback.js", 76_000);
    }

    private static void within(String file, int budget) throws IOException {
        byte[] raw = Files.readAllBytes(PACKAGE.resolve(file));
        int gzipped = gzipped(raw);
        System.out.println(file + ": " + raw.length + " bytes, " + gzipped + " gzipped (budget " + budget + ")");
        assertTrue(gzipped <= budget, file + " is " + gzipped + " bytes gzipped, over its budget of " + budget);
    }

    private static int gzipped(byte[] raw) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        // The default level (6), as web servers usually send, rather than the best.
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(raw);
        }
        return out.size();
    }
}
