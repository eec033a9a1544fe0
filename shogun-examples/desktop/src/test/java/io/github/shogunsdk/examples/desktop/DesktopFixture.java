package io.github.shogunsdk.examples.desktop;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window under test in a stage of TestFX, with file dialogs that answer the file a test names
 * (the system's dialogs are native windows no test can drive).
 */
final class DesktopFixture implements FileDialogs {

    /** How long a test waits for the engine before failing: a bound against a hang, not a speed check. */
    static final long WAIT_SECONDS = 60;

    final DesktopWindow window;
    private Path next;

    DesktopFixture(Stage stage) {
        window = new DesktopWindow(this);
        stage.setScene(new Scene(window.root()));
        stage.setTitle("Shogun");
        stage.show();
        stage.toFront();
    }

    /** The file the next save or load dialog answers. */
    void answer(Path file) {
        next = file;
    }

    @Override
    public Optional<Path> saveTo(Window owner) {
        return Optional.ofNullable(next);
    }

    @Override
    public Optional<Path> openFrom(Window owner) {
        return Optional.ofNullable(next);
    }

    GameSession session() {
        return window.session();
    }

    /** Reads UI state on the application thread, where it lives. */
    static <T> T onFx(Callable<T> read) {
        try {
            return WaitForAsyncUtils.asyncFx(read).get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            throw new AssertionError("reading the UI failed", e);
        }
    }

    /** Waits until a condition read on the application thread holds. */
    static void waitFor(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(WAIT_SECONDS, TimeUnit.SECONDS, () -> onFx(condition));
        } catch (TimeoutException e) {
            throw new AssertionError("the UI did not reach the expected state in " + WAIT_SECONDS + " s", e);
        }
    }

    /** Closes the engine's thread. */
    void close() {
        window.close();
    }
}
