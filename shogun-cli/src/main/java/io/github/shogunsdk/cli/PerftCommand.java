package io.github.shogunsdk.cli;

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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun perft [--energy MODEL] [--divide] [--threads N] [--allow-deep] DEPTH [SPN]}: prints the number of
 * leaf nodes of the standard legal-move tree of depth {@code DEPTH}, from the position SPN or the
 * initial position of the energy model (fixed by default: the perft figures of docs/RULES.md §8 are
 * defined on fixed energies). With {@code --divide}, first prints one line {@code <move> <count>}
 * per legal root move, sorted, then the total.
 *
 * <p>A depth beyond {@value #PLAIN_MAX_DEPTH} (a minute or two from the initial position; each ply
 * more costs some thirty times as long) needs {@code --allow-deep}, so that a typing slip such as
 * {@code perft 20} does not start a count that never ends; up to {@link Perft#MAX_DEPTH} is
 * allowed with it.
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
 * legality (docs/RULES.md §7, {@link Perft}), so this command refuses a {@code --rules} option
 * rather than silently ignoring it.
 */
@Command(name = "perft", header = "count the leaves of the legal-move tree of a depth", description = {
    "Prints the number of leaf nodes of the standard legal-move tree of depth DEPTH from the position SPN. "
            + "Legality is always standard, so there is no --rules option; a line ends early only where the side "
            + "to move has no legal move. Standard error gets one informational line: nodes=<n> time=<ms>ms nps=<n>.",
    "",
    "A depth beyond " + PerftCommand.PLAIN_MAX_DEPTH + " (a minute or two from the initial position; each ply more "
            + "takes some thirty times as long) needs --allow-deep."})
final class PerftCommand extends CliCommand {

    private static final String DIVIDE = "--divide";
    private static final String THREADS = "--threads";
    private static final String ALLOW_DEEP = "--allow-deep";
    /** The deepest count without {@code --allow-deep}. */
    static final int PLAIN_MAX_DEPTH = 7;
    /**
     * The most threads {@link Perft#count(Position, int, EnergyModel, int)} takes; a larger
     * {@code --threads} counts on that many, and the counts are the same.
     */
    private static final int MAX_THREADS = 256;

    @Parameters(index = "0", paramLabel = "DEPTH", description = "the depth, 0 to " + Perft.MAX_DEPTH)
    String depth;

    @Parameters(index = "1", arity = "0..1", paramLabel = "SPN",
            description = "the root position (default: the initial position of the energy model)")
    String spn;

    @Option(names = EnergyOption.NAME, paramLabel = EnergyOption.LABEL,
            description = {"the energy model: fixed, magnetic, or magnetic ROT",
                "  with the board turned by ROT = 90, 180 or 270",
                "  degrees (also written magnetic:ROT); not random.",
                "  Default: fixed, as the perft figures of the",
                "  rules (docs/RULES.md, section 8, in the SDK's",
                "  repository) are defined on fixed energies",
                "  (play and match default to magnetic)"})
    String energy;

    @Option(names = DIVIDE, arity = "0", description = "first print '<move> <count>' for each root move, sorted")
    boolean divide;

    @Option(names = ALLOW_DEEP, arity = "0", description = "allow a depth beyond " + PLAIN_MAX_DEPTH
            + ", which may take hours or more")
    boolean allowDeep;

    @Option(names = THREADS, paramLabel = "N",
            description = "count on N threads (default: 1); the counts are the same for any N, only the time differs")
    String threads;

    /** Refused with a message saying why, rather than reported as unknown. */
    @Option(names = RulesOption.NAME, hidden = true)
    String rules;

    @Mixin
    HelpOption help;

    @Override
    QuickParse.Grammar quickGrammar() {
        return new QuickParse.Grammar(Set.of(EnergyOption.NAME, THREADS, RulesOption.NAME), Set.of(DIVIDE, ALLOW_DEEP), 1, 1);
    }

    @Override
    void quickSet(String name, String value) {
        switch (name) {
            case EnergyOption.NAME -> energy = value;
            case THREADS -> threads = value;
            case RulesOption.NAME -> rules = value;
            case DIVIDE -> divide = true;
            case ALLOW_DEEP -> allowDeep = true;
            case "0" -> depth = value;
            case "1" -> spn = value;
            default -> super.quickSet(name, value);
        }
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        if (rules != null) {
            throw new UsageException("perft always counts the standard legal-move tree, so it takes no "
                    + RulesOption.NAME + " option");
        }
        EnergyModel model = parseEnergy(energy);
        int depth = parseDepth(this.depth);
        if (depth > PLAIN_MAX_DEPTH && !allowDeep) {
            throw new UsageException("a depth beyond " + PLAIN_MAX_DEPTH + " may take hours or more; add " + ALLOW_DEEP
                    + " to count to depth " + depth + " all the same");
        }
        int threads = this.threads == null ? 1 : parseThreads(this.threads);
        if (divide && depth < 1) {
            throw new UsageException("option " + DIVIDE + " needs a depth of 1 or more, not " + depth);
        }
        Rules rules = Shogun.rules();
        Perft perft = Shogun.perft();
        Position root = spn != null ? Position.parse(spn) : rules.initial(model);

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
        EnergyModel model = EnergyOption.parse(text, EnergyModel.fixed());
        if (model instanceof EnergyModel.Random) {
            throw new UsageException("option " + EnergyOption.NAME + ": perft takes fixed or magnetic energies, not "
                    + ShogunCommand.quoted(text));
        }
        return model;
    }

    private static int parseThreads(String text) {
        int threads;
        try {
            threads = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new UsageException("option " + THREADS + " needs a whole number 1 or more, not "
                    + ShogunCommand.quoted(text));
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
            throw new UsageException("the depth must be a whole number 0 or more, not " + ShogunCommand.quoted(text));
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
