package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun review [--depth D | --ms T] [--game N] [--tables DIR] [--output FILE [--force]] FILE}: reads a
 * game record (every game of a file of many, one after another, or game {@code N}: {@link GameFile}),
 * has the engine review its main line ({@link GameReview}) and writes the record back annotated:
 * an evaluation comment on every ply, {@code ?!}, {@code ?} or {@code ??} where the mover lost
 * enough of the game, and the engine's better line as a variation of each such ply
 * (docs/CLI.md, docs/REVIEW.md). The record goes to standard output, or whole or not at all to
 * {@code --output}'s file.
 */
@Command(name = "review", header = "annotate a game record with the engine's review of its moves", description = {
    "Reads the game record (SGN) in FILE (every game of a file of several, written back one after another, or only "
            + "game N), searches every position of its main line once and writes the record back "
            + "annotated: each ply gets an evaluation comment such as {[%%eval +0.35]} (pawns, from White's side; "
            + "#+3 or #-3 for a win in 3 plies by White or Red), and a ply that lost at least 0.05, 0.10 or 0.20 of "
            + "the mover's expected score gets ?!, ? or ?? and the engine's better line as a variation. Comments, "
            + "glyphs and variations already in the record are kept. With --tables, the engine's search uses the "
            + "endgame tables in DIR, and a ply that turns a table win into a draw or loss (or a draw into a loss) "
            + "gets ?? and a comment such as {tables win 9 -> draw}. The formula and thresholds are in "
            + "docs/REVIEW.md."})
final class ReviewCommand extends CliCommand {

    /** The depth of each search when neither --depth nor --ms is given. */
    static final int DEFAULT_DEPTH = EngineLevel.DEFAULT_DEPTH;

    private static final int MAX_MILLIS = 3_600_000;

    @Parameters(index = "0", paramLabel = "FILE", description = "the record file, or - for standard input")
    String file;

    @Option(names = GameFile.OPTION, paramLabel = "N", description = "review only game N of FILE, from 1 (default: "
            + "every game, written one after another)")
    String game;

    @Option(names = "--depth", paramLabel = "D", description = "search each position D plies deep, 1 to "
            + SearchLimits.MAX_DEPTH + " (default: " + DEFAULT_DEPTH + ")")
    String depth;

    @Option(names = "--ms", paramLabel = "T", description = "search each position for T milliseconds, 1 to "
            + MAX_MILLIS + ", instead of to a depth")
    String millis;

    @Option(names = "--tables", paramLabel = "DIR", description = "use the endgame tables in DIR (made by shogun tables "
            + "generate for the record's rules and energies) in the search, and mark the plies that throw a table "
            + "result away")
    String tables;

    @Option(names = "--output", paramLabel = "FILE", description = "write the annotated record to FILE, whole or not "
            + "at all (default: standard output)")
    String output;

    @Option(names = "--force", description = "let --output replace an existing regular file (never a folder, "
            + "link, device or pipe)")
    boolean force;

    @Mixin
    HelpOption help;

    @Override
    String extraArgumentHint() {
        return "it reads one record";
    }

    @Override
    String missing(String label) {
        return "the record file";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) throws IOException {
        SearchLimits limits = limits();
        if (force && output == null) {
            throw new UsageException("option --force only goes with --output FILE");
        }
        if (output != null) {
            checkOutput();
        }
        Path folder = TablesFolder.of(tables);
        int number = GameFile.number(game);
        StringBuilder annotated = new StringBuilder();
        Consumer<GameRecord> review = record -> {
            String text = review(record, limits, folder, err);
            if (output == null) {
                // Each game is printed once reviewed, a blank line before all but the first.
                out.print((annotated.length() > 0 ? "\n" : "") + TerminalText.safe(text));
                out.flush();
                annotated.setLength(1);
            } else {
                annotated.append(annotated.length() > 0 ? "\n" : "").append(text);
            }
        };
        if (number > 0) {
            review.accept(GameFile.record(file, in, number));
        } else {
            GameFile.forEach(file, in, review);
        }
        if (output == null) {
            return;
        }
        try {
            RecordFile.write(output, annotated.toString(), force, err);
        } catch (IOException e) {
            throw new IllegalArgumentException(Messages.oneLine(output) + ": cannot write: " + RecordFile.problem(e), e);
        }
    }

    /**
     * Reviews one game's main line, showing the plies done on a terminal; returns the annotated
     * record. With a folder of tables, the engine probes them for the record's rules and energies.
     */
    private static String review(GameRecord record, SearchLimits limits, Path folder, PrintStream err) {
        EngineOptions options = TablesFolder.engineOptions(folder, record.setup());
        try (ReviewProgress progress = ReviewProgress.start(err, record.mainline().size())) {
            GameReview review = GameReview.run(record, Shogun.newEngine(record.setup(), options), limits,
                    ply -> progress.reviewed(ply.number()));
            return review.annotated().toSgn();
        } catch (UncheckedIOException e) {
            // Only the tables read files here: the table of a main-line position cannot be read.
            throw folder == null ? e : TablesFolder.unreadable(folder, e);
        }
    }

    /**
     * Says what is wrong with --output's file before the review, not after it has taken its time,
     * in the words the write would use; the write looks again.
     */
    private void checkOutput() {
        try {
            RecordFile.checkWritable(output, force);
        } catch (IOException e) {
            throw new IllegalArgumentException(Messages.oneLine(output) + ": cannot write: " + RecordFile.problem(e), e);
        }
    }

    private SearchLimits limits() {
        if (depth != null && millis != null) {
            throw new UsageException("options --depth and --ms exclude each other: give one");
        }
        if (millis != null) {
            return SearchLimits.ofTime(Duration.ofMillis(Numbers.parse(millis, "--ms", 1, MAX_MILLIS, 0)));
        }
        return SearchLimits.ofDepth((int) Numbers.parse(depth, "--depth", 1, SearchLimits.MAX_DEPTH, DEFAULT_DEPTH));
    }
}
