package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordNode;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The record tree in Jackson 3: the bytes of the Jackson 2 module for generated trees, read back
 * equal, and the same one-line faults.
 */
class RecordJsonTest {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
    private final com.fasterxml.jackson.databind.ObjectMapper jackson2 =
            new com.fasterxml.jackson.databind.ObjectMapper().registerModule(new io.github.shogunsdk.jackson.ShogunModule());

    @Provide
    Arbitrary<GameRecord> records() {
        return Values.records();
    }

    @Property(tries = 200)
    void generatedTreesAreWrittenAsJackson2WritesThemAndReadBackEqual(@ForAll("records") GameRecord record)
            throws Exception {
        String json = mapper.writeValueAsString(record);
        assertEquals(jackson2.writeValueAsString(record), json);
        GameRecord back = mapper.readValue(json, GameRecord.class);
        assertEquals(record, back, json);
        assertEquals(json, mapper.writeValueAsString(back));
        for (RecordNode node : record.mainline()) {
            assertEquals(node, mapper.readValue(mapper.writeValueAsString(node), RecordNode.class));
        }
    }

    @Test
    void nodePathsAreArraysOfChildIndices() {
        assertEquals("[0,0,1]", mapper.writeValueAsString(NodePath.of(0, 0, 1)));
        assertEquals(NodePath.of(0, 0, 1), mapper.readValue("[0,0,1]", NodePath.class));
    }

    @Test
    void faultsAreThoseOfTheJackson2Module() {
        List<String> bad = List.of("[]", "{\"mainline\":{}}", "{\"mainline\":[{\"move\":\"d1d3\",\"shape\":\"U\"}]}",
                "{\"mainline\":[{\"move\":\"d4b6\",\"landingEnergy\":2}]}",
                "{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"glyphs\":[1,256]}]}",
                "{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"glyphs\":[1.5]}]}",
                "{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":99999999999999999999999}]}",
                "{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"variations\":[[]]}]}",
                "{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"comment\":\"a } b\"}]}",
                "{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"san\":\"d3\"}]}",
                "{\"tags\":{\"Event\":3}}", "{\"result\":\"2-0\"}", "{\"setup\":{\"start\":\"8/8 w\"}}");
        for (String json : bad) {
            MismatchedInputException e = assertThrows(MismatchedInputException.class,
                    () -> mapper.readValue(json, GameRecord.class), json);
            com.fasterxml.jackson.databind.exc.MismatchedInputException expected = assertThrows(
                    com.fasterxml.jackson.databind.exc.MismatchedInputException.class,
                    () -> jackson2.readValue(json, GameRecord.class), json);
            assertEquals(expected.getOriginalMessage(), e.getOriginalMessage(), json);
            assertFalse(e.getOriginalMessage().contains("\n"), json);
        }
        assertEquals("mainline[0].landingEnergy: expected the landing energy from 1 to 4, found 99999999999999999999999",
                assertThrows(MismatchedInputException.class, () -> mapper.readValue(bad.get(6), GameRecord.class))
                        .getOriginalMessage());
    }

    @Test
    void unknownKeysAreSkippedByDefault() {
        JsonMapper lenient = JsonMapper.builder().addModule(new ShogunModule()).build();
        GameRecord read = lenient.readValue("{\"site\":\"club\",\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,"
                + "\"san\":\"d3\"}]}", GameRecord.class);
        assertEquals(1, read.mainline().size());
    }
}
