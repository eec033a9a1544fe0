package io.github.shogunsdk.examples.desktop;

import static io.github.shogunsdk.examples.desktop.DesktopFixture.onFx;
import static io.github.shogunsdk.examples.desktop.DesktopFixture.waitFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Records saved and loaded through the window's buttons. */
@ExtendWith({DisplayCondition.class, ApplicationExtension.class})
class DesktopRecordsTest {

    @TempDir
    Path folder;

    private DesktopFixture fixture;

    @Start
    void start(Stage stage) {
        fixture = new DesktopFixture(stage);
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#status").queryAs(Label.class).getText();
    }

    /** Three plies from the initial position by clicks, then a drag (b1b4, straight up three). */
    private static void playThreePlies(FxRobot robot) {
        robot.clickOn("#d1").clickOn("#d3");
        robot.clickOn("#e8").clickOn("#e7");
        robot.drag("#b1").dropTo("#b4");
    }

    @Test
    void aSavedGameLoadsBackWithItsPathsAndTheSaveReplacesTheFile(FxRobot robot) throws IOException {
        playThreePlies(robot);
        List<Ply> played = onFx(() -> fixture.session().game().history());
        assertEquals(3, played.size());
        Path file = folder.resolve("game.sgn");
        Files.writeString(file, "an older file, replaced whole");
        fixture.answer(file);

        robot.clickOn("#save");
        assertTrue(status(robot).endsWith("saved game.sgn"), status(robot));
        assertEquals(onFx(() -> fixture.session().game().toSgn()), Files.readString(file, StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(file), files.toList(), "no temporary file is left beside it");
        }

        robot.clickOn("#newGame");
        assertTrue(onFx(() -> fixture.session().game().history().isEmpty()));
        robot.clickOn("#load");
        waitFor(() -> fixture.session().game().history().size() == 3);
        assertEquals(played, onFx(() -> fixture.session().game().history()), "the same plies, paths and energies");
        assertTrue(status(robot).endsWith("loaded game.sgn: 3 plies"), status(robot));
    }

    @Test
    void aBadFileIsRefusedInOneLineAndTheGameStays(FxRobot robot) throws IOException {
        playThreePlies(robot);
        String before = onFx(() -> fixture.session().game().toSgn());
        long version = onFx(() -> fixture.session().version());
        Path bad = folder.resolve("bad.sgn");
        // The king on d1 (energy 2) cannot reach d5; a line end and a control character in a tag
        // are written as escapes in the one line shown.
        Files.writeString(bad, "[White \"Ann\"]\n\n1. d1d5 *\n", StandardCharsets.UTF_8);
        fixture.answer(bad);

        robot.clickOn("#load");
        String[] lines = status(robot).split("\n");
        assertEquals(2, lines.length, status(robot));
        assertTrue(lines[1].startsWith("cannot load bad.sgn: "), lines[1]);
        assertTrue(lines[1].contains("d1d5"), lines[1]);
        assertEquals(before, onFx(() -> fixture.session().game().toSgn()));
        assertEquals(version, onFx(() -> fixture.session().version()), "nothing changed");

        Files.write(bad, new byte[] {(byte) 0xff, (byte) 0xfe, 0});
        robot.clickOn("#load");
        assertEquals("cannot load bad.sgn: it is not UTF-8 text", status(robot).split("\n")[1]);

        fixture.answer(folder.resolve("missing.sgn"));
        robot.clickOn("#load");
        assertEquals("cannot load missing.sgn: no such file or folder", status(robot).split("\n")[1]);
        assertEquals(before, onFx(() -> fixture.session().game().toSgn()));
        assertFalse(Shogun.readGame(before).history().isEmpty());
    }
}
