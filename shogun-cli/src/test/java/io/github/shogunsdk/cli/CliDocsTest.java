package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** The manual page and the completion script the build writes. */
class CliDocsTest {

    @TempDir
    Path dir;

    @Test
    void writesTheManualPageAndTheCompletionScript() throws IOException {
        CliDocs.main(new String[] {dir.toString()});

        String page = Files.readString(dir.resolve("man/shogun.1"), StandardCharsets.UTF_8);
        assertTrue(page.startsWith(".TH SHOGUN 1 "), page);
        CommandLine shogun = ShogunCommand.commandLine();
        for (CommandLine command : shogun.getSubcommands().values()) {
            String heading = "\n.SS " + command.getCommandName().replace("-", "\\-") + "\n";
            assertTrue(page.contains(heading), command.getCommandName());
            String section = page.substring(page.indexOf(heading) + heading.length());
            int next = section.indexOf("\n.SS ");
            section = section.substring(0, next >= 0 ? next : section.indexOf("\n.SH "));
            for (OptionSpec option : command.getCommandSpec().options()) {
                assertEquals(!option.hidden(), section.contains("\\fB" + option.longestName().replace("-", "\\-") + "\\fR"),
                        command.getCommandName() + " " + option.longestName());
            }
        }
        for (String line : page.split("\n")) {
            assertFalse(line.startsWith("'") || line.startsWith(".") && !line.matches("\\.([A-Z]{1,2}|br|nf|fi)( .*)?"),
                    "not a roff request: " + line);
        }
        String completion = Files.readString(dir.resolve("completion/shogun_completion"), StandardCharsets.UTF_8);
        assertTrue(completion.contains("complete -F _complete_shogun"), completion);
        for (String word : List.of("moves", "perft", "engine", "match", "--energy", "--max-plies", "--no-colour")) {
            assertTrue(completion.contains(word), word);
        }
    }

    @Test
    void theCompletionScriptIsValidBash() throws IOException, InterruptedException {
        File bash = new File("/bin/bash");
        if (!bash.canExecute()) {
            return;
        }
        Path script = dir.resolve("shogun_completion");
        Files.writeString(script, CliDocs.completion(), StandardCharsets.UTF_8);
        Process check = new ProcessBuilder(bash.getPath(), "-n", script.toString()).redirectErrorStream(true).start();
        assertTrue(check.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, check.exitValue(), new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }
}
