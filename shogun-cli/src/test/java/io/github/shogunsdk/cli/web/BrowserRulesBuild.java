package io.github.shogunsdk.cli.web;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether this build has the SDK's npm package (the shogun-wasm jar, only with {@code -Pwasm}):
 * the board of every page and the rules of {@code /browser/}. The tests of the pages skip without
 * it, saying so, unless the system property {@code shogun.requireBrowserRules=true} (set by the
 * wasm profile) makes it a failure.
 */
final class BrowserRulesBuild {

    static final String SKIPPED = "Tests of the web game's pages: this build has no npm package (the pages' board "
            + "and the rules of /browser/); build with -Pwasm (./mvnw -B verify -Pwasm) to run them";

    private BrowserRulesBuild() {
    }

    /** Skips the calling test (or class) when the build has no browser rules, printing why. */
    static void assumePresent() {
        if (Assets.BROWSER_RULES) {
            return;
        }
        if (Boolean.getBoolean("shogun.requireBrowserRules")) {
            Assertions.fail("the wasm profile is on but the jar of shogun-wasm is not on the class path");
        }
        System.out.println("SKIPPED: " + SKIPPED + ".");
        Assumptions.abort(SKIPPED);
    }

    /** Skips the calling test when the build has the browser rules: it is about a build without them. */
    static void assumeAbsent() {
        Assumptions.assumeFalse(Assets.BROWSER_RULES, "this build has the browser rules (-Pwasm)");
    }
}
