package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The examples of docs/NOTATION.md's section on comments, glyphs and variations: the record written
 * by hand reads to the tree the section describes and writes the text it shows, which reads back
 * equal; each error message is the one the SDK gives for the record the section names.
 */
class RecordTreeDocsTest {

    @Test
    void theSectionsExamplesReadAndWriteAsDocumented() throws IOException {
        String doc = Files.readString(Path.of("../docs/NOTATION.md"));
        String section = doc.substring(doc.indexOf("### Comments, glyphs and variations"), doc.indexOf("### Tags"));
        List<String> blocks = new ArrayList<>();
        int at = 0;
        while (true) {
            int open = section.indexOf("```\n", at);
            if (open < 0) {
                break;
            }
            int close = section.indexOf("```\n", open + 4);
            blocks.add(section.substring(open + 4, close));
            at = close + 4;
        }
        assertEquals(3, blocks.size());

        GameRecord record = Shogun.readRecord(blocks.get(0));
        assertEquals("Lesson 1", record.startingComment().orElseThrow());
        assertEquals("the king steps up; Red may answer", record.mainline().get(0).comment().orElseThrow());
        assertEquals("Red steps up too", record.mainline().get(1).comment().orElseThrow());
        assertEquals(Set.of(6), record.mainline().get(1).glyphs());
        assertEquals(2, record.mainline().get(1).variations().size());
        assertEquals(Set.of(1), record.node(NodePath.of(0, 1)).glyphs());
        assertEquals("better", record.node(NodePath.of(0, 1)).comment().orElseThrow());
        assertEquals(Set.of(5), record.node(NodePath.of(0, 2)).glyphs());
        assertEquals(blocks.get(1), record.toSgn());
        assertEquals(record, Shogun.readRecord(blocks.get(1)));

        GameRecord flattened = Shogun.readRecord("1. d1d3 (1. a1a5 (1. b1b4)) *");
        assertEquals(Shogun.readRecord("1. d1d3 (1. a1a5) (1. b1b4) *"), flattened);

        String names = section.substring(section.indexOf("for `", section.indexOf(blocks.get(2))));
        List<String> records = new ArrayList<>();
        for (int tick = names.indexOf('`'); tick >= 0 && tick < names.indexOf("A 65th"); tick = names.indexOf('`', tick + 1)) {
            int end = names.indexOf('`', tick + 1);
            records.add(names.substring(tick + 1, end));
            tick = end;
        }
        List<String> messages = blocks.get(2).lines().toList();
        assertEquals(messages.size(), records.size());
        for (int i = 0; i < records.size(); i++) {
            String text = records.get(i);
            assertEquals(messages.get(i), assertThrows(RecordException.class, () -> Shogun.readRecord(text)).getMessage());
        }
    }
}
