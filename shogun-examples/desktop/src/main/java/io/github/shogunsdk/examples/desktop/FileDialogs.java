package io.github.shogunsdk.examples.desktop;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * Where a record is saved to or loaded from: the system's file dialogs in the application, a fixed
 * file in tests (the system's dialogs are native windows that a test cannot drive).
 */
public interface FileDialogs {

    /**
     * Asks where to save a record.
     *
     * @param owner the window the dialog belongs to
     * @return the file, or empty when the player cancelled
     */
    Optional<Path> saveTo(Window owner);

    /**
     * Asks which record to load.
     *
     * @param owner the window the dialog belongs to
     * @return the file, or empty when the player cancelled
     */
    Optional<Path> openFrom(Window owner);

    /**
     * Returns the system's file dialogs, offering records ({@code *.sgn}) first.
     *
     * @return the dialogs
     */
    static FileDialogs system() {
        return new FileDialogs() {
            @Override
            public Optional<Path> saveTo(Window owner) {
                FileChooser chooser = chooser("Save the game");
                chooser.setInitialFileName("game.sgn");
                return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
            }

            @Override
            public Optional<Path> openFrom(Window owner) {
                return Optional.ofNullable(chooser("Load a game").showOpenDialog(owner)).map(File::toPath);
            }
        };
    }

    private static FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Game records (*.sgn)", "*.sgn"),
                new FileChooser.ExtensionFilter("All files", "*"));
        return chooser;
    }
}
