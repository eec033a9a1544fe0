package io.github.shogunsdk.cli.web.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The repository cases on the embedded H2 database of a folder, and what is the folder's own. */
class H2GameStoreTest extends GameStoreContract {

    @TempDir
    Path temp;

    @Override
    GameStore open() {
        return JdbcGameStore.open(StoreLocation.embedded(temp.resolve("games")));
    }

    @Test
    void theFolderIsCreatedForItsOwnerAlone() throws Exception {
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(temp.resolve("games"))));
        assertTrue(Files.exists(temp.resolve("games").resolve("shogun.mv.db")));
    }

    @Test
    void gamesOutliveTheStoreAndTheSchemaIsMigratedOnce() {
        store.insert(game("kept", "1. d1d3:1 *\n"));
        store.close();
        store = open();
        assertEquals(Optional.of(game("kept", "1. d1d3:1 *\n")), store.find("kept"));
    }

    @Test
    void aFolderThatIsAFileIsOneLine() throws Exception {
        Path file = Files.writeString(temp.resolve("file"), "x");
        StoreException e = assertThrows(StoreException.class,
                () -> JdbcGameStore.open(StoreLocation.embedded(file.resolve("games"))));
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertTrue(e.getMessage().startsWith("cannot create the data folder " + file.resolve("games")), e.getMessage());
    }

    @Test
    void theDefaultFolderFollowsXdgDataHome() {
        Path home = Path.of("/home/u");
        assertEquals(Path.of("/data/shogun"), StoreLocation.defaultFolder(java.util.Map.of("XDG_DATA_HOME", "/data"), home));
        assertEquals(Path.of("/home/u/.local/share/shogun"), StoreLocation.defaultFolder(java.util.Map.of(), home));
        assertEquals(Path.of("/home/u/.local/share/shogun"),
                StoreLocation.defaultFolder(java.util.Map.of("XDG_DATA_HOME", "relative"), home));
    }
}
