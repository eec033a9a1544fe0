package io.github.shogunsdk.cli.web;

import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The set-up the browser tests of the main page share: one server and one Chromium for the test
 * class ({@link GamePage}), stopped after its last test, which fails if the server logged an
 * internal error meanwhile.
 */
abstract class MainPageBrowserTest {

    /** How long a condition on the page may take on a loaded machine before the test fails. */
    static final Duration PATIENCE = Duration.ofSeconds(60);

    @BeforeAll
    static void startServerAndBrowser() throws Exception {
        GamePage.start(PATIENCE);
    }

    @AfterAll
    static void stopServerAndBrowser() throws Exception {
        GamePage.stop();
    }
}
