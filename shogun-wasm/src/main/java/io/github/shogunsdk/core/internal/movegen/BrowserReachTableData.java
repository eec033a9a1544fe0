package io.github.shogunsdk.core.internal.movegen;

/**
 * Stands in for {@code ReachTableData} in the browser builds ({@code BrowserSubstitutions} names
 * it): the reach tables are built from the path rules, by the core's own
 * {@link ReachTableBuilder}, when the module loads instead of shipping as data, which would add
 * about 20 KB to every download. The JVM keeps the shipped data; a test holds the two equal.
 */
final class BrowserReachTableData {

    private static final long[] REACHES_4;
    private static final byte[] INDEXES_4;

    static {
        // Energy 4's full table (512 KB) is only needed to make the two kept: it is not kept.
        long[] table4 = ReachTableBuilder.table4();
        REACHES_4 = ReachTableBuilder.distinct(table4);
        INDEXES_4 = ReachTableBuilder.indexes(table4, REACHES_4);
    }

    private BrowserReachTableData() {
    }

    /** Energy 2's table. */
    static long[] table2() {
        return ReachTableBuilder.table2();
    }

    /** Energy 3's table. */
    static long[] table3() {
        return ReachTableBuilder.table3();
    }

    /** Energy 4's distinct reaches. */
    static long[] reaches4() {
        return REACHES_4;
    }

    /** Energy 4's table of indexes into its reaches. */
    static byte[] table4() {
        return INDEXES_4;
    }
}
