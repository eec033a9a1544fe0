package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.cli.match.MatchReport;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code shogun match-merge [--json] FILE…}: reads the JSON reports that {@code shogun match
 * --shard K/N --json} wrote for every slice of one match and prints the report of the whole match,
 * as {@code shogun match} prints it after its games (or as one JSON object with {@code --json}),
 * equal to the report of the match played unsplit. It joins exactly a consistent set of slices of
 * one match ({@link MatchReport#fromJson}, {@link MatchReport#merge}): a file that is not one
 * report as {@code match} writes it, counts its slice cannot hold, slices of different matches or
 * tests, a missing slice or one given twice are refused in one line, naming the file where one is
 * at fault.
 */
@Command(name = "match-merge", header = "join the slices of a match into the report of the whole", description = {
    "Reads the JSON reports of 'shogun match --shard K/N --json', one file per slice, and prints the report of the "
            + "whole match: W-D-L, the score, the Elo difference with its 95 %% interval, the pairs and the test's "
            + "decision, as an unsplit match prints them. Every slice 1 to N must be given once, all from the same "
            + "match, each exactly as match wrote it: counts its slice can hold, the same settings and test."})
final class MatchMergeCommand extends CliCommand {

    /** The most slices joined at once. */
    static final int MAX_FILES = 10_000;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "the slices' JSON reports")
    List<String> files;

    @Option(names = "--json", description = "print the report as one JSON object")
    boolean json;

    @Mixin
    HelpOption help;

    @Override
    String missing(String label) {
        return "the slices' report files";
    }

    @Override
    void execute(InputStream in, PrintStream out, PrintStream err) {
        if (files.size() > MAX_FILES) {
            throw new UsageException("at most " + MAX_FILES + " slices can be joined, not " + files.size());
        }
        List<MatchReport> slices = new ArrayList<>();
        for (String file : files) {
            String where = Messages.oneLine(file);
            String text;
            try {
                text = RecordFile.read(file);
            } catch (IOException e) {
                throw new IllegalArgumentException(where + ": cannot read: " + RecordFile.problem(e), e);
            }
            try {
                slices.add(MatchReport.fromJson(text));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + ShogunCommand.oneLine(e), e);
            }
        }
        MatchReport whole;
        try {
            whole = MatchReport.merge(slices);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot join the slices: " + ShogunCommand.oneLine(e), e);
        }
        if (json) {
            out.print(whole.toJson() + "\n");
        } else {
            for (String line : whole.lines()) {
                out.print(line + "\n");
            }
        }
    }
}
