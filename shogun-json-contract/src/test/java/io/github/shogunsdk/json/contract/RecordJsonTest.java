package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The record tree as JSON: the documented example byte for byte, generated trees read back equal,
 * keys that may be left out, and faults reported with where they are.
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
    static final String JSON = "{\"setup\":{\"ruleSet\":\"standard\",\"energyModel\":\"magnetic\",\"start\":null},"
            + "\"tags\":{\"Event\":\"Lessons\"},\"comment\":\"Lesson 1\",\"mainline\":["
            + "{\"move\":\"d1d3\",\"shape\":\"U\",\"landingEnergy\":1,\"comment\":\"the king steps up; Red may answer\"},"
            + "{\"move\":\"e8e7\",\"shape\":\"D\",\"landingEnergy\":2,\"glyphs\":[6],\"comment\":\"Red steps up too\","
            + "\"variations\":[[{\"move\":\"d8d7\",\"shape\":\"D\",\"landingEnergy\":3,\"glyphs\":[1],\"comment\":\"better\"}],"
            + "[{\"move\":\"a8a4\",\"shape\":\"D\",\"landingEnergy\":4,\"glyphs\":[5]}]]},"
            + "{\"move\":\"a1a5\",\"shape\":\"U\",\"landingEnergy\":4}],\"result\":\"*\"}";

    private final JsonAdapter json = JsonAdapter.underTest();

    @Test
    void theDocumentedRecordIsWrittenAsDocumentedAndReadsBackEqual() throws Exception {
        GameRecord record = Shogun.readRecord(SGN);
        assertEquals(JSON, json.write(record));
        GameRecord back = (GameRecord) json.read(JSON, GameRecord.class);
        assertEquals(record, back);
        assertEquals(SGN, back.toSgn());
    }

    @Test
    void nodesAndPathsTravelAlone() throws Exception {
        GameRecord record = Shogun.readRecord(SGN);
        RecordNode node = record.node(NodePath.of(0, 0));
        String text = json.write(node);
        assertEquals(JSON.substring(JSON.indexOf("{\"move\":\"e8e7\""), JSON.indexOf(",{\"move\":\"a1a5\"")), text);
        assertEquals(node, json.read(text, RecordNode.class));
        assertEquals("[0,0,1]", json.write(NodePath.of(0, 0, 1)));
        assertEquals(NodePath.of(0, 0, 1), json.read("[0,0,1]", NodePath.class));
        assertEquals(NodePath.start(), json.read("[]", NodePath.class));
    }

    @Test
    void missingKeysTakeTheEmptyRecordsValuesAndAStraightMoveItsOnlyShape() throws Exception {
        Object read = json.read("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1},"
                + "{\"move\":\"e8e7\",\"landingEnergy\":2,\"comment\":null,\"glyphs\":null,\"variations\":null}]}",
                GameRecord.class);
        GameRecord expected = GameRecord.of(GameSetup.standard()).withMainline(List.of(
                RecordNode.of(MovePath.of(Move.parse("d1d3"), Shape.U).orElseThrow(), 1),
                RecordNode.of(MovePath.of(Move.parse("e8e7"), Shape.D).orElseThrow(), 2)));
        assertEquals(expected, read);
        assertEquals(GameRecord.of(GameSetup.standard()), json.read("{}", GameRecord.class));
    }

    @Test
    void commentsAreNormalisedAsARecordReadsThemAndGlyphsAreASet() throws Exception {
        RecordNode node = (RecordNode) json.read("{\"move\":\"d4b6\",\"shape\":\"LU\",\"landingEnergy\":2,"
                + "\"glyphs\":[6,1,6],\"comment\":\"  two\\n\\tlines  \"}", RecordNode.class);
        assertEquals("two lines", node.comment().orElseThrow());
        assertEquals(List.of(1, 6), List.copyOf(node.glyphs()));
        assertEquals(List.of("c4", "b4", "b5", "b6"), node.path().squares().stream().map(Object::toString).toList());
    }

    private String fault(String text, Class<?> type) {
        return json.refuse(text, type).message();
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
        assertEquals("setup.energyModel: bad energy model at index 9 of \"magnetic 45\": expected a rotation of 0, 90, 180"
                + " or 270, found \"45\"", fault("{\"setup\":{\"energyModel\":\"magnetic 45\"}}", GameRecord.class));
        assertEquals("mainline: expected the main line as an array, found an object",
                fault("{\"mainline\":{}}", GameRecord.class));
        assertEquals("expected a game record as an object, found an array", fault("[]", GameRecord.class));
        assertEquals("[1]: expected a child index from 0 up, found -1", fault("[0,-1]", NodePath.class));
        assertEquals("mainline[0].landingEnergy: expected the landing energy from 1 to 4, found 99999999999999999999999",
                fault("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":99999999999999999999999}]}", GameRecord.class));
        assertEquals("setup.start: " + assertThrows(IllegalArgumentException.class, () -> Position.parse("8/8 w")).getMessage(),
                fault("{\"setup\":{\"start\":\"8/8 w\"}}", GameRecord.class));
    }

    /** A fault inside a parse of the API's names its place once (it was named twice before). */
    @Test
    void aMissingOrMistypedMoveSaysWhereOnce() {
        assertEquals("mainline[0]: expected the key \"move\"",
                fault("{\"mainline\":[{\"landingEnergy\":1}]}", GameRecord.class));
        assertEquals("mainline[0].move: expected the move, such as \"d1d3\" as a string, found the number 3",
                fault("{\"mainline\":[{\"move\":3,\"landingEnergy\":1}]}", GameRecord.class));
    }

    @Provide
    Arbitrary<GameRecord> records() {
        return Values.records();
    }

    @Property(tries = 200)
    void generatedTreesReadBackEqualAndAreWrittenAgainTheSame(@ForAll("records") GameRecord record) throws Exception {
        String text = json.write(record);
        Object back = json.read(text, GameRecord.class);
        assertEquals(record, back, text);
        assertEquals(text, json.write(back));
        for (RecordNode node : record.mainline()) {
            assertEquals(node, json.read(json.write(node), RecordNode.class));
        }
    }

    /** A line of two plies whose second holds, as its variation, the line nested one level less. */
    private static String nested(int levels) {
        String second = "{\"move\":\"b1b2\",\"landingEnergy\":1"
                + (levels == 0 ? "" : ",\"variations\":[" + nested(levels - 1) + "]") + "}";
        return "[{\"move\":\"a1a2\",\"landingEnergy\":1}," + second + "]";
    }

    @Test
    void variationsNestSixtyFourDeepAndNoDeeper() throws Exception {
        Object deepest = json.read("{\"mainline\":" + nested(64) + "}", GameRecord.class);
        assertEquals(deepest, json.read(json.write(deepest), GameRecord.class));
        String message = fault("{\"mainline\":" + nested(65) + "}", GameRecord.class);
        assertEquals("mainline[1]" + ".variations[0][1]".repeat(64) + ".variations: variations nest at most 64 deep",
                message);
    }

    @Test
    void unknownKeysAreSkippedWhenTheAdapterIsToldTo() throws Exception {
        GameRecord read = (GameRecord) json.readSkippingUnknownKeys("{\"site\":\"club\",\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,"
                + "\"san\":\"d3\"}],\"setup\":{\"ruleSet\":\"koth\",\"colour\":\"red\"}}", GameRecord.class);
        assertEquals(1, read.mainline().size());
        assertEquals("koth", read.setup().ruleSet().toString());
        assertEquals(Map.of(), read.tags());
    }
}
