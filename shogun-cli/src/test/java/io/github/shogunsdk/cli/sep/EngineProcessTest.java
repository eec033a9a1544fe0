package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.cli.ShogunCommand;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The protocol harness: {@code shogun engine} as separate processes, playing whole games against a
 * random mover and against each other under the {@link Referee}, every {@code bestmove} checked
 * with the SDK, and games on real clocks that check the protocol and the clock accounting over
 * every move. A result on a real clock depends on how busy the machine is, so no test asserts one:
 * the time losses and the least time left are printed with the referee's totals instead.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): whole games between separate processes, one on real clocks.
@Tag("slow")
class EngineProcessTest {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private static void report(String test, Referee referee, List<Referee.Result> results) {
        System.out.println("referee " + test + ": " + referee.summary() + " results=" + results);
    }

    @Test
    void beatsARandomMoverUnderMagneticAndRandomEnergies() throws IOException {
        try (SepConnection engine = SepConnection.process()) {
            engine.send("sep");
            engine.untilWord("sepok", WAIT);
            for (int game = 0; game < 2; game++) {
                EnergyModel model = game == 0 ? EnergyModel.magnetic() : EnergyModel.random(7);
                GameSetup setup = GameSetup.standard().withEnergyModel(model);
                boolean engineWhite = game == 0;
                Referee referee = new Referee(engineWhite ? engine : null, engineWhite ? null : engine, setup,
                        "depth 2", null);
                Referee.Result result = referee.play(0, 400, new SplittableRandom(game));
                report("vs-random " + model, referee, List.of(result));
                assertEquals(0, referee.illegalMoves, result.toString());
                assertTrue(referee.engineMoves > 0);
                assertFalse(result.result().equals(engineWhite ? "0-1" : "1-0"), "the engine lost to a random mover: "
                        + result);
            }
        }
    }

    @Test
    void twoEnginesPlayEachOtherUnderTheReferee() throws IOException {
        try (SepConnection white = SepConnection.process(); SepConnection red = SepConnection.process()) {
            for (SepConnection engine : List.of(white, red)) {
                engine.send("sep");
                engine.untilWord("sepok", WAIT);
            }
            GameSetup[] setups = {GameSetup.standard().withEnergyModel(EnergyModel.fixed()),
                GameSetup.standard().withEnergyModel(EnergyModel.parse("magnetic 90")),
                GameSetup.standard().withEnergyModel(EnergyModel.random(3)),
                GameSetup.standard().withRuleSet(RuleSet.parse("koth")).withEnergyModel(EnergyModel.magnetic())};
            for (int game = 0; game < setups.length; game++) {
                Referee referee = new Referee(white, red, setups[game], "depth 2", null);
                Referee.Result result = referee.play(4, 300, new SplittableRandom(10 + game));
                report("engine-vs-engine " + setups[game], referee, List.of(result));
                assertEquals(0, referee.illegalMoves, result.toString());
                assertEquals(result.plies(), referee.plies);
            }
        }
    }

    /**
     * A start where the game cannot end before its 200th ply: fixed energies, every energy even,
     * so each piece stays on squares of one colour, White's on the dark squares and Red's on the
     * light ones. No piece can ever land on an enemy piece, so there is no capture, no check, no
     * mate and no bare king, and with this much room no side is trapped.
     */
    static final String NO_CONTACT = "p21p41k21p21/7p4/8/8/8/8/7P4/P21P41K21P21 w";

    /**
     * Issue 14's clock game: 100 moves for each engine, on clocks of one second plus a tenth a
     * move. Repetition and the quiet-ply limit are off and the start has no contact between the
     * sides, so the game runs to the referee's cap of 200 plies. The referee plays on past a clock
     * that runs out (a busy machine can stall a process for longer than a clock holds), so every
     * one of the 200 {@code go}s with clock times must get one legal {@code bestmove}; the time
     * losses and the least time left are printed, not asserted.
     */
    @Test
    void answersEveryGoOnAOneSecondPlusATenthClockOverAGameOf100Moves() throws IOException {
        try (SepConnection white = SepConnection.process(); SepConnection red = SepConnection.process()) {
            for (SepConnection engine : List.of(white, red)) {
                engine.send("sep");
                engine.untilWord("sepok", WAIT);
            }
            GameSetup setup = GameSetup.standard().withRuleSet(RuleSet.parse("standard repetition=off quiet-plies=0"))
                    .withEnergyModel(EnergyModel.fixed()).withStart(Position.parse(NO_CONTACT));
            Referee referee = new Referee(white, red, setup, null, new Referee.Clocks(1000, 100, true));

            Referee.Result result = referee.play(0, 200, new SplittableRandom(2));

            report("clock 1+0.1", referee, List.of(result));
            assertEquals(0, referee.illegalMoves, result.toString());
            assertEquals(new Referee.Result("1/2-1/2", "the ply limit", 200), result);
            assertEquals(200, referee.engineMoves, referee.summary());
        }
    }

