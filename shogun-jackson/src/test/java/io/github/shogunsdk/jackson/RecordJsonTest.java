package io.github.shogunsdk.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The record tree as JSON: the documented example byte for byte, keys that may be left out, and
 * faults reported with where they are.
 */
class RecordJsonTest {

    /** docs/NOTATION.md's annotated record as the SDK writes it, with a tag. */
    static final String SGN = "[Event \"Lessons\"]\n[Rules \"standard\"]\n[Energy \"magnetic\"]\n[Result \"*\"]\n\n"
            + "{Lesson 1} 1. d1d3:1 {the king steps up; Red may answer} e8e7:2 $6 {Red steps up\ntoo}"
            + " (1... d8d7:3 $1 {better}) (1... a8a4:4+ $5) 2. a1a5:4 *\n";

    /**
     * Its JSON, derived from the record by hand: the moves' shapes are the straight ones, the
     * landing energies the record's marks, $6 on e8e7, $1 and $5 on its two alternatives.
     */
    static final String JSON = "{\"setup\":{\"rules\":\"standard\",\"energy\":\"magnetic\",\"start\":null},"
            + "\"tags\":{\"Event\":\"Lessons\"},\"comment\":\"Lesson 1\",\"mainline\":["
            + "{\"move\":\"d1d3\",\"shape\":\"U\",\"landingEnergy\":1,\"comment\":\"the king steps up; Red may answer\"},"
            + "{\"move\":\"e8e7\",\"shape\":\"D\",\"landingEnergy\":2,\"glyphs\":[6],\"comment\":\"Red steps up too\","
            + "\"variations\":[[{\"move\":\"d8d7\",\"shape\":\"D\",\"landingEnergy\":3,\"glyphs\":[1],\"comment\":\"better\"}],"
            + "[{\"move\":\"a8a4\",\"shape\":\"D\",\"landingEnergy\":4,\"glyphs\":[5]}]]},"
            + "{\"move\":\"a1a5\",\"shape\":\"U\",\"landingEnergy\":4}],\"result\":\"*\"}";

    private final ObjectMapper mapper = new ObjectMapper().registerModule(new ShogunModule());

    @Test
    void theDocumentedRecordIsWrittenAsDocumentedAndReadsBackEqual() throws Exception {
        GameRecord record = Shogun.readRecord(SGN);
        assertEquals(JSON, mapper.writeValueAsString(record));
        GameRecord back = mapper.readValue(JSON, GameRecord.class);
        assertEquals(record, back);
        assertEquals(SGN, back.toSgn());
    }

    @Test
    void nodesAndPathsTravelAlone() throws Exception {
        GameRecord record = Shogun.readRecord(SGN);
        RecordNode node = record.node(NodePath.of(0, 0));
        String json = mapper.writeValueAsString(node);
        assertEquals(JSON.substring(JSON.indexOf("{\"move\":\"e8e7\""), JSON.indexOf(",{\"move\":\"a1a5\"")), json);
        assertEquals(node, mapper.readValue(json, RecordNode.class));
        assertEquals("[0,0,1]", mapper.writeValueAsString(NodePath.of(0, 0, 1)));
        assertEquals(NodePath.of(0, 0, 1), mapper.readValue("[0,0,1]", NodePath.class));
        assertEquals(NodePath.start(), mapper.readValue("[]", NodePath.class));
    }

    @Test
    void missingKeysTakeTheEmptyRecordsValuesAndAStraightMoveItsOnlyShape() throws Exception {
        GameRecord read = mapper.readValue("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1},"
                + "{\"move\":\"e8e7\",\"landingEnergy\":2,\"comment\":null,\"glyphs\":null,\"variations\":null}]}",
                GameRecord.class);
        GameRecord expected = GameRecord.of(GameSetup.standard()).withMainline(List.of(
                RecordNode.of(MovePath.of(Move.parse("d1d3"), Shape.U).orElseThrow(), 1),
                RecordNode.of(MovePath.of(Move.parse("e8e7"), Shape.D).orElseThrow(), 2)));
        assertEquals(expected, read);
        assertEquals(GameRecord.of(GameSetup.standard()), mapper.readValue("{}", GameRecord.class));
    }

    @Test
    void commentsAreNormalisedAsARecordReadsThemAndGlyphsAreASet() throws Exception {
        RecordNode node = mapper.readValue("{\"move\":\"d4b6\",\"shape\":\"LU\",\"landingEnergy\":2,"
                + "\"glyphs\":[6,1,6],\"comment\":\"  two\\n\\tlines  \"}", RecordNode.class);
        assertEquals("two lines", node.comment().orElseThrow());
        assertEquals(List.of(1, 6), List.copyOf(node.glyphs()));
        assertEquals(List.of("c4", "b4", "b5", "b6"), node.path().squares().stream().map(Object::toString).toList());
    }

    private String fault(String json, Class<?> type) {
        MismatchedInputException e = assertThrows(MismatchedInputException.class, () -> mapper.readValue(json, type));
        assertFalse(e.getOriginalMessage().contains("\n"), e.getOriginalMessage());
        return e.getOriginalMessage();
    }

