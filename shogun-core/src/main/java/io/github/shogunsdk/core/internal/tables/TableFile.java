package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.spi.Messages;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * A table's file (docs/TABLES.md, "The file format"): written to a temporary file and moved into
 * place atomically; read by mapping it into memory.
 */
final class TableFile {

    /** The first eight bytes of every table file. */
    static final byte[] MAGIC = "SHOGUNTB".getBytes(StandardCharsets.US_ASCII);
    /** The format version this code writes and reads. */
    static final int VERSION = 1;
    /** The index layout this code writes and reads. */
    static final String LAYOUT = "plain64";
    /** The file name's ending. */
    static final String SUFFIX = ".sgtb";

    private TableFile() {
    }

    /** The file of a signature's table in a folder. */
    static Path path(Path folder, Signature signature) {
        return folder.resolve(signature + SUFFIX);
    }

    /** The header text of a table. */
    static String header(Signature signature, RuleSet rules, EnergyModel model) {
        return "signature " + signature + "\nlayout " + LAYOUT + "\nrules " + rules.withRepetitionDraw(true) + "\nenergy " + model + "\n";
    }

    /** Writes a table, replacing any old file atomically. */
    static void write(Path folder, Signature signature, RuleSet rules, EnergyModel model, MemoryTable table)
            throws IOException {
        Files.createDirectories(folder);
        Path target = path(folder, signature);
        Path temporary = Files.createTempFile(folder, signature + ".", ".tmp");
        try {
            try (OutputStream file = Files.newOutputStream(temporary);
                    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(file, 1 << 16))) {
                byte[] header = header(signature, rules, model).getBytes(StandardCharsets.UTF_8);
                out.write(MAGIC);
                out.writeShort(VERSION);
                out.writeShort(header.length);
                out.write(header);
                out.writeInt(signature.pieces());
                out.writeLong(table.entries());
                for (int i = 0; i < table.entries(); i++) {
                    out.writeShort(table.value(i));
                }
                for (int i = 0; i < table.entries(); i++) {
                    out.writeShort(table.quiet(i));
                }
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot replace " + target + " atomically on this file system", e);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Maps a table's file, checking its header against what the reader expects.
     *
     * @return the table
     * @throws IOException when the file cannot be read or is not that table
     */
    static TableValues open(Path file, Signature signature, RuleSet rules, EnergyModel model) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            ByteBuffer start = ByteBuffer.allocate(12);
            if (size < 12 || channel.read(start, 0) != 12) {
                throw bad(file, "too short for a table");
            }
            byte[] magic = new byte[8];
            start.flip().get(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw bad(file, "not a table file");
            }
            int version = start.getShort() & 0xFFFF;
            if (version != VERSION) {
                throw bad(file, "format version " + version + ", this SDK reads " + VERSION);
            }
            int headerLength = start.getShort() & 0xFFFF;
            ByteBuffer text = ByteBuffer.allocate(headerLength + 12);
            if (channel.read(text, 12) != headerLength + 12) {
                throw bad(file, "its header is cut short");
            }
            text.flip();
            byte[] header = new byte[headerLength];
            text.get(header);
            String expected = header(signature, rules, model);
            if (!new String(header, StandardCharsets.UTF_8).equals(expected)) {
                throw bad(file, "made for another signature, rule set or energy model");
            }
            int pieces = text.getInt();
            long entries = text.getLong();
            long dataStart = 24L + headerLength;
            if (pieces != signature.pieces() || entries != signature.entries()
                    || size != dataStart + 4 * entries || 2 * entries > Integer.MAX_VALUE) {
                throw bad(file, "its size does not match its signature");
            }
            MappedByteBuffer values = channel.map(FileChannel.MapMode.READ_ONLY, dataStart, 2 * entries);
            MappedByteBuffer quiets = channel.map(FileChannel.MapMode.READ_ONLY, dataStart + 2 * entries, 2 * entries);
            return new MappedTable(values, quiets);
        }
    }

    private static IOException bad(Path file, String why) {
        return new IOException(Messages.quote(file.getFileName().toString()) + " is not a usable table: " + why);
    }

    /** A mapped table: absolute reads only, so threads share the buffers safely. */
    private static final class MappedTable implements TableValues {

        private final ByteBuffer values;
        private final ByteBuffer quiets;

        MappedTable(ByteBuffer values, ByteBuffer quiets) {
            this.values = values;
            this.quiets = quiets;
        }

        @Override
        public int value(long index) {
            return values.getShort((int) index << 1) & 0xFFFF;
        }

        @Override
        public int quiet(long index) {
            return quiets.getShort((int) index << 1) & 0xFFFF;
        }
    }
}
