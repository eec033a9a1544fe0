package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The manifest reader of {@link BatchFilesTest} reads its subset exactly and refuses the rest. */
class StrictYamlTest {

    @Test
    void readsMappingsSequencesQuotedScalarsAndLiteralBlocks() {
        String text = "# a comment\na: 1 # trailing\nb:\n- x\n- k: \"q \\\" q\"\n  l: 'it''s'\nc:\n  d: |\n    one\n"
                + "      two\n\n    three\n---\ne: |-\n  f\n";
        assertEquals(List.of(
                Map.of("a", "1", "b", List.of("x", Map.of("k", "q \" q", "l", "it's")),
                        "c", Map.of("d", "one\n  two\n\nthree\n")),
                Map.of("e", "f")), StrictYaml.documents(text));
    }

    @Test
    void refusesWhatItDoesNotRead() {
        for (String text : List.of("a: [1, 2]\n", "a: {b: 1}\n", "a: &x 1\n", "a: *x\n", "a: >\n  b\n", "a: 1\na: 2\n",
                "a: one\n   two\n", "a:\n\tb: 1\n", "a: \"open\n", "a: !tag 1\n", "a:\n", "just text\n")) {
            assertThrows(IllegalArgumentException.class, () -> StrictYaml.documents(text), text);
        }
    }
}
