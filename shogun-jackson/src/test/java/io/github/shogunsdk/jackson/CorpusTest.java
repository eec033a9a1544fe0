package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The shared corpus (json-corpus.txt, also read by shogun-jackson3's tests): this module reads
 * every text as its type and writes it back byte for byte, and the corpus is what docs/JSON.md
 * shows.
 */
class CorpusTest {

    private final ObjectMapper mapper = new ObjectMapper().registerModule(new ShogunModule());

    @TestFactory
    List<DynamicTest> everyTextReadsAndIsWrittenAgainByteForByte() {
        return Corpus.entries().stream()
                .map(entry -> DynamicTest.dynamicTest(entry.toString(), () -> {
                    Object value = mapper.readValue(entry.json(), entry.type());
                    assertTrue(entry.type().isInstance(value));
                    assertEquals(entry.json(), mapper.writeValueAsString(value));
                }))
                .collect(Collectors.toList());
    }

    @Test
    void theCorpusHoldsEveryExampleObjectOfTheDocsAndNothingElse() {
        Set<String> objects = Corpus.entries().stream().map(Corpus.Entry::json)
                .filter(json -> json.startsWith("{")).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(Corpus.documentedObjects()), objects);
    }

    @Test
    void everyTextOfTheCorpusIsInTheDocsTable() {
        Set<String> texts = Corpus.entries().stream().map(Corpus.Entry::json)
                .filter(json -> !json.startsWith("{")).collect(Collectors.toCollection(TreeSet::new));
        Set<String> missing = new TreeSet<>(texts);
        missing.removeAll(Corpus.documentedTexts());
        assertTrue(missing.isEmpty(), "not in docs/JSON.md's table: " + missing);
        assertTrue(texts.size() >= 40, "the corpus has only " + texts.size() + " texts");
    }
}
