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

    /**
     * The position before the mate of DesktopGameTest, two plies in: h5g6 through h6 ({UL}, the
     * second of its two open paths, so a record that lost the path would replay it through g5),
     * then Red's pawn e7 (energy 4) four squares left to a7 (fixed energies). Loaded through the Load button.
     */
    private Path loadStart(FxRobot robot) throws IOException {
        Path start = folder.resolve("start.sgn");
        Files.writeString(start, DesktopGameTest.BEFORE_MATE.replace("*\n", "1. h5g6 {UL} e7a7 *\n"), StandardCharsets.UTF_8);
        fixture.answer(start);
        robot.clickOn("#load");
        waitFor(() -> fixture.session().game().history().size() == 2);
        return start;
    }

    @Test
    void aSavedGameLoadsBackWithItsPathsAndTheSaveReplacesTheFile(FxRobot robot) throws IOException {
        loadStart(robot);
        List<Ply> played = onFx(() -> fixture.session().game().history());
        assertEquals("UL", played.get(0).path().shape().toString());
        Path file = folder.resolve("game.sgn");
        Files.writeString(file, "an older file, replaced whole");
        fixture.answer(file);

        robot.clickOn("#save");
        assertTrue(status(robot).endsWith("saved game.sgn"), status(robot));
        assertEquals(onFx(() -> fixture.session().game().toSgn()), Files.readString(file, StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(file, folder.resolve("start.sgn")), files.sorted().toList(),
                    "no temporary file is left beside it");
        }

        robot.clickOn("#newGame");
        assertTrue(onFx(() -> fixture.session().game().history().isEmpty()));
        robot.clickOn("#load");
        waitFor(() -> fixture.session().game().history().size() == 2);
        assertEquals(played, onFx(() -> fixture.session().game().history()), "the same plies, paths and energies");
        assertTrue(status(robot).endsWith("loaded game.sgn: 2 plies"), status(robot));
    }

    @Test
    void aBadFileIsRefusedInOneLineAndTheGameStays(FxRobot robot) throws IOException {
        loadStart(robot);
        String before = onFx(() -> fixture.session().game().toSgn());
        long version = onFx(() -> fixture.session().version());
        Path bad = folder.resolve("bad.sgn");
        // The king on d1 (energy 2) cannot reach d5.
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
