package io.github.shogunsdk.cli.sep;

import java.io.IOException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The set-up the protocol's tests share: a fresh {@code shogun engine} session in this JVM before
 * each test, closed after it, so no test sees another's options or searches.
 */
abstract class InProcessEngineTest {

    /** The session under test; a test may close it and start another, which is closed after it. */
    SepConnection engine;

    @BeforeEach
    void startEngine() throws IOException {
        engine = SepConnection.inProcess();
    }

    @AfterEach
    void closeEngine() {
        engine.close();
    }
}
