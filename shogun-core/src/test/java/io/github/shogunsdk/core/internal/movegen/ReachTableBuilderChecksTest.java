package io.github.shogunsdk.core.internal.movegen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The checks that guard the reach tables when they are built (a magic that sends two occupancies
 * with different reaches to one entry, more distinct reaches than a byte numbers) and the base-64
 * reader that loads the shipped tables, on small inputs worked out by hand.
 */
class ReachTableBuilderChecksTest {

    @Test
    void aMagicOfZeroSendsEveryOccupancyToEntryZeroAndCollides() {
        // With no blocker a piece of energy 2 on d4 reaches 8 squares; a blocker on d5 closes d6.
        // Both occupancies land on entry 0 with different reaches: the builder must refuse.
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ReachTableBuilder.build(ReachTable.CENTRE, 2, false, ReachTable.MASK_2, 0L, ReachTable.BITS_2));
        assertTrue(e.getMessage().contains("energy 2"), e.getMessage());
    }

    @Test
    void theShippedMagicBuildsTheTableWithoutCollisionAndTheEmptyBoardEntryHoldsAllEightSquares() {
        long[] table = ReachTableBuilder.build(ReachTable.CENTRE, 2, false, ReachTable.MASK_2, ReachTable.MAGIC_2,
                ReachTable.BITS_2);
        assertEquals(16, table.length);
        // Entry 0 is the empty occupancy (0 times any magic is 0): d4's eight squares two steps away,
        // d2 b4 f4 d6 c3 e3 c5 e5 (bits 11 25 29 43 18 20 34 36).
        long expected = 1L << 11 | 1L << 25 | 1L << 29 | 1L << 43 | 1L << 18 | 1L << 20 | 1L << 34 | 1L << 36;
        assertEquals(expected, table[0]);
    }

    @Test
    void distinctSortsAndKeepsEachValueOnce() {
        assertArrayEquals(new long[] {-5, 1, 2, 3}, ReachTableBuilder.distinct(new long[] {3, 1, 3, -5, 2, 1}));
        assertArrayEquals(new long[] {7}, ReachTableBuilder.distinct(new long[] {7, 7, 7}));
    }

    @Test
    void indexesNumberEachEntryByItsPlaceAmongTheValues() {
        long[] table = {30, 10, 20, 10};
        assertArrayEquals(new byte[] {2, 0, 1, 0}, ReachTableBuilder.indexes(table, new long[] {10, 20, 30}));
    }

    @Test
    void anEntryMissingFromTheValuesIsRefusedRatherThanNumberedWrongly() {
        // 20 is not among {10, 30}: no byte numbers it.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ReachTableBuilder.indexes(new long[] {10, 20, 30}, new long[] {10, 30}));
        assertTrue(e.getMessage().contains("entry 1"), e.getMessage());
    }

    @Test
    void moreThan256DistinctValuesCannotBeNumberedByAByte() {
        long[] values = new long[257];
        for (int i = 0; i < values.length; i++) {
            values[i] = i;
        }
        assertThrows(IllegalStateException.class, () -> ReachTableBuilder.indexes(values, values));
        long[] fits = new long[256];
        System.arraycopy(values, 0, fits, 0, 256);
        assertEquals((byte) 255, ReachTableBuilder.indexes(fits, fits)[255]);
    }

    @Test
    void base64DigitsOfEveryKindDecode() {
        // A=0 A=0 E=4 C=2: 000000 000000 000100 000010 = bytes 00 01 02.
        assertArrayEquals(new byte[] {0, 1, 2}, ReachTable.bytes(new String[] {"AAEC"}));
        // + = 62, / = 63: 111110 111111 111110 111111 = FB FF BF.
        assertArrayEquals(new byte[] {(byte) 0xFB, (byte) 0xFF, (byte) 0xBF}, ReachTable.bytes(new String[] {"+/+/"}));
        // a=26 z=51 0=52 9=61: 011010 110011 110100 111101 = 6B 3D 3D.
        assertArrayEquals(new byte[] {0x6B, 0x3D, 0x3D}, ReachTable.bytes(new String[] {"az09"}));
        // Z=25 then padding: 011001 000000 = one byte 0x64.
        assertArrayEquals(new byte[] {0x64}, ReachTable.bytes(new String[] {"ZA=="}));
    }

    @Test
    void paddingShortensOnlyTheLastChunkAndChunksFollowOneAnother() {
        // AQ== is the single byte 01, AQI= the bytes 01 02.
        assertArrayEquals(new byte[] {1}, ReachTable.bytes(new String[] {"AQ=="}));
        assertArrayEquals(new byte[] {1, 2}, ReachTable.bytes(new String[] {"AQI="}));
        assertArrayEquals(new byte[] {0, 1, 2, 1, 2}, ReachTable.bytes(new String[] {"AAEC", "AQI="}));
        assertArrayEquals(new byte[0], ReachTable.bytes(new String[0]));
    }

    @Test
    void longsAreEightBytesLowestFirst() {
        // Bytes 01 00 00 00 00 00 00 80 then 02 followed by seven zero bytes, in base 64.
        // 01 00 00 = AQAA, 00 00 00 = AAAA, 00 80 02 = AIAC, 00 00 00 = AAAA, 00 00 00 = AAAA, 00 = AA==
        long[] longs = ReachTable.longs(new String[] {"AQAAAAAAAIACAAAAAAAAAA=="});
        assertArrayEquals(new long[] {0x8000_0000_0000_0001L, 2L}, longs);
    }
}
