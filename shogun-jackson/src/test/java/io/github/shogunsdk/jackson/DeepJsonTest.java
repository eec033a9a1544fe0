package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.SearchResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An application may raise Jackson's nesting limit; the module's readers then still never throw
 * an {@code Error}: JSON nested 100 000 deep is refused with the SDK's one-line message and where
 * it is, and a record beyond the ply limit (1 000 000 plies over all its lines, as a record's text)
 * is refused while it is read, not when it is replayed.
 */
class DeepJsonTest {

    private static final int DEEP = 100_000;

    private final ObjectMapper mapper = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build()).build())
            .addModule(new ShogunModule()).build();

    /** A field of an application's own type, so that Jackson's path shows where the value stood. */
    record Holder(GameRecord record) {
    }

    private String refused(String json, Class<?> type) {
        MismatchedInputException e = assertThrows(MismatchedInputException.class, () -> mapper.readValue(json, type));
        return e.getOriginalMessage();
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
        String json = deepVariations();
        // The first node holding variations is mainline[1]; each level deeper is .variations[0][1].
        String expected = "mainline[1]" + ".variations[0][1]".repeat(64) + ".variations: variations nest at most 64 deep";
        assertEquals(expected, refused(json, GameRecord.class));
        JsonMappingException held = assertThrows(JsonMappingException.class,
                () -> mapper.readValue("{\"record\":" + json + "}", Holder.class));
        assertEquals(expected, held.getOriginalMessage());
        assertEquals("record", held.getPath().get(0).getFieldName());
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
            assertThrows(JsonMappingException.class, () -> mapper.readValue(arrays, type), type.getName());
            assertThrows(JsonMappingException.class, () -> mapper.readValue(objects, type), type.getName());
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
