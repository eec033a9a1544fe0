package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reading a very long record, single shot: plays a legal game of {@code PLIES} plies
 * ({@link LongGames}: repetition on, no quiet-ply limit), writes its record to {@code FILE}, then
 * reads it back {@code REPEATS} times, printing for each read the seconds it took and the heap the
 * game holds per ply (used heap after a full collection with the game alive, minus before, over
 * the plies). Also prints the write time.
 *
 * <pre>
 * java -Xmx4g -cp shogun-benchmarks/target/benchmarks.jar io.github.shogunsdk.benchmarks.RecordScale [PLIES [REPEATS [FILE]]]
 * </pre>
 *
 * Defaults: 1 000 000 plies, 3 repeats, {@code target/record-scale.sgn}. The record file can then be
 * given to {@code shogun next} or {@code shogun best} to time the command line on it.
 */
public final class RecordScale {

    private RecordScale() {
    }

    /**
     * Runs the measurement.
     *
     * @param args plies, repeats, file
     * @throws IOException if the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        int plies = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Path file = Path.of(args.length > 2 ? args[2] : "target/record-scale.sgn");
        long t0 = System.nanoTime();
        Game game = LongGames.play(plies, 5);
        int length = game.history().size();
        long t1 = System.nanoTime();
        String record = game.toSgn();
        long t2 = System.nanoTime();
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(file, record, StandardCharsets.UTF_8);
        System.out.printf("played %d plies in %.2f s; wrote %d characters in %.3f s (%.0f ns/ply) to %s%n", length,
                (t1 - t0) / 1e9, record.length(), (t2 - t1) / 1e9, (t2 - t1) / (double) length, file);
        game = null;
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        double[] seconds = new double[repeats];
        for (int i = 0; i < repeats; i++) {
            long before = usedAfterGc(memory);
            long start = System.nanoTime();
            Game read = Shogun.readGame(record);
            long end = System.nanoTime();
            long after = usedAfterGc(memory);
            seconds[i] = (end - start) / 1e9;
            System.out.printf("read %d: %.2f s (%.0f ns/ply), %.0f bytes of heap per ply%n", i + 1, seconds[i],
                    (end - start) / (double) length, (after - before) / (double) length);
            if (read.lastPly().isEmpty()) {
                throw new IllegalStateException("the record read back is empty");
            }
            read = null;
        }
        Arrays.sort(seconds);
        System.out.printf("read: min %.2f s, median %.2f s, max %.2f s over %d reads of %d plies%n", seconds[0],
                seconds[repeats / 2], seconds[repeats - 1], repeats, length);
    }

    private static long usedAfterGc(MemoryMXBean memory) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}
