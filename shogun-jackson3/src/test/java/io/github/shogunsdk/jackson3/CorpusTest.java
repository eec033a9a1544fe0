package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * The corpus that shogun-jackson is tested with (its json-corpus.txt, the JSON of docs/JSON.md):
 * this module reads every text as its type, to a value equal to the one the Jackson 2 module reads,
 * and writes it back byte for byte.
 */
class CorpusTest {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).build();
    private final com.fasterxml.jackson.databind.ObjectMapper jackson2 =
            new com.fasterxml.jackson.databind.ObjectMapper().registerModule(new io.github.shogunsdk.jackson.ShogunModule());

    @TestFactory
    List<DynamicTest> everyTextReadsAsTheJackson2ModuleReadsItAndIsWrittenAgainByteForByte() {
        return Corpus.entries().stream()
                .map(entry -> DynamicTest.dynamicTest(entry.toString(), () -> {
                    Object value = mapper.readValue(entry.json(), entry.type());
                    assertEquals(jackson2.readValue(entry.json(), entry.type()), value);
                    assertEquals(entry.json(), mapper.writeValueAsString(value));
                }))
                .collect(Collectors.toList());
    }

    @org.junit.jupiter.api.Test
    void theCorpusIsTheOneOfTheDocs() {
        assertEquals(Corpus.documentedObjects().size(),
                Corpus.entries().stream().filter(entry -> entry.json().startsWith("{")).count());
    }
}
