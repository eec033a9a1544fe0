package io.github.shogunsdk.examples.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saving and loading record files, without a window. */
class RecordFilesTest {

    @TempDir
    Path folder;

    @Test
    void aSaveThatCannotBeDoneLeavesTheOldFileAsItWas() throws IOException {
        Path file = folder.resolve("game.sgn");
        Files.writeString(file, "old");
        Path notAFolder = folder.resolve("plain");
        Files.writeString(notAFolder, "a file, not a folder");
        Game game = Shogun.newGame();
        game.play("d1d3");
        RecordFiles.RecordFileError error = assertThrows(RecordFiles.RecordFileError.class,
                () -> RecordFiles.save(game, notAFolder.resolve("game.sgn")));
        assertTrue(error.getMessage().startsWith("cannot save game.sgn: "), error.getMessage());
        assertEquals("old", Files.readString(file));
    }

    @Test
    void aFileLargerThanTheBoundIsRefusedUnread() throws IOException {
        Path big = folder.resolve("big.sgn");
        Files.write(big, new byte[RecordFiles.MAX_FILE_BYTES + 1]);
        assertEquals("cannot load big.sgn: it is larger than 4 MiB, too large for a game record",
                assertThrows(RecordFiles.RecordFileError.class, () -> RecordFiles.load(big)).getMessage());
    }

    @Test
    void oneLineEscapesControlCharactersAndCutsLongText() {
        assertEquals("a\\nb\\tc\\u0007", RecordFiles.oneLine("a\nb\tc\u0007"));
        String cut = RecordFiles.oneLine("x".repeat(1000));
        assertEquals(RecordFiles.MAX_MESSAGE_LENGTH + 1, cut.length());
        assertTrue(cut.endsWith("…"));
        assertEquals("y".repeat(RecordFiles.MAX_MESSAGE_LENGTH), RecordFiles.oneLine("y".repeat(RecordFiles.MAX_MESSAGE_LENGTH)));
    }
}
