package io.github.shogunsdk.core.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.ExternalEngineException;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An external engine passes every {@link EngineOptions} field on as the protocol's option, or
 * refuses the start in one line; {@code configure} checks a value against the program's
 * announcement; the start-up wait is a parameter; and the program's {@code info string} lines reach
 * the caller. The program is {@link ScriptedEngine}, whose transcript shows every line it received.
 */
class ExternalEngineOptionsTest {

    /** Only keeps a lost answer from hanging the build; nothing is timed against it. */
    private static final Duration WAIT = Duration.ofSeconds(60);

    @TempDir
    Path folder;

    private Path transcript;

    private List<String> command(String mode) {
        transcript = folder.resolve(mode + "-" + System.nanoTime() + ".txt");
        return new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), ScriptedEngine.class.getName(), transcript.toString(), mode));
    }

    /** The lines the program received, once it has ended. */
    private List<String> received() throws IOException {
        return Files.readAllLines(transcript, StandardCharsets.UTF_8);
    }

    @Test
    void everyOptionIsSentByItsProtocolName() throws IOException {
        List<String> remarks = new CopyOnWriteArrayList<>();
        EngineOptions options = EngineOptions.defaults().withHashMegabytes(64).withThreads(2)
                .withMoveOverheadMillis(120).withStrengthLimit(1000);
        try (ExternalEngine engine = Shogun.externalEngine(GameSetup.standard(), command("full"), options, WAIT,
                remarks::add)) {
            assertEquals("Scripted 1.0", engine.name());
            assertEquals(options, engine.options());
            engine.configure("Style", "risky");
            engine.configure("Ponder", true);
            engine.configure("Book File", "openings.bin");
            engine.pressButton("clear hash");
            Game game = Shogun.newGame();
            assertEquals(Move.parse("d1d3"), engine.search(game, SearchLimits.ofDepth(1)).bestMove().orElseThrow());
        }
        List<String> received = received();
        System.out.println("What the scripted engine received:\n> " + String.join("\n> ", received));
        assertEquals(List.of(
                "sep",
                "setoption name Rules value standard",
                "setoption name Energy value magnetic",
                "setoption name Hash value 64",
                "setoption name Threads value 2",
                "setoption name MoveOverhead value 120",
                "setoption name LimitStrength value true",
                "setoption name Elo value 1000",
                "isready",
                "setoption name Style value Risky",
                "isready",
                "setoption name Ponder value true",
                "isready",
                "setoption name Book File value openings.bin",
                "isready",
                "setoption name Clear Hash",
                "isready",
                "position spn " + Shogun.newGame().position(),
                "go depth 1",
                "quit"), received.stream().map(String::strip).toList());
        assertEquals(List.of("scripted engine starting", "thinking about spn " + Shogun.newGame().position(),
                "bell\\u0007"), remarks.stream().map(String::strip).toList());
    }

    @Test
    void fieldsAtTheirDefaultsAreSentWhereAnnouncedAndOtherwiseLeftToTheProgram() throws IOException {
        try (ExternalEngine engine = Shogun.externalEngine(GameSetup.standard(), command("full"),
                EngineOptions.defaults())) {
            assertEquals(EngineOptions.defaults(), engine.options());
        }
        assertEquals(List.of("sep", "setoption name Rules value standard", "setoption name Energy value magnetic",
                "setoption name Hash value 16", "setoption name Threads value 1", "setoption name MoveOverhead value 50",
                "setoption name LimitStrength value false", "isready", "quit"), received());
        try (ExternalEngine bare = Shogun.externalEngine(GameSetup.standard(), command("bare"),
                EngineOptions.defaults())) {
            assertEquals(List.of("Rules", "Energy"), bare.optionNames());
        }
        assertEquals(List.of("sep", "setoption name Rules value standard", "setoption name Energy value magnetic",
                "isready", "quit"), received());
    }

    @Test
    void aFieldTheProgramCannotTakeRefusesTheStartInOneLineAndEndsTheProgram() throws Exception {
        long before = children();
        String bare = refusal(command("bare"), EngineOptions.defaults().withThreads(2));
        assertTrue(bare.matches("engine \".*\" announces no Threads option, so EngineOptions\\.withThreads\\(2\\) "
                + "cannot be sent; leave it at its default for this program"), bare);
        String limit = refusal(command("bare"), EngineOptions.defaults().withStrengthLimit(1000));
        assertTrue(limit.endsWith("announces no LimitStrength option, so EngineOptions.withStrengthLimit(1000) cannot "
                + "be sent; leave it at its default for this program"), limit);
        String range = refusal(command("full"), EngineOptions.defaults().withStrengthLimit(700));
        assertTrue(range.endsWith(" cannot take EngineOptions.withStrengthLimit(700): its Elo is a whole number from "
                + "800 to 2400, not \"700\""), range);
        String hash = refusal(command("bare"), EngineOptions.defaults().withHashMegabytes(64));
        assertTrue(hash.endsWith(" announces no Hash option, so EngineOptions.withHashMegabytes(64) cannot be sent; "
                + "leave it at its default for this program"), hash);
        String seed = refusal(command("full"), EngineOptions.defaults().withStrengthSeed(7));
        assertTrue(seed.endsWith(": the engine protocol has no option for EngineOptions.withStrengthSeed(7); leave the "
                + "seed unset for an external engine"), seed);
        // Nothing is set before the refusal: the program received its sep, and was ended.
        awaitChildren(before);
        assertEquals(List.of("sep"), received());
    }

    private static String refusal(List<String> command, EngineOptions options) {
        String message = assertThrows(IllegalArgumentException.class,
                () -> Shogun.externalEngine(GameSetup.standard(), command, options).close()).getMessage();
        assertTrue(!message.contains("\n"), message);
        return message;
    }

    @Test
    void configureChecksTheValueAgainstTheAnnouncementAndSendsNothingItRefuses() throws IOException {
        try (ExternalEngine engine = Shogun.externalEngine(GameSetup.standard(), command("full"),
                EngineOptions.defaults())) {
            assertRefused("Threads is set by EngineOptions.withThreads when the engine starts, not by configure",
                    () -> engine.configure("threads", 4));
            assertRefused("MultiPV is set by each search's SearchLimits.withLines, not by configure",
                    () -> engine.configure("MultiPV", 2));
            assertRefused("Rules is set by the engine's GameSetup (Shogun.externalEngine's setup), not by configure",
                    () -> engine.configure("Rules", "koth"));
            assertRefused("Ponder is true or false, not \"yes\"", () -> engine.configure("Ponder", "yes"));
            assertRefused("Style is one of Solid, Normal, Risky, not \"Wild\"", () -> engine.configure("Style", "Wild"));
            assertRefused("Clear Hash is a button, which takes no value: press it with pressButton(\"Clear Hash\")",
                    () -> engine.configure("Clear Hash", "true"));
            assertRefused("Style is a combo, not a button: set it with configure(\"Style\", value)",
                    () -> engine.pressButton("Style"));
            assertRefused("a value for Book File holds no control character, but \"a\\nb\" has the control character "
                    + "U+000A at index 1",
                    () -> engine.configure("Book File", "a\nb"));
            String unknown = assertThrows(IllegalArgumentException.class, () -> engine.configure("Contempt", 3))
                    .getMessage();
            assertTrue(unknown.endsWith(" announces no option \"Contempt\"; it announces Rules, Energy, Hash, Threads, "
                    + "MoveOverhead, MultiPV, Ponder, LimitStrength, Elo, Style, Book File, Clear Hash"), unknown);
            // A value the program refuses comes back as its one line; the engine stays usable.
            ExternalEngineException book = assertThrows(ExternalEngineException.class,
                    () -> engine.configure("Book File", "missing.txt"));
            assertTrue(book.getMessage().endsWith(" refused \"setoption name Book File value missing.txt\": info string "
                    + "error setoption Book File: no such book; the option keeps its value"), book.getMessage());
            assertEquals(Move.parse("d1d3"),
                    engine.search(Shogun.newGame(), SearchLimits.ofDepth(1)).bestMove().orElseThrow());
        }
        List<String> received = received();
        int start = received.indexOf("isready") + 1;
        assertEquals(List.of("setoption name Book File value missing.txt", "isready"), received.subList(start, start + 2));
    }

    private static void assertRefused(String reason, Runnable call) {
        String message = assertThrows(IllegalArgumentException.class, call::run).getMessage();
        assertTrue(message.matches("engine \".*\": " + java.util.regex.Pattern.quote(reason)), message);
    }

    @Test
    void theStartUpWaitIsAParameterAndASilentProgramIsRefusedWithinIt() {
        long started = System.nanoTime();
        // cat echoes "sep" and never answers sepok: it used to hold the caller for 60 s.
        ExternalEngineException silent = assertThrows(ExternalEngineException.class,
                () -> Shogun.externalEngine(GameSetup.standard(), List.of("cat"), EngineOptions.defaults(),
                        Duration.ofMillis(300), text -> { }));
        assertEquals("engine \"cat\" did not answer sepok within 300 ms", silent.getMessage());
        // Far below the old fixed wait of 60 s, with room for a loaded machine.
        assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(30));
        assertEquals("an external engine's start-up wait is 1 ms to 10 minutes, not PT0S",
                assertThrows(IllegalArgumentException.class, () -> Shogun.externalEngine(GameSetup.standard(),
                        List.of("cat"), EngineOptions.defaults(), Duration.ZERO, text -> { })).getMessage());
        assertThrows(IllegalArgumentException.class, () -> Shogun.externalEngine(GameSetup.standard(), List.of("cat"),
                EngineOptions.defaults(), Duration.ofMinutes(11), text -> { }));
    }

    private static long children() {
        return ProcessHandle.current().children().filter(ProcessHandle::isAlive).count();
    }

    private static void awaitChildren(long count) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (children() > count && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(count, children(), "the program was not ended");
    }
}