    @Test
    void faultsSayWhereTheyAre() {
        assertEquals("mainline[0]: expected the key \"landingEnergy\"",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"shape\":\"U\"}]}", GameRecord.class));
        assertEquals("mainline[0].shape: the move d4b6 bends: give its shape, such as \"UL\" or \"LU\"",
                fault("{\"mainline\":[{\"move\":\"d4b6\",\"landingEnergy\":2}]}", GameRecord.class));
        assertEquals("mainline[0].shape: the shape UL cannot make the move d1d3",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"shape\":\"UL\",\"landingEnergy\":1}]}", GameRecord.class));
        assertEquals("mainline[0].move: bad move at index 0 of \"z1d3\": expected a file letter a-h, found 'z'",
                fault("{\"mainline\":[{\"move\":\"z1d3\",\"landingEnergy\":1}]}", GameRecord.class));
        assertEquals("mainline[1].landingEnergy: expected the landing energy from 1 to 4, found 5",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1},{\"move\":\"e8e7\",\"landingEnergy\":5}]}",
                        GameRecord.class));
        assertEquals("mainline[0].glyphs[1]: expected a numeric annotation glyph from 1 to 255, found 256",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"glyphs\":[1,256]}]}", GameRecord.class));
        assertEquals("mainline[0].glyphs[0]: expected a numeric annotation glyph as a whole number, found the number 1.5",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"glyphs\":[1.5]}]}", GameRecord.class));
        assertEquals("mainline[0].variations[0]: a variation holds at least one ply",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"variations\":[[]]}]}", GameRecord.class));
        assertEquals("mainline[0]: the move d1d3 is given twice as an alternative to d1d3; the plies that may follow"
                + " a position are distinct", fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,"
                + "\"variations\":[[{\"move\":\"d1d3\",\"landingEnergy\":1}]]}]}", GameRecord.class));
        assertEquals("mainline[0]: a comment cannot hold '}', which would end it in the record: \"a } b\"",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"comment\":\"a } b\"}]}", GameRecord.class));
        assertEquals("mainline[0]: unknown key \"san\" in a ply of the record; the keys are move, shape, landingEnergy,"
                + " glyphs, comment, variations",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,\"san\":\"d3\"}]}", GameRecord.class));
        assertEquals("result: a result is 1-0, 0-1, 1/2-1/2 or *, not \"2-0\"", fault("{\"result\":\"2-0\"}", GameRecord.class));
        assertEquals("tags: the Result tag is written from the record's setup and result",
                fault("{\"tags\":{\"Result\":\"1-0\"}}", GameRecord.class));
        assertEquals("tags.Event: expected the tag's value as a string, found the number 3",
                fault("{\"tags\":{\"Event\":3}}", GameRecord.class));
        assertEquals("setup.energy: bad energy model at index 9 of \"magnetic 45\": expected a rotation of 0, 90, 180"
                + " or 270, found \"45\"", fault("{\"setup\":{\"energy\":\"magnetic 45\"}}", GameRecord.class));
        assertEquals("mainline: expected the main line as an array, found an object",
                fault("{\"mainline\":{}}", GameRecord.class));
        assertEquals("expected a game record as an object, found an array", fault("[]", GameRecord.class));
        assertEquals("[1]: expected a child index from 0 up, found -1", fault("[0,-1]", NodePath.class));
    }

    /** A line of two plies whose second holds, as its variation, the line nested one level less. */
    private static String nested(int levels) {
        String second = "{\"move\":\"b1b2\",\"landingEnergy\":1"
                + (levels == 0 ? "" : ",\"variations\":[" + nested(levels - 1) + "]") + "}";
        return "[{\"move\":\"a1a2\",\"landingEnergy\":1}," + second + "]";
    }

    @Test
    void variationsNestSixtyFourDeepAndNoDeeper() throws Exception {
        GameRecord deepest = mapper.readValue("{\"mainline\":" + nested(64) + "}", GameRecord.class);
        assertEquals(deepest, mapper.readValue(mapper.writeValueAsString(deepest), GameRecord.class));
        String message = fault("{\"mainline\":" + nested(65) + "}", GameRecord.class);
        assertEquals("mainline[1]" + ".variations[0][1]".repeat(64) + ".variations: variations nest at most 64 deep",
                message);
    }

    @Test
    void unknownKeysAreSkippedWhenTheMapperAllowsThem() throws Exception {
        ObjectMapper lenient = new ObjectMapper().registerModule(new ShogunModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        GameRecord read = lenient.readValue("{\"site\":\"club\",\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,"
                + "\"san\":\"d3\"}],\"setup\":{\"rules\":\"koth\",\"colour\":\"red\"}}", GameRecord.class);
        assertEquals(1, read.mainline().size());
        assertEquals("koth", read.setup().ruleSet().toString());
        assertEquals(Map.of(), read.tags());
    }
}
