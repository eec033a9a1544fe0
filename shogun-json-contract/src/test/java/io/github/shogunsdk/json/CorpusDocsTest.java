package io.github.shogunsdk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.json.contract.Corpus;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The corpus that every adapter's contract reads is what docs/JSON.md shows. */
class CorpusDocsTest {

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
