package io.github.shogunsdk.core.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A scripted engine for the tests, run in a child JVM: it writes every line it receives to a
 * transcript file (its first argument), one line each, as it receives it, and answers from a
 * script. With the second argument {@code full} it announces the options docs/PROTOCOL.md names
 * and a few of other types (a combo, a string, a button); with {@code bare} only {@code Rules} and
 * {@code Energy}. It writes {@code info string} remarks at its start and at each {@code go} (one
 * with a control character), refuses a {@code Book File} that does not end in {@code .bin} with
 * {@code info string error}, and answers every {@code go} with {@code d1d3}, a legal first move in
 * the standard setup.
 */
public final class ScriptedEngine {

    private ScriptedEngine() {
    }

    /**
     * Answers until {@code quit} or the end of standard input.
     *
     * @param args the transcript file, then {@code full} or {@code bare}
     * @throws IOException if a stream fails
     */
    public static void main(String[] args) throws IOException {
        boolean full = args[1].equals("full");
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try (PrintWriter transcript = new PrintWriter(Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.UTF_8))) {
            String position = "startpos";
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                transcript.println(line);
                transcript.flush();
                String word = line.split(" ")[0];
                switch (word) {
                    case "sep" -> {
                        say("info string scripted engine starting");
                        say("id name Scripted 1.0");
                        say("id author the tests");
                        say("option name Rules type string default standard");
                        say("option name Energy type string default magnetic");
                        if (full) {
                            say("option name Hash type spin default 16 min 1 max 2048");
                            say("option name Threads type spin default 1 min 1 max 8");
                            say("option name MoveOverhead type spin default 30 min 0 max 5000");
                            say("option name MultiPV type spin default 1 min 1 max 4");
                            say("option name Ponder type check default false");
                            say("option name LimitStrength type check default false");
                            say("option name Elo type spin default 1500 min 800 max 2400");
                            say("option name Style type combo default Normal var Solid var Normal var Risky");
                            say("option name Book File type string default <empty>");
                            say("option name Clear Hash type button");
                        }
                        say("sepok");
                    }
                    case "isready" -> say("readyok");
                    case "setoption" -> {
                        if (line.startsWith("setoption name Book File value ") && !line.endsWith(".bin")) {
                            say("info string error setoption Book File: no such book");
                        }
                    }
                    case "position" -> position = line.substring("position ".length());
                    case "go" -> {
                        say("info string thinking about " + position);
                        say("info string bell\u0007");
                        say("info depth 1 score cp 10 nodes 5 nps 5000 time 1 pv d1d3");
                        say("bestmove d1d3");
                    }
                    case "quit" -> {
                        return;
                    }
                    default -> {
                    }
                }
            }
        }
    }

    private static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
