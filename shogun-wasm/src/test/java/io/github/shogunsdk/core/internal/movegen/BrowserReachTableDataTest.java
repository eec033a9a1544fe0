package io.github.shogunsdk.core.internal.movegen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

/** The browser build's reach tables, built when it loads, equal the data the JVM ships. */
class BrowserReachTableDataTest {

    @Test
    void builtTablesAreTheShippedOnes() {
        assertArrayEquals(ReachTableData.table2(), BrowserReachTableData.table2());
        assertArrayEquals(ReachTableData.table3(), BrowserReachTableData.table3());
        assertArrayEquals(ReachTableData.reaches4(), BrowserReachTableData.reaches4());
        assertArrayEquals(ReachTableData.table4(), BrowserReachTableData.table4());
    }
}
