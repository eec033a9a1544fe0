package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shogun engine --tables DIR} refuses, in one line and before it reads any protocol, a name
 * that is no folder (a file, a missing folder) and a folder's name with a control character (which
 * would break the protocol line that announces the folder), saying which.
 */
class EngineTablesOptionTest {

    @TempDir
    Path dir;

    @Test
    void aMissingFolderIsRefusedInOneLine() {
        Result result = run("engine", "--tables", dir.resolve("none").toString());
        assertEquals(2, result.status());
        assertEquals("shogun: option --tables: no folder '" + dir.resolve("none") + "'\n", result.err());
        assertEquals("", result.out());
    }

    @Test
    void aFileIsNoFolder() throws IOException {
        Path file = Files.writeString(dir.resolve("PvP.sgtb"), "not a folder");
        Result result = run("engine", "--tables", file.toString());
        assertEquals(2, result.status());
        assertEquals("shogun: option --tables: no folder '" + file + "'\n", result.err());
    }

    @Test
    void aNameWithAControlCharacterIsRefusedEscapedForWhatItIs() throws IOException {
        // The folder is there: what is wrong is the name, which the protocol's sep would announce.
        Path odd = Files.createDirectory(dir.resolve("a\tb"));
        Result result = run("engine", "--tables", odd.toString());
        assertEquals(2, result.status());
        assertEquals("shogun: option --tables: a folder name with a control character: '" + dir + "/a\\tb'\n",
                result.err());
    }
}
