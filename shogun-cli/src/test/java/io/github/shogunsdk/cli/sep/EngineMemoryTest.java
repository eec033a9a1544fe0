package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A {@code Hash} beyond the heap, in a child JVM with {@code -Xmx64m}: {@code shogun engine}
 * refuses it at {@code setoption} and keeps its old table, and the SDK's engine asked for it
 * directly searches with a smaller table; neither ever answers {@code none} while a move exists.
 */
class EngineMemoryTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final List<String> SMALL_HEAP = List.of("-Xmx64m");

    private static List<Move> initialMoves() {
        return Shogun.newGame(GameSetup.standard().withEnergyModel(io.github.shogunsdk.api.EnergyModel.magnetic()))
                .legalMoves();
    }

    @Test
    void theEngineRefusesAHashItsHeapCannotHoldAndStillAnswersAMove() throws IOException {
        try (SepConnection engine = SepConnection.process(SMALL_HEAP)) {
            engine.send("sep");
            engine.untilWord("sepok", WAIT);
            engine.send("setoption name Hash value 1024");
            engine.send("isready");
            List<String> lines = engine.untilWord("readyok", WAIT);
            assertEquals(2, lines.size(), lines.toString());
            assertTrue(lines.get(0).startsWith("info string error setoption Hash: a table of 1024 MiB does not fit in "
                    + "this Java's memory (room for "), lines.get(0));
            assertTrue(lines.get(0).endsWith(" MiB); Hash stays 16 (java -Xmx gives Java more)"), lines.get(0));

            engine.send("position startpos");
            engine.send("go depth 3");
            List<String> answer = engine.untilWord("bestmove", WAIT);
            String bestmove = answer.get(answer.size() - 1);
            assertTrue(initialMoves().contains(Move.parse(bestmove.substring("bestmove ".length()))), answer.toString());
            assertTrue(answer.stream().noneMatch(line -> line.startsWith("info string error")), answer.toString());
        }
    }

    @Test
    void theEngineAskedForMoreThanItsHeapSearchesWithASmallerTable() throws Exception {
        Game game = Shogun.newGame(GameSetup.standard());
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
                "-cp", System.getProperty("java.class.path"), HashBeyondHeap.class.getName());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), output);
        assertTrue(output.startsWith("bestmove ") && output.lines().count() == 1, output);
        Move move = Move.parse(output.strip().substring("bestmove ".length()));
        assertTrue(game.legalMoves().contains(move), output);
    }
}
