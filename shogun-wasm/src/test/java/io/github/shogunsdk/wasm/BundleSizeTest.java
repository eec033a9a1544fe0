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
 * WebAssembly module at most 150 KB and the JavaScript fallback at most 60 KB. A change that pulls
 * a large part of the class library into the browser build (formatting, regular expressions,
 * Unicode tables) fails here.
 */
class BundleSizeTest {

    private static final Path PACKAGE = Path.of("target/npm");

    @Test
    void theWebAssemblyModuleStaysWithin150KbGzipped() throws IOException {
        within("shogun.wasm", 150_000);
    }

    // Raised to 61 000 for a while, when the record trees and several best lines took the fallback
    // to 60 037; back to 60 000 since the fallback's bitboards are 32-bit words (the reach tables
    // and their builder no longer ship in it).
    @Test
    void theJavaScriptFallbackStaysWithin60KbGzipped() throws IOException {
        within("shogun-fallback.js", 60_000);
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
