package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Perft;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@code shogun perft [--energy fixed|magnetic[:ROT]] [--divide] [--threads N] DEPTH [SPN]}: prints
 * the number of leaf nodes of the standard legal-move tree of depth {@code DEPTH}, from the position
 * SPN or the initial position of the energy model (fixed by default). With {@code --divide}, first
 * prints one line {@code <move> <count>} per legal root move, sorted, then the total.
 *
 * <p>{@code --threads N} (default 1) counts on N threads through
 * {@link Perft#count(Position, int, EnergyModel, int)}; with {@code --divide}, each root move's
 * subtree is counted that way in turn. The counts never depend on the number of threads.
 *
 * <p>The count goes root move by root move: on a terminal, standard error shows the root moves
 * done and the leaves so far, and an interrupt (Ctrl-C) prints the count so far there as the
 * program ends.
 *
 * <p>Standard output holds only the counts; one informational line
 * {@code nodes=<n> time=<ms>ms nps=<n>} goes to standard error. Perft always counts standard
 * legality (RULES.md §7, {@link Perft}), so this command refuses a {@code --rules} option
 * rather than silently ignoring it.
 */
final class PerftCommand implements Command {

    private static final String ENERGY = "--energy";
    private static final String DIVIDE = "--divide";
    private static final String THREADS = "--threads";
    /**
     * The most threads {@link Perft#count(Position, int, EnergyModel, int)} takes; a larger
     * {@code --threads} counts on that many, and the counts are the same.
     */
    private static final int MAX_THREADS = 256;

    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String summary() {
        return "count the leaves of the legal-move tree of a depth";
    }

    @Override
    public String help() {
        return "usage: shogun perft [--energy fixed|magnetic[:ROT]] [--divide] [--threads N] DEPTH [SPN]\n"
                + "\n"
                + "Prints the number of leaf nodes of the standard legal-move tree of depth DEPTH (0 or\n"
                + "more) from the position SPN (default: the initial position of the energy model).\n"
                + "Legality is always standard, so there is no --rules option; a line ends early only\n"
                + "where the side to move has no legal move. Standard error gets one informational line:\n"
                + "nodes=<n> time=<ms>ms nps=<n>.\n"
                + "\n"
                + "Options:\n"
                + "  --energy MODEL     how landing energies are set: fixed (default), magnetic, or\n"
                + "                     magnetic:ROT with the board turned ROT = 90, 180 or 270 degrees\n"
                + "  --divide           first print '<move> <count>' for each root move, sorted\n"
                + "  --threads N        count on N threads (1 or more, default 1); the counts are the\n"
                + "                     same for any N, only the time differs\n"
                + "  -h, --help         show this help\n";
    }

    @Override
    public Set<String> valueOptions() {
        return Set.of(ENERGY, THREADS, RulesOption.NAME);
    }

    @Override
    public Set<String> flagOptions() {
        return Set.of(DIVIDE);
    }

    @Override
    public void execute(Arguments arguments, InputStream in, PrintStream out, PrintStream err) {
        if (arguments.value(RulesOption.NAME).isPresent()) {
            throw new UsageException("perft always counts the standard legal-move tree, so it takes no "
                    + RulesOption.NAME + " option");
        }
        List<String> words = arguments.positionals(1, 2, "the depth");
        EnergyModel model = arguments.value(ENERGY).map(PerftCommand::parseEnergy).orElse(EnergyModel.fixed());
        int depth = parseDepth(words.get(0));
        boolean divide = arguments.flag(DIVIDE);
        int threads = arguments.value(THREADS).map(PerftCommand::parseThreads).orElse(1);
        if (divide && depth < 1) {
            throw new UsageException("option " + DIVIDE + " needs a depth of 1 or more, not " + depth);
        }
        Rules rules = Shogun.rules();
        Perft perft = Shogun.perft();
        Position root = words.size() > 1 ? Position.parse(words.get(1)) : rules.initial(model);

        long start = System.nanoTime();
        StringBuilder result = new StringBuilder();
        long nodes;
        if (divide) {
            Map<Move, Long> counts = threads == 1
                    ? perft.divide(root, depth, model)
                    : divide(rules, perft, root, depth, model, threads);
            nodes = 0;
            List<Map.Entry<Move, Long>> sorted = counts.entrySet().stream()
                    .sorted(Comparator.comparing(entry -> entry.getKey().toString()))
                    .toList();
            for (Map.Entry<Move, Long> entry : sorted) {
                result.append(entry.getKey()).append(' ').append(entry.getValue()).append('\n');
                nodes += entry.getValue();
            }
        } else {
            nodes = countByRootMoves(rules, perft, root, depth, model, threads, err);
        }
        long nanos = Math.max(1, System.nanoTime() - start);
        out.print(result.append(nodes).append('\n'));
        out.flush();
        err.print("nodes=" + nodes + " time=" + nanos / 1_000_000 + "ms nps=" + nodesPerSecond(nodes, nanos) + "\n");
    }

    /**
     * Counts the tree root move by root move (the same total), so that a terminal shows the root
     * moves done and the leaves so far, and an interrupt (Ctrl-C) prints the count so far on
     * standard error before the program ends.
     */
    private static long countByRootMoves(Rules rules, Perft perft, Position root, int depth, EnergyModel model,
            int threads, PrintStream err) {
        if (depth < 2) {
            return threads == 1 ? perft.count(root, depth, model) : perft.count(root, depth, model, threads);
        }
        List<Move> moves = rules.legalMoves(root);
        AtomicLong counted = new AtomicLong();
        AtomicInteger done = new AtomicInteger();
        AtomicBoolean finished = new AtomicBoolean();
        long start = System.nanoTime();
        Thread report = new Thread(() -> {
            if (!finished.get()) {
                err.print("shogun: interrupted: " + counted.get() + " leaves counted under " + done.get() + " of "
                        + moves.size() + " root moves in " + (System.nanoTime() - start) / 1_000_000 + " ms\n");
                err.flush();
            }
        }, "shogun-perft-interrupted");
        Runtime.getRuntime().addShutdownHook(report);
        try (Progress progress = Progress.start()) {
            for (Move move : moves) {
                Position child = rules.play(root, move, model);
                counted.addAndGet(threads == 1 ? perft.count(child, depth - 1, model)
                        : perft.count(child, depth - 1, model, threads));
                done.incrementAndGet();
                progress.update("perft " + depth + ": " + done.get() + "/" + moves.size() + " root moves, "
                        + counted.get() + " leaves, " + (System.nanoTime() - start) / 1_000_000_000L + " s");
            }
        } finally {
            finished.set(true);
            try {
                Runtime.getRuntime().removeShutdownHook(report);
            } catch (IllegalStateException e) {
                // the program is already ending: the hook runs, and prints nothing, as finished is set
            }
        }
        return counted.get();
    }

    /** Divide on several threads: each root move's subtree is counted by the multi-threaded perft. */
    private static Map<Move, Long> divide(Rules rules, Perft perft, Position root, int depth, EnergyModel model,
            int threads) {
        Map<Move, Long> counts = new LinkedHashMap<>();
        for (Move move : rules.legalMoves(root)) {
            counts.put(move, perft.count(rules.play(root, move, model), depth - 1, model, threads));
        }
        return counts;
    }

    private static long nodesPerSecond(long nodes, long nanos) {
        return (long) (nodes * 1e9 / nanos);
    }

    private static EnergyModel parseEnergy(String text) {
        EnergyModel model;
        try {
            model = EnergyModel.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("option " + ENERGY + ": " + ShogunCommand.oneLine(e));
        }
        if (model instanceof EnergyModel.Random) {
            throw new UsageException("option " + ENERGY + ": perft takes fixed or magnetic[:ROT], not '" + text + "'");
        }
        return model;
    }

    private static int parseThreads(String text) {
        int threads;
        try {
            threads = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsageException("option " + THREADS + " needs a whole number 1 or more, not '" + text + "'");
        }
        if (threads < 1) {
            throw new UsageException("option " + THREADS + " needs a whole number 1 or more, not " + threads);
        }
        return Math.min(threads, MAX_THREADS);
    }

    private static int parseDepth(String text) {
        int depth;
        try {
            depth = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsageException("the depth must be a whole number 0 or more, not '" + text + "'");
        }
        if (depth < 0) {
            throw new UsageException("the depth must be a whole number 0 or more, not " + depth);
        }
        if (depth > Perft.MAX_DEPTH) {
            throw new UsageException("the depth must be a whole number 0 to " + Perft.MAX_DEPTH + ", not " + depth);
        }
        return depth;
    }
}
