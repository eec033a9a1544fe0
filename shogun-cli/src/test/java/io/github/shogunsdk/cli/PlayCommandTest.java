package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static io.github.shogunsdk.cli.CommandLine.runWithInput;
import static io.github.shogunsdk.cli.MovesCommandTest.INITIAL_MOVES;
import static io.github.shogunsdk.cli.NextCommandTest.AFTER_D1D3;
import static io.github.shogunsdk.cli.CommandLine.BEFORE_MATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code shogun play}: scripted sessions on standard input. */
class PlayCommandTest {

    /** Red's legal moves after 1. d1d3, worked out by hand in {@link NextCommandTest#AFTER_D1D3}. */
    private static final String RED_MOVES_AFTER_D1D3 =
            String.join(" ", AFTER_D1D3.stream().map(move -> move.substring(0, 4)).toList());
    /** The initial position's rank 1, energies a1..h1 4 3 2 2 1 4 3 2 (docs/RULES.md §6). */
    private static final String INITIAL_RANK_1 = "P4  P3  P2  K2  P1  P4  P3  P2";
    /** The last line of the initial position's board. */
    private static final String INITIAL_FOOTER = "White to move (move 1)";

    @TempDir
    Path dir;

    private static Result play(String input, String... options) {
        String[] args = Stream.concat(Stream.of("play"), Stream.of(options)).toArray(String[]::new);
        return runWithInput(input, args);
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            count++;
        }
        return count;
    }

    /** Asserts that the parts appear in the text in this order. */
    private static void assertInOrder(String text, String... parts) {
        int from = 0;
        for (String part : parts) {
            int at = text.indexOf(part, from);
            assertTrue(at >= 0, "'" + part + "' after index " + from + " in:\n" + text);
            from = at + part.length();
        }
    }

    private Path file(String name, String text) throws IOException {
        return CommandLine.writeFile(dir, name, text);
    }

    private Game saved(Path path) throws IOException {
        return Shogun.readGame(Files.readString(path, StandardCharsets.UTF_8));
    }

    @Test
    void showsTheBoardAndPromptsWhiteAndEndsWithTheInput() {
        Result result = play("");

        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        assertTrue(result.out().startsWith("Shogun: standard rules, magnetic energies."), result.out());
        assertInOrder(result.out(), INITIAL_RANK_1, INITIAL_FOOTER, "White> ");
        assertTrue(result.out().endsWith("White> \n"), result.out());
        assertFalse(result.out().contains("\u001b["), "no colour when not in a terminal");
    }

    @Test
    void playsTwoMovesWithMagneticEnergiesAndPromptsEachSide() throws IOException {
        Path path = dir.resolve("two.sgn");

        Result result = play("d1d3\ne8e7\nsave " + path + "\n");

        assertEquals(0, result.status(), result.err());
        assertInOrder(result.out(), "White> ", "K1", "Red> ", "k2", "White> saved the game to " + path);
        // d3 holds magnet 3 (odd): the king gets 1; e7 holds 4 (even): the king gets 2.
        Game game = saved(path);
        assertEquals("1. d1d3:1 e8e7:2", game.movetext());
        assertEquals(Position.parse("p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2"), game.position());
        assertEquals(3, count(result.out(), "    a   b   c   d   e   f   g   h\n8 "), "three boards");
    }

    @Test
    void listsTheLegalMovesOfTheSideToMove() {
        Result result = play("moves\nd1d3\nmoves\n");

        assertInOrder(result.out(), "White> " + INITIAL_MOVES + "\n", "Red> " + RED_MOVES_AFTER_D1D3 + "\n");
    }

    @Test
    void acceptsEveryMoveNotationAndAnnouncesCheck() throws IOException {
        Path path = dir.resolve("check.sgn");

        // a8a4 lands on magnet 4: right 3, down 1 reaches the white king on d3. A mark must be true:
        // d1d3 captures nothing.
        Result result = play("D1xD3+\nD1-D3:1\na8-a4:4+\nsave " + path + "\n");

        assertEquals(0, result.status(), result.err());
        assertInOrder(result.out(), "illegal move d1d3: the text marks a capture, but d3 is empty\n", "Red> ",
                "White is in check\nWhite> ");
        assertEquals("1. d1d3:1 a8a4:4+", saved(path).movetext());
    }

    @Test
    void undoAndRedoWalkTheHistory() {
        Result result = play("undo\nd1d3\nundo\nmoves\nredo\nmoves\nredo\n");

        assertEquals(0, result.status(), result.err());
        assertInOrder(result.out(),
                "White> nothing to undo\n",
                "Red> took back d1d3:1\n", INITIAL_RANK_1, INITIAL_FOOTER,
                "White> " + INITIAL_MOVES + "\n",
                "White> played again d1d3:1\n", "[K1]", "Red to move",
                "Red> " + RED_MOVES_AFTER_D1D3 + "\n",
                "Red> nothing to redo\n");
    }

    @Test
    void anIllegalMoveIsExplainedAndTheGameGoesOnUnchanged() {
        Result result = play("d1d4\nmoves\n");

        assertEquals(0, result.status(), result.err());
        assertInOrder(result.out(),
                "White> illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away\n",
                "White> " + INITIAL_MOVES + "\n");
        assertEquals(1, count(result.out(), INITIAL_FOOTER), "the board is shown once, at the start");
    }

    @Test
    void aMoveThatIsNotMoveNotationIsExplained() {
        Result result = play("d9d3\nd1d3 e8e7\nmoves\n");

        assertInOrder(result.out(),
                "White> bad move at index 1 of \"d9d3\": ",
                "White> bad move at index 4 of \"d1d3 e8e7\": ",
                "White> " + INITIAL_MOVES + "\n");
    }

    @Test
    void anUnknownCommandIsExplained() {
        Result result = play("foo\nundo twice\nsave\nmoves\n");

        assertEquals(0, result.status(), result.err());
        assertInOrder(result.out(),
                "White> unknown command 'foo'; type help\n",
                "White> undo takes no argument; type help\n",
                "White> save needs a file name: save FILE\n",
                "White> " + INITIAL_MOVES + "\n");
    }

    @Test
    void helpListsTheSessionsCommands() {
        Result result = play("help\n");

        for (String command : List.of("moves", "undo", "redo", "save FILE", "load FILE", "help", "quit")) {
            assertTrue(result.out().contains("\n  " + command + " "), command + " in " + result.out());
        }
    }

    @Test
    void savesAndLoadsTheGame() throws IOException {
        Path path = dir.resolve("game.sgn");

        Result result = play("d1d3\nsave " + path + "\nundo\nload " + path + "\nmoves\n");

        assertEquals(0, result.status(), result.err());
        assertEquals("1. d1d3:1", saved(path).movetext());
        assertInOrder(result.out(),
                "Red> saved the game to " + path + "\n",
                "White> loaded " + path + ": standard rules, magnetic energies, 1 move\n", "[K1]",
                "Red> " + RED_MOVES_AFTER_D1D3 + "\n");
    }

    @Test
    void aFailedLoadKeepsTheGame() throws IOException {
        Path missing = dir.resolve("missing.sgn");
        Path bad = file("bad.sgn", "1. d1d4 *\n");

        Result result = play("d1d3\nload " + missing + "\nload " + bad + "\nmoves\n");

        assertEquals(0, result.status(), result.err());
        assertInOrder(result.out(),
                "Red> cannot load " + missing + ": no such file\n",
                "Red> cannot load " + bad + ": bad record at line 1, column 4: move 1 (d1d4): ",
                "Red> " + RED_MOVES_AFTER_D1D3 + "\n");
    }

    @Test
    void aSaveThatFailsIsExplained() {
        Path nowhere = dir.resolve("no-such-directory").resolve("game.sgn");

        Result result = play("save " + nowhere + "\n");

        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().contains("White> cannot save to " + nowhere + ": no such file\n"), result.out());
    }

    @Test
    void aMateEndsTheGameAndThenOnlyUndoSaveLoadAndQuitWork() throws IOException {
        Path start = file("mate.sgn", "[Energy \"fixed\"]\n[Position \"" + BEFORE_MATE + "\"]\n\n*\n");
        Path end = dir.resolve("end.sgn");

        Result result = play("load " + start + "\ne7e3\ng1h1\nmoves\nsave " + end + "\nundo\nmoves\nquit\nd4d8\n");

        assertEquals(0, result.status(), result.err());
        assertInOrder(result.out(),
                "White> loaded " + start + ": standard rules, fixed energies, 0 moves\n",
                "Red to move",
                "Red> ", "[p4]", "Red wins by checkmate\n",
                "Game over> illegal move g1h1: the game is over",
                "Game over> no legal moves: the game is over: Red wins by checkmate\n",
                "Game over> saved the game to " + end + "\n",
                "Game over> took back e7e3:4#\n",
                "Red> ");
        assertTrue(result.out().contains(" e7e3 "), "e7e3 is legal again: " + result.out());
        assertTrue(result.out().endsWith("Red> "), "quit ends the session: " + result.out());
        Game ended = saved(end);
        assertEquals("1... e7e3:4#", ended.movetext());
        assertEquals("Red wins by checkmate", ended.outcome().toString());
    }

    @Test
    void quitEndsTheSession() {
        Result result = play("quit\nd1d3\n");

        assertEquals(0, result.status(), result.err());
        assertFalse(result.out().contains("Red>"), result.out());
        assertTrue(result.out().endsWith("White> "), result.out());
    }

    @Test
    void fixedEnergiesKeepTheKingsEnergy() throws IOException {
        Path path = dir.resolve("fixed.sgn");

        Result result = play("d1d3\nsave " + path + "\n", "--energy", "fixed", "--rules", "KotH");

        assertEquals(0, result.status(), result.err());
        assertTrue(result.out().startsWith("Shogun: koth rules, fixed energies."), result.out());
        assertEquals("1. d1d3:2", saved(path).movetext());
    }

    @Test
    void colourIsOnlyWhenAskedForOutsideATerminal() {
        assertTrue(play("", "--colour").out().contains("\u001b["));
        assertFalse(play("", "--no-colour").out().contains("\u001b["));
    }

    @Test
    void hasItsOwnHelpAndIsListedInTheOverallHelp() {
        Result help = run("play", "--help");

        assertEquals(0, help.status());
        assertTrue(help.out().startsWith("usage: shogun play"), help.out());
        for (String option : List.of("--rules", "--energy", "--colour", "--no-colour", "save FILE", "load FILE")) {
            assertTrue(help.out().contains(option), option);
        }
        assertTrue(run("--help").out().contains("\n  play "), run("--help").out());
    }

    static Stream<Arguments> errors() {
        return Stream.of(
                Arguments.of("bad energy", new String[] {"--energy", "electric"}, "--energy"),
                Arguments.of("bad rules", new String[] {"--rules", "chess"}, "--rules"),
                Arguments.of("both colour flags", new String[] {"--colour", "--no-colour"}, "--no-colour"),
                Arguments.of("an argument", new String[] {"game.sgn"}, "too many arguments"),
                Arguments.of("unknown option", new String[] {"--engine"}, "--engine"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void badOptionsAreOneLineOnStandardErrorAndStatus2(String description, String[] options, String mentioned) {
        Result result = play("d1d3\n", options);

        assertEquals(2, result.status(), description + ": " + result.err());
        assertEquals("", result.out(), "no session");
        assertTrue(result.err().startsWith("shogun: "), result.err());
        assertTrue(result.err().contains(mentioned), result.err());
        assertEquals(1, result.err().split("\n", -1).length - 1, "exactly one line: " + result.err());
    }
}
