package io.github.shogunsdk.examples.desktop;

import java.util.Locale;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs the UI tests only where JavaFX can open a window. On Linux that needs a display: the one in
 * {@code DISPLAY}, or the private Xvfb that src/test/display/bin/java starts when Xvfb is
 * installed. Without one the tests are skipped with a line saying what to install, unless
 * {@code SHOGUN_REQUIRE_DISPLAY=true} (a system property or an environment variable, as CI sets
 * it) makes that a failure. Listed before TestFX's extension, it decides before JavaFX starts.
 */
final class DisplayCondition implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        boolean linux = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
        String display = System.getenv("DISPLAY");
        if (!linux || display != null && !display.isBlank()) {
            return ConditionEvaluationResult.enabled("a display: " + (linux ? display : "not Linux"));
        }
        String message = "Desktop example's UI tests: no display (DISPLAY is unset and no Xvfb could be started); "
                + "install Xvfb (Debian package xvfb) to run them";
        if (setting("SHOGUN_REQUIRE_DISPLAY").equals("true")) {
            throw new IllegalStateException(message + " (SHOGUN_REQUIRE_DISPLAY=true makes this a failure)");
        }
        System.out.println("SKIPPED: " + message + ".");
        return ConditionEvaluationResult.disabled(message);
    }

    private static String setting(String name) {
        String value = System.getProperty(name, System.getenv(name));
        return value == null ? "" : value.toLowerCase(Locale.ROOT);
    }
}
