package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The corpus (json-corpus.txt, the JSON of docs/JSON.md): the adapter under test reads every text
 * as its type, to the value the neutral layer reads, and writes it back byte for byte.
 */
class CorpusTest {

    private final JsonAdapter json = JsonAdapter.underTest();
    private final PlainAdapter layer = new PlainAdapter();

    @TestFactory
    List<DynamicTest> everyTextReadsAsTheLayerReadsItAndIsWrittenAgainByteForByte() {
        return Corpus.entries().stream()
                .map(entry -> DynamicTest.dynamicTest(entry.toString(), () -> {
                    Object value = json.read(entry.json(), entry.type());
                    assertTrue(entry.type().isInstance(value));
                    assertEquals(layer.read(entry.json(), entry.type()), value);
                    assertEquals(entry.json(), json.write(value));
                }))
                .collect(Collectors.toList());
    }
}
