package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file of 100 000 games, some 40 MB, read through {@link io.github.shogunsdk.api.RecordFileReader}
 * in a child JVM whose heap is 32 MiB: less than the file's text, let alone its records, so the
 * child finishes only if it holds about one game at a time. It checks every game's index.
 */
@Tag("slow")
class RecordFileMemoryTest {

    private static final int GAMES = 100_000;

    @TempDir
    Path dir;

    @Test
    void aHundredThousandGamesAreReadInAHeapSmallerThanTheFile() throws Exception {
        SplittableRandom random = new SplittableRandom(30);
        List<String> texts = new ArrayList<>();
        List<Integer> plies = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            Game game = Shogun.newGame();
            for (int ply = 0; ply < 60 && !game.outcome().isOver(); ply++) {
                List<Move> moves = game.legalMoves();
                game.play(moves.get(random.nextInt(moves.size())));
                game.setComment(game.history().size(), "ply " + ply + " of game " + i);
            }
            texts.add(GameRecord.of(game).toSgn());
            plies.add(game.history().size());
        }
        Path file = dir.resolve("many.sgn");
        long expectedPlies = 0;
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 1; i <= GAMES; i++) {
                // The game's own tags come first when it is written; Round leads them here.
                out.write("[Round \"" + i + "\"]\n" + texts.get(i % 100) + "\n");
                expectedPlies += plies.get(i % 100);
            }
        }
        assertTrue(Files.size(file) > 32L * 1024 * 1024, "the file is smaller than the heap: " + Files.size(file));

        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx32m",
                "-cp", System.getProperty("java.class.path"), ReadManyGames.class.getName(), file.toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(10, TimeUnit.MINUTES), output);
        assertEquals(0, process.exitValue(), output);
        assertEquals("games=" + GAMES + " plies=" + expectedPlies, output.lines().findFirst().orElse(""), output);
        System.out.println("RecordFileMemoryTest: " + output.lines().skip(1).findFirst().orElse(""));
    }
}
