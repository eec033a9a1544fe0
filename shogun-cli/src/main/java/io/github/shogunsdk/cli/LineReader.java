package io.github.shogunsdk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads UTF-8 lines from a stream with two bounds, so that an endless input such as
 * {@code /dev/zero} or {@code yes} costs a bounded amount of memory: a line holds at most a given
 * number of bytes, and the whole input at most another. Mutable: one reader per stream, used by
 * one thread.
 *
 * <p>A line ends at a line feed; a carriage return before it stays in the text (callers strip
 * it with the other surrounding white space). Bytes that are not UTF-8 become U+FFFD. A line
 * longer than the bound is refused with {@link LineTooLongException} as soon as the bound is
 * passed, without waiting for its end; the next {@link #readLine()} skips the rest of that line
 * (reading and dropping it) before it reads the line after, so a caller may report the long line
 * and go on. A line is skipped for at most {@link #MAX_SKIPPED_BYTES} bytes: an input such as
 * {@code /dev/zero}, one line without end, is then an {@link IOException}, so that even a reader
 * without a bound on its whole input ends. Passing the bound of the whole input is an {@link IOException} after which the reader
 * gives nothing more. The reader returns a line as soon as its line feed has arrived, so it suits
 * a dialogue on a pipe.
 */
final class LineReader {

    /**
     * The most bytes a line of standard input may hold, in every command that reads lines (1 MiB):
     * far more than any position or command needs, and enough for an engine-protocol
     * {@code position} line with some 140 000 moves.
     */
    static final int MAX_LINE_BYTES = 1 << 20;

    /** The most bytes of one line that are read and dropped before the input counts as endless: 64 MiB. */
    static final long MAX_SKIPPED_BYTES = BoundedInput.MAX_BYTES;

    /** A line longer than the reader's bound; the reader skips the rest of it on the next read. */
    static final class LineTooLongException extends IOException {
        private static final long serialVersionUID = 1L;

        private final int limit;

        LineTooLongException(int limit) {
            super("longer than " + limit + " bytes, the most a line may hold");
            this.limit = limit;
        }

        /**
         * Returns the bound the line passed.
         *
         * @return the most bytes a line may hold
         */
        int limit() {
            return limit;
        }
    }

    private final InputStream in;
    private final int maxLineBytes;
    private final long maxTotalBytes;
    private final byte[] buffer = new byte[1 << 13];
    private int position;
    private int end;
    private long total;
    /** Whether the rest of a line that was too long is still to be dropped. */
    private boolean skipping;
    /** The bytes of the line being skipped seen so far. */
    private long skipped;
    /** Whether the whole input passed its bound: nothing more is read. */
    private boolean overflowed;
    private byte[] line = new byte[128];

    /**
     * Makes a reader. The stream is not closed.
     *
     * @param in the stream
     * @param maxLineBytes the most bytes a line may hold, without its line feed; 1 or more
     * @param maxTotalBytes the most bytes the whole input may hold; {@link Long#MAX_VALUE} for no bound
     */
    LineReader(InputStream in, int maxLineBytes, long maxTotalBytes) {
        if (maxLineBytes < 1 || maxTotalBytes < 1) {
            throw new IllegalArgumentException("bounds must be 1 or more");
        }
        this.in = in;
        this.maxLineBytes = maxLineBytes;
        this.maxTotalBytes = maxTotalBytes;
    }

    /**
     * Makes a reader of standard input with the command line's bounds: lines of at most
     * {@link #MAX_LINE_BYTES} and an input of at most {@link BoundedInput#MAX_BYTES}, like a file.
     *
     * @param in standard input
     * @return the reader
     */
    static LineReader standardInput(InputStream in) {
        return new LineReader(in, MAX_LINE_BYTES, BoundedInput.MAX_BYTES);
    }

    /**
     * Returns the most bytes a line may hold.
     *
     * @return the line bound
     */
    int maxLineBytes() {
        return maxLineBytes;
    }

    /**
     * Reads the next line.
     *
     * @return the line without its line feed, or null at the end of the input (a last line without
     *     a line feed is still a line)
     * @throws LineTooLongException if the line is longer than the bound; the reader goes on after it
     * @throws IOException if the stream cannot be read, or the whole input passes its bound
     */
    String readLine() throws IOException {
        if (skipping && !skipRestOfLine()) {
            return null;
        }
        int length = 0;
        while (true) {
            if (position == end && !fill()) {
                return length == 0 ? null : text(length);
            }
            int start = position;
            int stop = start;
            while (stop < end && buffer[stop] != '\n') {
                stop++;
            }
            int count = stop - start;
            if (length + count > maxLineBytes) {
                position = stop;
                skipping = true;
                skipped = length + count;
                throw new LineTooLongException(maxLineBytes);
            }
            if (length + count > line.length) {
                line = Arrays.copyOf(line, Math.min(maxLineBytes, Math.max(length + count, line.length * 2)));
            }
            System.arraycopy(buffer, start, line, length, count);
            length += count;
            if (stop < end) {
                position = stop + 1;
                return text(length);
            }
            position = stop;
        }
    }

    /** Drops bytes up to and including the next line feed; false if the input ended first. */
    private boolean skipRestOfLine() throws IOException {
        while (true) {
            if (position == end && !fill()) {
                return false;
            }
            while (position < end) {
                skipped++;
                if (buffer[position++] == '\n') {
                    skipping = false;
                    return true;
                }
            }
            if (skipped > MAX_SKIPPED_BYTES) {
                throw new IOException("a line longer than " + MAX_SKIPPED_BYTES + " bytes, which is not skipped");
            }
        }
    }

    /** Reads more bytes into the empty buffer; false at the end of the input. */
    private boolean fill() throws IOException {
        if (overflowed) {
            throw tooLong();
        }
        int n = in.read(buffer, 0, buffer.length);
        if (n < 0) {
            return false;
        }
        total += n;
        if (total > maxTotalBytes) {
            position = 0;
            end = 0;
            overflowed = true;
            throw tooLong();
        }
        position = 0;
        end = n;
        return true;
    }

    private IOException tooLong() {
        return new IOException("longer than " + maxTotalBytes + " bytes, the most the input may hold");
    }

    private String text(int length) {
        String text = new String(line, 0, length, StandardCharsets.UTF_8);
        if (line.length > 1 << 16) {
            line = new byte[128]; // a long line's room is not kept for the short ones after it
        }
        return text;
    }
}
