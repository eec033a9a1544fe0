package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.SearchResult;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * JSON nested as deep as an application lets its library read (Jackson's nesting limit raised, as
 * the adapters under test do) never makes a reader throw an {@code Error}: JSON nested 100 000 deep
 * is refused with the SDK's one-line message and where it is, and a record beyond the ply limit
 * (1 000 000 plies over all its lines, as a record's text) is refused while it is read, not when it
 * is replayed.
 */
@Tag("slow")
class DeepJsonTest {

    private static final int DEEP = 100_000;

    private final JsonAdapter json = JsonAdapter.underTest();

    @BeforeEach
    void theAdaptersReaderReadsThatDeep() {
        Assumptions.assumeTrue(json.maxTextDepth() > DEEP, "the adapter's JSON reader stops at " + json.maxTextDepth()
                + " levels");
    }

    private String refused(String text, Class<?> type) {
        return json.refuse(text, type).message();
    }

    private static final String PLY = "{\"move\":\"d1d3\",\"landingEnergy\":1}";

    /** A main line of two plies whose second holds, as its only variation, the same line, DEEP times over. */
    private static String deepVariations() {
        String open = "[" + PLY + ",{\"move\":\"b1b2\",\"landingEnergy\":1,\"variations\":[";
        StringBuilder json = new StringBuilder((open.length() + 3) * DEEP + 64).append("{\"mainline\":");
        json.append(open.repeat(DEEP)).append("[").append(PLY).append("]");
        json.append("]}]".repeat(DEEP)).append("}");
        return json.toString();
    }

    @Test
    void deeplyNestedVariationsAreRefusedAtTheSixtyFifthLevel() {
        String text = deepVariations();
        // The first node holding variations is mainline[1]; each level deeper is .variations[0][1].
        String expected = "mainline[1]" + ".variations[0][1]".repeat(64) + ".variations: variations nest at most 64 deep";
        assertEquals(expected, refused(text, GameRecord.class));
        Rejection held = json.refuse("{\"record\":" + text + "}", Held.class);
        assertEquals(expected, held.message());
        assertEquals("record", held.field());
    }

    @Test
    void deeplyNestedArraysAreRefusedWhateverTheValue() {
        String arrays = "[".repeat(DEEP) + "]".repeat(DEEP);
        assertEquals("[0]: expected a child index as a whole number, found an array", refused(arrays, NodePath.class));
        assertEquals("expected a ply of the record as an object, found an array", refused(arrays, RecordNode.class));
        assertEquals("expected a game record as an object, found an array", refused(arrays, GameRecord.class));
        String objects = "{\"a\":".repeat(DEEP) + "0" + "}".repeat(DEEP);
        assertEquals("tags.Event: expected the tag's value as a string, found an object",
                refused("{\"tags\":{\"Event\":" + objects + "}}", GameRecord.class));
        for (Class<?> type : List.of(Position.class, Outcome.class, SearchResult.class)) {
            json.refuse(arrays, type);
            json.refuse(objects, type);
        }
    }

    @Test
    void aRecordBeyondTheMillionPliesIsRefusedWhileReading() {
        String plies = ("," + PLY).repeat(1_000_000).substring(1);
        assertEquals("mainline[1000000]: the record holds more than 1000000 plies, the most a game may hold",
                refused("{\"mainline\":[" + plies + "," + PLY + "]}", GameRecord.class));
        // Over all its lines: 2 on the main line and 999 999 in a variation make 1 000 001.
        String variation = plies.substring(PLY.length() + 1);
        assertEquals("mainline[1].variations[0][999998]: the record holds more than 1000000 plies, the most a game may hold",
                refused("{\"mainline\":[" + PLY + ",{\"move\":\"b1b2\",\"landingEnergy\":1,\"variations\":[[" + variation
                        + "]]}]}", GameRecord.class));
    }
}
