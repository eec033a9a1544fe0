package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Shogun;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Reads a whole file or standard input as UTF-8 text, with bounds: at most {@link #MAX_BYTES}
 * bytes (the most characters a record may hold, {@link Shogun#MAX_RECORD_LENGTH}), so an endless
 * input such as {@code /dev/zero} is refused with a message instead of filling the memory; and a
 * file that is not a regular file (a named pipe) must be opened by a writer within
 * {@link #OPEN_WAIT_MILLIS} milliseconds, so a pipe nobody writes to is refused instead of waiting
 * forever. Every refusal is an {@link IOException} whose message says why in a few words.
 */
final class BoundedInput {

    /** The most bytes read: a record longer than this could not be read anyway. */
    static final long MAX_BYTES = Shogun.MAX_RECORD_LENGTH;
    /** How long a named pipe may wait for a writer; the system property {@code shogun.openWaitMillis} overrides it. */
    static final long OPEN_WAIT_MILLIS = Long.getLong("shogun.openWaitMillis", 1_000);

    private BoundedInput() {
    }

    /**
     * Reads a file.
     *
     * @param path the file
     * @return its text
     * @throws IOException if it cannot be read, is longer than {@link #MAX_BYTES}, is not UTF-8, or
     *     is a pipe no writer opens in time
     */
    static String readFile(Path path) throws IOException {
        if (Files.isRegularFile(path)) {
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                throw tooLong();
            }
            try (InputStream in = Files.newInputStream(path)) {
                return decode(readBounded(in), true);
            }
        }
        return decode(readOpenedInTime(path), true);
    }

    /**
     * Reads standard input to its end; bytes that are not UTF-8 become U+FFFD.
     *
     * @param in standard input
     * @return its text
     * @throws IOException if it cannot be read or is longer than {@link #MAX_BYTES}
     */
    static String readStdin(InputStream in) throws IOException {
        return decode(readBounded(in), false);
    }

    /**
     * Opens a file to read it a piece at a time: a regular file at once, anything else (a named
     * pipe) only if a writer opens it within {@link #OPEN_WAIT_MILLIS} milliseconds. The caller
     * bounds what it reads.
     *
     * @param path the file
     * @return the open stream
     * @throws IOException if it cannot be opened, or is a pipe no writer opens in time
     */
    static InputStream open(Path path) throws IOException {
        if (Files.isRegularFile(path)) {
            return Files.newInputStream(path);
        }
        InputStream[] opened = new InputStream[1];
        readOpenedInTime(path, in -> {
            opened[0] = in;
            return null;
        }, false);
        return opened[0];
    }

    /** What is done with a stream once it is open. */
    private interface Use {
        byte[] apply(InputStream in) throws IOException;
    }

    /** Opens and reads a file that may block on opening (a named pipe) on a thread of its own. */
    private static byte[] readOpenedInTime(Path path) throws IOException {
        return readOpenedInTime(path, BoundedInput::readBounded, true);
    }

    /**
     * Opens a file on a thread of its own and uses it there; the use's stream is closed after it
     * when {@code close} is true, else left open for the caller.
     */
    private static byte[] readOpenedInTime(Path path, Use use, boolean close) throws IOException {
        CountDownLatch opened = new CountDownLatch(1);
        byte[][] result = new byte[1][];
        IOException[] failure = new IOException[1];
        Thread reader = new Thread(() -> {
            try {
                InputStream in = Files.newInputStream(path);
                opened.countDown();
                if (close) {
                    try (InputStream closing = in) {
                        result[0] = use.apply(closing);
                    }
                } else {
                    result[0] = use.apply(in);
                }
            } catch (IOException e) {
                failure[0] = e;
            } finally {
                opened.countDown();
            }
        }, "shogun-input");
        reader.setDaemon(true); // a reader still blocked on opening never keeps the program alive
        reader.start();
        try {
            if (!opened.await(OPEN_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                throw new IOException("nothing to read: no writer opened it within " + OPEN_WAIT_MILLIS / 1000.0 + " s");
            }
            reader.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading", e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return result[0];
    }

    /**
     * Returns the refusal of an input past {@link #MAX_BYTES}.
     *
     * @return the exception, in the words every reader of a record uses
     */
    static IOException tooLongInput() {
        return tooLong();
    }

    private static byte[] readBounded(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        long total = 0;
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
            total += n;
            if (total > MAX_BYTES) {
                throw tooLong();
            }
            out.write(buffer, 0, n);
        }
        return out.toByteArray();
    }

    private static String decode(byte[] bytes, boolean strict) throws CharacterCodingException {
        if (!strict) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    }

    private static IOException tooLong() {
        return new IOException("longer than " + MAX_BYTES + " bytes, the most a record may hold");
    }
}