    @Test
    void matchPlaysAnExternalEngineAgainstTheBuiltInPlayers() {
        String engine = "cmd:" + SepConnection.commandLine("engine");
        Run run = shogun("match", "--white", engine, "--red", "random", "--games", "2", "--level", "depth=1",
                "--energy", "random:5", "--max-plies", "300");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(6, lines.size(), run.out());
        for (int i = 0; i < 2; i++) {
            assertTrue(lines.get(i).matches("game " + (i + 1) + ": (1-0|0-1|1/2-1/2) .+ \\(\\d+ plies\\)(, colours swapped)?"),
                    lines.get(i));
        }
        assertTrue(lines.get(2).matches("\\d-\\d-0"), "the engine does not lose to a random mover: " + run.out());

        // On a real clock the result depends on how busy the machine is (a loss on time included):
        // the match must finish both games of the pair and account for them, whatever the results.
        Run clocked = shogun("match", "--white", "engine", "--red", engine, "--games", "2", "--clock", "1+0.1",
                "--max-plies", "60");
        assertEquals(0, clocked.status(), clocked.err());
        List<String> clockedLines = clocked.out().lines().toList();
        assertEquals(6, clockedLines.size(), clocked.out());
        int[] tally = new int[3];
        for (int i = 0; i < 2; i++) {
            java.util.regex.Matcher game = java.util.regex.Pattern.compile(
                    "game " + (i + 1) + ": (1-0|0-1|1/2-1/2) .+ \\((\\d+) plies\\)(, colours swapped)?")
                    .matcher(clockedLines.get(i));
            assertTrue(game.matches(), clockedLines.get(i));
            assertTrue(Integer.parseInt(game.group(2)) <= 60, clockedLines.get(i));
            assertEquals(i == 1, game.group(3) != null, clockedLines.get(i));
            // The first player (the built-in engine) has White in game 1 and Red in game 2.
            boolean draw = game.group(1).equals("1/2-1/2");
            boolean whiteWon = game.group(1).equals("1-0");
            tally[draw ? 1 : whiteWon == (i == 0) ? 0 : 2]++;
        }
        assertEquals(tally[0] + "-" + tally[1] + "-" + tally[2], clockedLines.get(2));
    }

    @Test
    void matchStopsWithOneErrorLineWhenAnEngineMisbehaves() {
        String broken = "cmd:" + SepConnection.commandLine("engine").replace("'" + ShogunCommand.class.getName() + "' 'engine'",
                "'" + IllegalMoveEngine.class.getName() + "'");
        Run run = shogun("match", "--white", broken, "--red", "random", "--games", "2", "--opening", "0");
        assertEquals(2, run.status(), run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("shogun: player 'cmd:") && run.err().contains("answered the illegal move d1d4"),
                run.err());

        Run missing = shogun("match", "--white", "cmd:no-such-engine-here", "--red", "random", "--games", "2");
        assertEquals(2, missing.status());
        assertTrue(missing.err().startsWith("shogun: player 'cmd:no-such-engine-here': cannot start"), missing.err());
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aFloodingOrDyingPlayerEndsTheMatchWithOneLine() {
        String[][] players = {
            {"cmd:yes", "shogun: player 'cmd:yes' wrote more than 100000 lines without answering sepok\n"},
            {"cmd:cat /dev/zero", "shogun: player 'cmd:cat /dev/zero' wrote a line longer than 1048576 bytes before "
                    + "answering sepok\n"},
            {"cmd:true", "shogun: player 'cmd:true' "}};
        for (String[] player : players) {
            Run run = shogun("match", "--white", player[0], "--red", "random", "--games", "2");
            assertEquals(2, run.status(), player[0]);
            assertEquals("", run.out());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith(player[1]), run.err());
        }
    }

    /**
     * docs/PROTOCOL.md: {@code printf 'position startpos\ngo depth 6\n' | shogun engine} prints the
     * search's {@code bestmove} before the process exits, the end of its input ending the search.
     */
    @Test
    void aPipedScriptGetsItsBestmoveWhenTheInputEndsDuringTheSearch() throws Exception {
        for (String go : List.of("go depth 6", "go infinite")) {
            Process process = new ProcessBuilder(SepConnection.command("engine")).redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            try {
                CompletableFuture<byte[]> output = CompletableFuture.supplyAsync(() -> {
                    try {
                        return process.getInputStream().readAllBytes();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
                try (OutputStream input = process.getOutputStream()) {
                    input.write(("position startpos\n" + go + "\n").getBytes(StandardCharsets.UTF_8));
                }
                List<String> lines = new String(output.get(WAIT.toSeconds(), TimeUnit.SECONDS), StandardCharsets.UTF_8)
                        .lines().toList();
                assertTrue(process.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS), go);
                assertEquals(0, process.exitValue(), go);
                assertFalse(lines.isEmpty(), go);
                String answer = lines.get(lines.size() - 1);
                assertTrue(answer.matches("bestmove [a-h][1-8][a-h][1-8]"), go + ": " + lines);
                assertEquals(1, lines.stream().filter(line -> line.startsWith("bestmove")).count(), go + ": " + lines);
            } finally {
                process.destroyForcibly();
            }
        }
    }

    private record Run(int status, String out, String err) {
    }

    private static Run shogun(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ShogunCommand.run(args, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
