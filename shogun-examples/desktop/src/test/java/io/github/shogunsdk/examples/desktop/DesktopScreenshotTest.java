package io.github.shogunsdk.examples.desktop;

import static io.github.shogunsdk.examples.desktop.DesktopFixture.onFx;
import static io.github.shogunsdk.examples.desktop.DesktopFixture.waitFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The window as a player sees it mid-game, written to target/screenshots/desktop.png (the copy in
 * docs/images/desktop.png comes from it): magnets, the last move, a pawn in hand with its
 * destinations and landing energies, the path under the pointer, and the engine's hint.
 */
@ExtendWith({DisplayCondition.class, ApplicationExtension.class})
class DesktopScreenshotTest {

    static final Path SCREENSHOT = Path.of("target/screenshots/desktop.png");

    private DesktopFixture fixture;

    @Start
    void start(Stage stage) {
        fixture = new DesktopFixture(stage);
    }

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void aScreenshotOfAGameInProgress(FxRobot robot) throws Exception {
        robot.clickOn("#d1").clickOn("#d3");
        robot.clickOn("#e8").clickOn("#e7");
        robot.clickOn("#hint");
        waitFor(() -> fixture.session().hint().isPresent());
        // The pawn h1 (energy 2) reaches g2 (via h2; g1 holds a pawn) and h3: magnets 4 and 2.
        robot.clickOn("#h1").moveTo("#g2");
        assertEquals("g2, empty, a destination, landing with energy 4",
                onFx(() -> robot.lookup("#g2").query().getAccessibleText()));
        assertEquals("h3, empty, a destination, landing with energy 2",
                onFx(() -> robot.lookup("#h3").query().getAccessibleText()));

        BufferedImage image = onFx(() -> toImage(fixture.window.root().snapshot(null, null)));
        Files.createDirectories(SCREENSHOT.getParent());
        ImageIO.write(image, "png", SCREENSHOT.toFile());
        assertTrue(Files.size(SCREENSHOT) > 10_000, "a picture, not an empty image");
    }

    /** JavaFX's image as an AWT one, pixel by pixel (no javafx-swing needed). */
    private static BufferedImage toImage(WritableImage snapshot) throws IOException {
        int width = (int) snapshot.getWidth();
        int height = (int) snapshot.getHeight();
        int[] pixels = new int[width * height];
        snapshot.getPixelReader().getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), pixels, 0, width);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, width, height, pixels, 0, width);
        return image;
    }
}
