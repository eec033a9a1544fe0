package io.github.shogunsdk.core.internal.tables;

/**
 * A table held in memory, as the generator makes it: the arrays are filled before the table is
 * handed out and never changed after, so reads from many threads are safe.
 */
final class MemoryTable implements TableValues {

    private final short[] values;
    private final short[] quiets;

    MemoryTable(short[] values, short[] quiets) {
        this.values = values;
        this.quiets = quiets;
    }

    @Override
    public int value(long index) {
        return values[(int) index] & 0xFFFF;
    }

    @Override
    public int quiet(long index) {
        return quiets[(int) index] & 0xFFFF;
    }

    /** The number of entries. */
    int entries() {
        return values.length;
    }
}
