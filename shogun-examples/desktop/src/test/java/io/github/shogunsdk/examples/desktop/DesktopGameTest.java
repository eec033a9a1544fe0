package io.github.shogunsdk.examples.desktop;

import static io.github.shogunsdk.examples.desktop.DesktopFixture.onFx;
import static io.github.shogunsdk.examples.desktop.DesktopFixture.waitFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The desktop game played through its window with the pointer, as a player would: picks, drags,
 * the two-path choice, undo, the engine's replies and hints.
 */
@ExtendWith({DisplayCondition.class, ApplicationExtension.class})
class DesktopGameTest {

    /**
     * docs/RULES.md §5's checkmate, one move before: White's king g1 (energy 2), Red's pawn e7
     * (energy 4) mates from e3, White's pawn on h5 (energy 2) moves first. Fixed energies.
     */
    static final String BEFORE_MATE = """
            [White "Ann"]
            [Red "Ben"]
            [Energy "fixed"]
            [Position "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 w"]

            *
            """;

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

    private void load(FxRobot robot, String record) throws IOException {
        Path file = folder.resolve("start.sgn");
        Files.writeString(file, record, StandardCharsets.UTF_8);
        fixture.answer(file);
        robot.clickOn("#load");
        waitFor(() -> status(robot).contains("loaded start.sgn"));
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#status").queryAs(Label.class).getText();
    }

    private MoveInput input(FxRobot robot) {
        return robot.lookup("#board").queryAs(BoardView.class).input();
    }

    @Test
    void aDragTheTwoPathChoiceAndClicksPlayAGameToCheckmate(FxRobot robot) throws IOException {
        load(robot, BEFORE_MATE);

        // The pawn on h5 (energy 2) is dragged to g6: both corners, g5 (left, up) and h6 (up, left),
        // are empty, so both paths are offered.
        robot.drag("#h5").dropTo("#g6");
        List<MovePath> offered = onFx(() -> input(robot).offered());
        assertEquals(List.of(Square.parse("g5"), Square.parse("h6")),
                offered.stream().map(path -> ((MovePath.Bent) path).corner()).sorted().toList());
        assertTrue(onFx(() -> fixture.session().game().history().isEmpty()), "nothing is played before the choice");

        // A click on h6 chooses the path through it: up, then left.
        robot.clickOn("#h6");
        MovePath played = onFx(() -> fixture.session().game().lastPly().orElseThrow().path());
        assertEquals(MovePath.bent(Square.parse("h5"), io.github.shogunsdk.api.Direction.UP, 1,
                io.github.shogunsdk.api.Direction.LEFT, 1), played);

        // Red picks e7 and clicks e3: check from e3, and the king (g1) can neither flee (f2, g3, h2
        // are attacked) nor be shielded, and the pawn on g6 cannot reach e3: checkmate, as in §5.
        robot.clickOn("#e7");
        assertEquals(Square.parse("e7"), onFx(() -> input(robot).picked().orElseThrow()));
        robot.clickOn("#e3");
        assertEquals("Red wins by checkmate (0-1)", status(robot));
        assertEquals(2, onFx(() -> fixture.session().game().history().size()));

        // The game is over: the board picks nothing any more.
        robot.clickOn("#g6");
        assertTrue(onFx(() -> input(robot).picked().isEmpty()));
    }

    @Test
    void undoTakesBackMoveByMoveToTheLoadedStart(FxRobot robot) throws IOException {
        load(robot, BEFORE_MATE);
        Position start = onFx(() -> fixture.session().game().position());
        robot.clickOn("#h5").clickOn("#h7"); // straight up two: one path
        robot.clickOn("#e7").clickOn("#e3");
        assertTrue(status(robot).startsWith("Red wins"));

        robot.clickOn("#undo");
        assertEquals("Red to move", status(robot));
        robot.clickOn("#undo");
        assertEquals(start, onFx(() -> fixture.session().game().position()));
        assertTrue(robot.lookup("#undo").queryAs(Button.class).isDisabled(), "nothing left to undo");
    }

    @Test
    void theKingsDestinationsShowTheEnergyItWillLandWith(FxRobot robot) {
        // The initial position, magnetic: the king d1 (energy 2) reaches c2 (via d2), d3 and e2
        // (via d2); b1 and f1 hold its own pawns. Magnets c2 3, d3 3, e2 2: a king gets 2 on an
        // even magnet, else 1 (docs/RULES.md §6).
        robot.clickOn("#d1");
        assertEquals(List.of(Square.parse("c2"), Square.parse("d3"), Square.parse("e2")),
                onFx(() -> List.copyOf(input(robot).targets().keySet())).stream().sorted().toList());
        assertTrue(accessibleText(robot, "c2").endsWith("landing with energy 1"));
        assertTrue(accessibleText(robot, "d3").endsWith("landing with energy 1"));
        assertTrue(accessibleText(robot, "e2").endsWith("landing with energy 2"));

        // A second click on the king puts it down.
        robot.clickOn("#d1");
        assertTrue(onFx(() -> input(robot).picked().isEmpty()));
    }

    private static String accessibleText(FxRobot robot, String square) {
        return onFx(() -> robot.lookup("#" + square).query().getAccessibleText());
    }

    @Test
    void theEngineAnswersOffTheUiThreadAndUndoGoesBackToThePlayersMove(FxRobot robot) {
        robot.interact(() -> fixture.session().setEngineSide(Colour.RED));
        robot.clickOn("#d1").clickOn("#d3");
        waitFor(() -> fixture.session().game().history().size() == 2);
        Game game = onFx(() -> fixture.session().game().copy());
        assertEquals(Colour.RED, game.history().get(1).mover());
        assertTrue(status(robot).startsWith("White to move"), status(robot)); // perhaps in check

        // Undo against the engine takes back its reply and the player's move.
        robot.clickOn("#undo");
        assertEquals(Position.initial(), onFx(() -> fixture.session().game().position()));
        assertFalse(status(robot).contains("thinking"));
    }

    @Test
    void aHintIsTheEnginesMoveAlongItsPath(FxRobot robot) throws IOException {
        // Red to move mates in one (e7e3, as above); the engine finds a mate in one when there is one.
        load(robot, BEFORE_MATE.replace(" w\"]", " r\"]"));
        robot.clickOn("#hint");
        waitFor(() -> fixture.session().hint().isPresent());
        MovePath hint = onFx(() -> fixture.session().hint().orElseThrow());
        Game game = onFx(() -> fixture.session().game().copy());
        assertTrue(game.paths(hint.move()).contains(hint), "the hint's path is one the SDK plays");
        game.play(hint);
        assertTrue(game.history().get(0).isCheckmate(), hint + " mates");
        assertTrue(status(robot).contains("hint: " + hint.move()));
    }
}
