package io.github.shogunsdk.examples.desktop;

import javafx.application.Application;

/**
 * Starts the desktop game. This class does not extend {@link Application} on purpose: the Java
 * launcher then runs it from the class path (a jar with JavaFX inside) without asking for JavaFX
 * on the module path.
 *
 * <pre>{@code
 * java -jar shogun-examples/desktop/target/shogun-desktop.jar
 * }</pre>
 */
public final class ShogunDesktop {

    private ShogunDesktop() {
    }

    /**
     * Opens the window.
     *
     * @param args passed to JavaFX
     */
    public static void main(String[] args) {
        Application.launch(DesktopApplication.class, args);
    }
}
