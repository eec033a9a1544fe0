package io.github.shogunsdk.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Runs {@link ShogunCommand#run} in-process with byte-array streams. */
final class CommandLine {

    /** The docs/RULES.md §6 initial position. */
    static final String INITIAL = "p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w";
    /** docs/RULES.md §3: an analysis board without kings. */
    static final String REACH_EXAMPLE = "3p44/8/8/1P36/3p43P1/3P21P12/8/8 w";
    /** docs/RULES.md §4, also the first example of §5: the white king (energy 2) on g1 has no legal move. */
    static final String ATTACK_EXAMPLE = "8/5P21P3/8/5p32/3p43P1/4p43/3k24/3P21p3K21 w";
    /** docs/RULES.md §5, second example: the white king (energy 1) on g1 may only go to h1. */
    static final String KING_TO_H1 = "8/5P21P3/8/5p32/3p43P1/4p33/3k24/3P21p3K11 w";
    /** docs/RULES.md §5, third example: White is checkmated. */
    static final String CHECKMATE = "8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w";
    /** {@link #CHECKMATE} one Red move earlier, Red to move: e7e3 mates. */
    static final String BEFORE_MATE = "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r";

    /**
     * What a run printed and returned.
     *
     * @param status the exit status
     * @param out standard output
     * @param err standard error
     */
    record Result(int status, String out, String err) {

        /**
         * Returns standard output split into lines; each line must end with a newline.
         *
         * @return the lines without their newlines
         */
        List<String> outLines() {
            if (out.isEmpty()) {
                return List.of();
            }
            if (!out.endsWith("\n")) {
                throw new AssertionError("standard output does not end with a newline: " + out);
            }
            return List.of(out.substring(0, out.length() - 1).split("\n", -1));
        }
    }

    private CommandLine() {
    }

    /**
     * Writes a UTF-8 text file for a command to read.
     *
     * @param dir the folder, usually a test's temporary one
     * @param name the file name
     * @param text the contents
     * @return the file's path
     * @throws IOException when the file cannot be written
     */
    static Path writeFile(Path dir, String name, String text) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path;
    }

    /**
     * Runs {@code shogun} with empty standard input.
     *
     * @param args the command line
     * @return the result
     */
    static Result run(String... args) {
        return runWithInput("", args);
    }

    /**
     * Runs {@code shogun} with the given standard input.
     *
     * @param stdin the input text
     * @param args the command line
     * @return the result
     */
    static Result runWithInput(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ShogunCommand.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
