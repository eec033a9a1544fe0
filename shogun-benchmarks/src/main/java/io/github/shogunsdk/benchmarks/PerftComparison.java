package io.github.shogunsdk.benchmarks;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM's side of the perft comparison with the npm package's builds
 * ({@code shogun-wasm/src/bench/perft-compare.mjs}, both run by {@code shogun-benchmarks/perft-ratio.sh}):
 * perft with fixed energies, on one thread, of every position of a file, timed as the Node script
 * times it. Warm-up passes over the positions for at least {@value #WARM_UP_MILLIS} ms (at least
 * one), then {@code ROUNDS} timed passes; a pass's time is the sum over the positions. The fastest
 * pass is printed first, the figure least disturbed by other work on a shared machine, then the
 * median and the slowest.
 *
 * <pre>
 * java -cp benchmarks.jar io.github.shogunsdk.benchmarks.PerftComparison positions COUNT &gt; FILE
 * java -cp benchmarks.jar io.github.shogunsdk.benchmarks.PerftComparison FILE DEPTH ROUNDS
 * </pre>
 *
 * <p>The first form writes the positions: the initial one and {@code COUNT - 1} of the fixed
 * mid-game positions of the move-generation benchmarks, one position text (SPN) a line. The second
 * prints one line, {@code jvm perft DEPTH: best B ms, median M ms, slowest S ms over N positions, LEAVES leaves}.
 */
public final class PerftComparison {

    /** How long to warm up before timing, so that the JIT compiler has done its work. */
    static final long WARM_UP_MILLIS = 3000;

    private PerftComparison() {
    }

    /**
     * Writes the positions or runs the comparison; see the type's description.
     *
     * @param args {@code positions COUNT}, or {@code FILE DEPTH ROUNDS}
     * @throws IOException if the file cannot be read
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("positions")) {
            int count = Integer.parseInt(args[1]);
            System.out.println(Position.initial());
            for (Position position : MidGamePositions.generate(Math.max(0, count - 1))) {
                System.out.println(position);
            }
            return;
        }
        if (args.length != 3) {
            System.err.println("usage: PerftComparison positions COUNT | PerftComparison FILE DEPTH ROUNDS");
            System.exit(2);
        }
        List<Position> positions = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                positions.add(Position.parse(line.strip()));
            }
        }
        int depth = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        long leaves = pass(positions, depth);
        for (long start = System.nanoTime(); System.nanoTime() - start < WARM_UP_MILLIS * 1_000_000;) {
            pass(positions, depth);
        }
        long[] nanos = new long[rounds];
        for (int i = 0; i < rounds; i++) {
            long start = System.nanoTime();
            if (pass(positions, depth) != leaves) {
                throw new IllegalStateException("perft gave two different counts");
            }
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        System.out.printf("jvm perft %d: best %.0f ms, median %.0f ms, slowest %.0f ms over %d positions, %d leaves%n",
                depth, nanos[0] / 1e6, nanos[rounds / 2] / 1e6, nanos[rounds - 1] / 1e6, positions.size(), leaves);
    }

    private static long pass(List<Position> positions, int depth) {
        long leaves = 0;
        for (Position position : positions) {
            leaves += Shogun.perft().count(position, depth, EnergyModel.fixed());
        }
        return leaves;
    }
}
