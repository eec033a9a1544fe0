package io.github.shogunsdk.core.record;

import io.github.shogunsdk.api.RecordEntry;
import io.github.shogunsdk.api.RecordFileReader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.stream.Stream;

/**
 * Run in a child JVM by {@link RecordFileMemoryTest}: reads a file of many records with
 * {@link RecordFileReader}, checks that game {@code i} carries {@code [Round "i"]}, and prints
 * {@code games=<n> plies=<main-line plies of all games>}, then on a second line the peak heap use
 * and the time taken, for the record (nothing asserts them).
 */
public final class ReadManyGames {

    private ReadManyGames() {
    }

    /**
     * Reads the file.
     *
     * @param args the file
     * @throws IOException if it cannot be read
     */
    public static void main(String[] args) throws IOException {
        long start = System.nanoTime();
        long games = 0;
        long plies = 0;
        try (Stream<RecordEntry> entries = RecordFileReader.of().read(Path.of(args[0]))) {
            Iterator<RecordEntry> iterator = entries.iterator();
            while (iterator.hasNext()) {
                RecordEntry entry = iterator.next();
                games++;
                if (!String.valueOf(entry.index()).equals(entry.record().tags().get("Round")) || entry.index() != games) {
                    throw new IllegalStateException("game " + games + " came as " + entry);
                }
                plies += entry.record().mainline().size();
            }
        }
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.out.println("games=" + games + " plies=" + plies);
        System.out.println("peak heap " + peak / (1024 * 1024) + " MiB, " + (System.nanoTime() - start) / 1_000_000
                + " ms");
    }
}
