package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code shogun --help}, {@code shogun help [command]} and {@code shogun <command> --help}. */
class HelpTest {

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "help", "help --help"})
    void overallHelpListsTheCommands(String words) {
        Result result = run(words.split(" "));

        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        assertTrue(result.out().startsWith("usage: shogun "), result.out());
        for (String command : List.of("moves", "analyse", "perft", "show", "svg", "next", "play", "help")) {
            assertTrue(result.out().contains("\n  " + command + " "), command + " in " + result.out());
        }
    }

    @Test
    void eachCommandHasItsOwnHelpListingItsOptions() {
        assertHelp(run("moves", "--help"), "usage: shogun moves", "--rules", "--piece");
        assertHelp(run("analyse", "-h"), "usage: shogun analyse", "--rules");
        assertHelp(run("perft", "--help"), "usage: shogun perft", "--energy", "--divide");
        assertHelp(run("show", "--help"), "usage: shogun show", "--help");
        assertHelp(run("next", "--help"), "usage: shogun next", "FILE");
        assertHelp(run("play", "--help"), "usage: shogun play", "--rules", "--energy", "--colour", "--no-colour");
        assertHelp(run("help", "perft"), "usage: shogun perft", "--energy", "--divide");
    }

    @ParameterizedTest
    @ValueSource(strings = {"perft", "play", "match"})
    void theEnergyOptionShowsTheCanonicalFormAndItsLinesAlign(String command) {
        List<String> lines = run(command, "--help").out().lines().toList();
        int first = 0;
        while (!lines.get(first).startsWith("      --energy MODEL ")) {
            first++;
        }
        int column = lines.get(first).indexOf("the energy model");
        StringBuilder description = new StringBuilder(lines.get(first).substring(column));
        for (int i = first + 1; !lines.get(i).strip().startsWith("-"); i++) {
            String line = lines.get(i);
            // picocli indents the lines it wraps by two more spaces than the description's first line
            assertEquals(column + 2, line.length() - line.stripLeading().length(), command + ": " + line);
            description.append(' ').append(line.strip());
        }
        assertTrue(description.toString().contains("magnetic ROT with the board turned by ROT = 90, 180 or 270"),
                description.toString());
        assertTrue(description.toString().contains("magnetic:ROT"), "the colon form is mentioned: " + description);
    }

    @ParameterizedTest
    @ValueSource(strings = {"moves", "analyse", "perft", "show", "svg", "next", "best", "review", "play", "match", "serve", "engine"})
    void helpNamesDocumentsByTheirPlaceInTheRepository(String command) {
        String help = run(command, "--help").out().replaceAll("\\s+", " ");
        Matcher named = Pattern.compile("([\\w./-]*)\\b[A-Z]+\\.md").matcher(help);
        while (named.find()) {
            String path = named.group();
            assertTrue(path.startsWith("docs/"), command + " --help names " + path + " without its folder: " + help);
            assertTrue(Files.isRegularFile(Path.of("..").resolve(path)), path + " exists in the repository");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V"})
    void versionPrintsTheBuildsVersion(String option) {
        String version = System.getProperty("shogun.buildVersion");
        assertNotNull(version, "the build passes its version to the tests");

        Result result = run(option);

        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        assertEquals("shogun " + version + "\n", result.out());
    }

    @Test
    void aMisspeltCommandGetsASuggestion() {
        assertUsageError(run("perfft", "3"), "shogun: unknown command 'perfft' (did you mean 'perft'?); try 'shogun --help'");
        assertUsageError(run("mvoes"), "shogun: unknown command 'mvoes' (did you mean 'moves'?); try 'shogun --help'");
    }

    @Test
    void aMisspeltOptionGetsASuggestion() {
        assertUsageError(run("perft", "--divde", "2"),
                "shogun: unknown option '--divde' for perft (did you mean '--divide'?); try 'shogun perft --help'");
        assertUsageError(run("moves", "--peice", "king"),
                "shogun: unknown option '--peice' for moves (did you mean '--piece'?); try 'shogun moves --help'");
        assertUsageError(run("perft", "--frobnicate", "2"),
                "shogun: unknown option '--frobnicate' for perft; try 'shogun perft --help'");
    }

    private static void assertUsageError(Result result, String line) {
        assertEquals(2, result.status(), result.err());
        assertEquals("", result.out());
        assertEquals(line + "\n", result.err());
    }

    @Test
    void helpWinsOverOtherArguments() {
        assertHelp(run("perft", "--energy", "random:1", "-1", "--help"), "usage: shogun perft", "--energy");
    }

    @Test
    void helpInAClusterOfShortOptionsWinsToo() {
        assertHelp(run("perft", "-hx", "3"), "usage: shogun perft", "--divide");
        assertHelp(run("show", "-hx"), "usage: shogun show");
    }

    @Test
    void helpAfterDoubleDashIsAnArgument() {
        Result result = run("show", "--", "--help");

        assertEquals(2, result.status());
        assertTrue(result.err().startsWith("shogun: bad position"), result.err());
    }

    private static void assertHelp(Result result, String usage, String... options) {
        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        assertTrue(result.out().startsWith(usage), result.out());
        for (String option : options) {
            assertTrue(result.out().contains(option), option + " in " + result.out());
        }
    }
}
