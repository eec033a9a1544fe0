package io.github.shogunsdk.api;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Objects;

/**
 * Appends game records (SGN) to a file, one whole game at a time, in the layout
 * {@link RecordFileReader} reads: each record as {@link GameRecord#toSgn()} writes it (tags, a
 * blank line, the movetext ending with its result token and a line feed), and a blank line before
 * it when the file already holds text. Immutable; it holds no open file between calls.
 *
 * <p><b>What is guaranteed.</b> Each call writes its text while holding an exclusive lock on the
 * file ({@link FileChannel#lock()}), so writers that use this class, in this process or another,
 * never interleave their games. When a write fails (a full disk, say), the file is cut back to the
 * length it had before the call, so no half game stays visible; only a crash of the machine or of
 * the process in the middle of the write can leave one, which the reader then reports as a bad
 * game and skips past under {@link BadGamePolicy#SKIP}. A record that cannot be written (a ply that
 * does not replay) is refused before the file is touched. The data is forced to the storage device
 * before the call returns.
 *
 * <pre>{@code
 * RecordFileWriter writer = RecordFileWriter.of(Path.of("games.sgn"));
 * Game game = Shogun.newGame();
 * game.play(Move.parse("d1d3"));
 * game.setTag("White", "Ann");
 * writer.append(GameRecord.of(game));          // creates the file if needed
 * writer.append(List.of(GameRecord.of(game), GameRecord.of(game)));   // two more, in one write
 * }</pre>
 */
public final class RecordFileWriter {

    private final Path file;

    private RecordFileWriter(Path file) {
        this.file = file;
    }

    /**
     * Returns a writer that appends to a file, which it creates on the first append if it does not
     * exist.
     *
     * @param file the file
     * @return the writer
     */
    public static RecordFileWriter of(Path file) {
        return new RecordFileWriter(Objects.requireNonNull(file, "file"));
    }

    /**
     * Returns the file the writer appends to.
     *
     * @return the file
     */
    public Path file() {
        return file;
    }

    /**
     * Appends one record, whole or not at all (as the class describes).
     *
     * @param record the record
     * @throws IOException if the file cannot be opened, locked or written; the file then keeps its
     *     former length
     * @throws IllegalArgumentException if the record cannot be written ({@link GameRecord#toSgn()})
     * @throws IllegalMoveException if a ply of the record cannot be played where it stands
     */
    public void append(GameRecord record) throws IOException {
        append(List.of(Objects.requireNonNull(record, "record")));
    }

    /**
     * Appends records in one write, all or none of them (as the class describes).
     *
     * @param records the records, in order; none writes nothing
     * @throws IOException if the file cannot be opened, locked or written; the file then keeps its
     *     former length
     * @throws IllegalArgumentException if a record cannot be written ({@link GameRecord#toSgn()})
     * @throws IllegalMoveException if a ply of a record cannot be played where it stands
     */
    public void append(List<GameRecord> records) throws IOException {
        StringBuilder text = new StringBuilder();
        for (GameRecord record : List.copyOf(Objects.requireNonNull(records, "records"))) {
            text.append(text.length() == 0 ? "" : "\n").append(record.toSgn());
        }
        if (text.length() == 0) {
            return;
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.READ)) {
            channel.lock(); // released when the channel closes
            long before = channel.size();
            try {
                byte[] separator = separator(channel, before);
                ByteBuffer data = ByteBuffer.allocate(separator.length + bytes.length).put(separator).put(bytes).flip();
                long at = before;
                while (data.hasRemaining()) {
                    at += channel.write(data, at);
                }
                channel.force(true);
            } catch (IOException | RuntimeException e) {
                try {
                    channel.truncate(before);
                } catch (IOException cut) {
                    e.addSuppressed(cut);
                }
                throw e;
            }
        }
    }

    /**
     * The characters that end the file's last game before the next: none for an empty file, a blank
     * line after a line end, and a line end and a blank line after a file that ends mid-line.
     */
    private static byte[] separator(FileChannel channel, long size) throws IOException {
        if (size == 0) {
            return new byte[0];
        }
        ByteBuffer last = ByteBuffer.allocate(1);
        channel.read(last, size - 1);
        byte end = last.get(0);
        return end == '\n' ? new byte[] {'\n'} : new byte[] {'\n', '\n'};
    }
}
