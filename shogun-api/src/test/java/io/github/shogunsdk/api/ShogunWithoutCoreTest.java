package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The API module's tests run without the core on the class path, as an application that forgot
 * the core dependency would: every entry point throws an {@link IllegalStateException} that says
 * what to add, on the first call and on every later one (never an {@code Error}).
 */
class ShogunWithoutCoreTest {

    private static final String MESSAGE = "no Shogun SDK implementation found: add the artifact "
            + "io.github.shogunsdk:shogun-core to the class path, or to the module path with "
            + "'requires io.github.shogunsdk.core' in your module (a jlink image needs that module too: "
            + "link it with --add-modules io.github.shogunsdk.core or --bind-services)";

    @Test
    void everyCallSaysWhatIsMissing() {
        for (int attempt = 0; attempt < 2; attempt++) {
            assertEquals(MESSAGE, assertThrows(IllegalStateException.class, Shogun::rules).getMessage());
            assertEquals(MESSAGE, assertThrows(IllegalStateException.class, Shogun::newGame).getMessage());
            assertEquals(MESSAGE, assertThrows(IllegalStateException.class, () -> Shogun.readGame("*")).getMessage());
            assertEquals(MESSAGE, assertThrows(IllegalStateException.class, Shogun::perft).getMessage());
            assertEquals(MESSAGE, assertThrows(IllegalStateException.class, Shogun::renderer).getMessage());
            assertEquals(MESSAGE, assertThrows(IllegalStateException.class,
                    () -> Shogun.newEngine(GameSetup.standard())).getMessage());
        }
    }

    @Test
    void argumentsAreCheckedBeforeTheLookup() {
        assertEquals("ruleSet", assertThrows(NullPointerException.class, () -> Shogun.rules(null)).getMessage());
        assertEquals("record", assertThrows(NullPointerException.class, () -> Shogun.readGame(null)).getMessage());
    }

    @Test
    void aNamedProviderThatIsAbsentIsReported() {
        String previous = System.getProperty(ProviderLookup.PROPERTY);
        System.setProperty(ProviderLookup.PROPERTY, "org.example.Missing");
        try {
            // Nothing is on the class path, so the first problem is still that there is no provider.
            assertEquals(MESSAGE, assertThrows(IllegalStateException.class, Shogun::rules).getMessage());
        } finally {
            if (previous == null) {
                System.clearProperty(ProviderLookup.PROPERTY);
            } else {
                System.setProperty(ProviderLookup.PROPERTY, previous);
            }
        }
    }
}
