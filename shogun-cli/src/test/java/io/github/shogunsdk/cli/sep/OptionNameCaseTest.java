package io.github.shogunsdk.cli.sep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The SDK's protocol client matches option names in ASCII letter case only: an engine that
 * announces {@code Haſh} (long s) has no {@code Hash} option, so the client does not set one.
 */
class OptionNameCaseTest {

    @Test
    void anOptionNamedWithALookalikeLetterIsNotTheOptionItResembles() {
        List<String> command = SepConnection.command();
        command.set(command.size() - 1, LookalikeOptionEngine.class.getName());
        // Setting Hash on this engine is refused with an error line, which would fail the start.
        try (ExternalEngine engine = Shogun.externalEngine(GameSetup.standard(), command, EngineOptions.defaults())) {
            assertEquals("Lookalike", engine.name());
            assertEquals(List.of("Ha\u017Fh"), engine.optionNames());
        }
    }
}
