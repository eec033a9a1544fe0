package io.github.shogunsdk.examples.desktop;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The JavaFX application: one window holding a {@link DesktopWindow} with the system's file dialogs. */
public final class DesktopApplication extends Application {

    private DesktopWindow window;

    /** Creates the application; JavaFX calls this. */
    public DesktopApplication() {
    }

    /**
     * Shows the window.
     *
     * @param stage the primary stage
     */
    @Override
    public void start(Stage stage) {
        window = new DesktopWindow(FileDialogs.system());
        stage.setTitle("Shogun");
        stage.setScene(new Scene(window.root()));
        stage.show();
    }

    /** Stops the engine's search and its thread. */
    @Override
    public void stop() {
        if (window != null) {
            window.close();
        }
    }
}
