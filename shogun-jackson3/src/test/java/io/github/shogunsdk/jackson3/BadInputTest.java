package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Square;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Input of the wrong shape fails with Jackson 3's exceptions and the same one-line messages as the
 * Jackson 2 module's.
 */
class BadInputTest {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).build();

    private <T extends DatabindException> String fails(Class<T> expected, String json, Class<?> type) {
        T e = assertThrows(expected, () -> mapper.readValue(json, type));
        String message = e.getOriginalMessage();
        assertFalse(message.contains("\n"), message);
        return message;
    }

    private String mismatch(String json, Class<?> type) {
        return fails(MismatchedInputException.class, json, type);
    }

    @Test
    void aStringThatIsNotTheValuesTextNamesTheBadCharacter() {
        InvalidFormatException e = assertThrows(InvalidFormatException.class, () -> mapper.readValue("\"z9\"", Square.class));
        assertEquals("z9", e.getValue());
        assertEquals(Square.class, e.getTargetType());
        assertEquals("bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'", e.getOriginalMessage());
        assertTrue(fails(InvalidFormatException.class, "\"8/8/8/8/8/8/8/7 w\"", Position.class)
                .contains("rank 1 has 7 squares, expected 8"));
        assertTrue(fails(InvalidFormatException.class, "\"magnetic 45\"", EnergyModel.class)
                .contains("expected a rotation of 0, 90, 180 or 270"));
        assertTrue(fails(InvalidFormatException.class, "\"sideways\"", RefusalReason.class)
                .startsWith("expected a refusal reason (\"no-piece\", \"not-your-piece\""));
    }

    @Test
    void aValueOfTheWrongTypeSaysWhatWasExpected() {
        assertEquals("expected a square name such as \"d3\" as a string, found the number 42", mismatch("42", Square.class));
        assertEquals("expected a path as an object, found an array", mismatch("[]", MovePath.class));
        assertEquals("expected a rotation, 0, 90, 180 or 270, found the string \"90\"", mismatch("\"90\"", Rotation.class));
        assertTrue(fails(DatabindException.class, "45", Rotation.class).contains("45"));
    }

    @Test
    void aMissingKeyIsNamed() {
        assertEquals("expected the key \"shape\"", mismatch("{\"move\":\"d4b6\"}", MovePath.class));
        assertEquals("expected the key \"reason\"", mismatch("{\"result\":\"1-0\",\"winner\":\"white\"}", Outcome.class));
    }

    @Test
    void unknownKeysAreSkippedAsJackson3DoesByDefaultAndRefusedWhenItIsToldTo() {
        String json = "{\"move\":\"d1d3\",\"shape\":\"U\",\"colour\":\"white\"}";
        assertEquals("d1d3", mapper.readValue(json, MovePath.class).move().toString());
        JsonMapper strict = mapper.rebuild().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
        MismatchedInputException e = assertThrows(MismatchedInputException.class, () -> strict.readValue(json, MovePath.class));
        assertEquals("unknown key \"colour\" in a path; the keys are move, shape, squares", e.getOriginalMessage());
    }

    @Test
    void keysThatTheRestDetermineMustAgree() {
        assertEquals("the shape U cannot make the move d4b6", mismatch("{\"move\":\"d4b6\",\"shape\":\"U\"}", MovePath.class));
        assertTrue(mismatch("{\"move\":\"d1d3\",\"shape\":\"U\",\"squares\":[\"d3\"]}", MovePath.class)
                .startsWith("\"squares\" is "));
        assertEquals("\"winner\" is red, but the rest of the value makes it white",
                mismatch("{\"result\":\"1-0\",\"winner\":\"red\",\"reason\":\"checkmate\"}", Outcome.class));
        assertTrue(mismatch("{\"over\":true,\"result\":\"*\"}", Outcome.class).startsWith("\"over\" is true"));
        assertTrue(mismatch("{\"result\":\"1-0\",\"reason\":\"repetition\"}", Outcome.class)
                .startsWith("expected a win reason (\"king-captured\""));
        String ply = "{\"path\":{\"move\":\"d1d3\",\"shape\":\"U\"},\"check\":false,\"checkmate\":false,"
                + "\"notation\":\"d1d3:2\",\"before\":\"" + Position.INITIAL_SPN + "\","
                + "\"after\":\"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r\"}";
        assertEquals("\"notation\" is \"d1d3:2\", but the rest of the value makes it \"d1d3:1\"", mismatch(ply, Ply.class));
    }

    @Test
    void severalLinesAreCheckedAgainstTheirValueAndEachOther() {
        String head = "{\"bestMove\":\"d1d3\",\"score\":{\"cp\":35},\"pv\":[\"d1d3\"],\"depth\":4,\"nodes\":9,"
                + "\"timeMs\":1,\"stopReason\":\"depth\",\"lines\":";
        String first = "{\"rank\":1,\"score\":{\"cp\":35},\"pv\":[\"d1d3\"]}";
        assertEquals("the first of \"lines\" must have the value's \"score\" and \"pv\"",
                mismatch(head + "[{\"score\":{\"cp\":30},\"pv\":[\"d1d3\"]}]}", SearchResult.class));
        assertEquals("the first of \"lines\" must have the value's \"score\" and \"pv\"",
                mismatch(head + "[]}", SearchResult.class));
        assertEquals("line 2 scores better than line 1",
                mismatch(head + "[" + first + ",{\"score\":{\"cp\":40},\"pv\":[\"a1a5\"]}]}", SearchResult.class));
        assertEquals("line 2 starts with d1d3, as an earlier line does",
                mismatch(head + "[" + first + ",{\"score\":{\"cp\":0},\"pv\":[\"d1d3\",\"e8e7\"]}]}", SearchResult.class));
        assertEquals("\"rank\" is 3, but the rest of the value makes it 2",
                mismatch(head + "[" + first + ",{\"rank\":3,\"score\":{\"cp\":0},\"pv\":[\"a1a5\"]}]}", SearchResult.class));
        assertEquals("a line has at least one move",
                mismatch(head + "[" + first + ",{\"score\":{\"cp\":0},\"pv\":[]}]}", SearchResult.class));
        assertEquals("a search gives 1 to 16 lines, not 17", mismatch("{\"lines\":17}", SearchLimits.class));
        assertEquals("the first of \"lines\" must have the value's \"score\" and \"pv\"", mismatch("{\"depth\":1,"
                + "\"score\":{\"cp\":0},\"pv\":[\"d1d3\"],\"nodes\":1,\"timeMs\":1,\"lines\":[{\"score\":{\"cp\":0},"
                + "\"pv\":[\"a1a5\"]}]}", SearchProgress.class));
    }

    @Test
    void theRulesOfTheValuesStillHold() {
        assertEquals("a search depth is 1 to 64 plies, not 0", mismatch("{\"depth\":0}", SearchLimits.class));
        assertEquals("expected a score with exactly one of \"cp\", \"winIn\" and \"lossIn\"",
                mismatch("{\"cp\":1,\"winIn\":2}", Score.class));
        assertEquals("expected \"cp\" as a whole number, found the number 1.5", mismatch("{\"cp\":1.5}", Score.class));
        assertEquals("a search finds a move exactly when the game is not over", mismatch("{\"bestMove\":null,"
                + "\"score\":{\"cp\":0},\"pv\":[],\"depth\":1,\"nodes\":1,\"timeMs\":1,\"stopReason\":\"depth\"}",
                SearchResult.class));
        String ply = "{\"path\":{\"move\":\"d1d3\",\"shape\":\"U\"},\"check\":false,\"checkmate\":false,"
                + "\"before\":\"" + Position.INITIAL_SPN + "\",\"after\":\"" + Position.INITIAL_SPN + "\"}";
        assertTrue(mismatch(ply, Ply.class).startsWith("after a ply the moved king stands on d3"));
    }

    @Test
    void aRefusalNeedsItsMessageAndPiece() {
        String start = "{\"from\":\"d1\",\"to\":\"d4\",\"reason\":\"wrong-distance\",";
        assertEquals("expected the refusal's message to start with \"illegal move d1d4: \", found \"too far\"",
                mismatch(start + "\"message\":\"too far\"}", Refusal.class));
        assertEquals("a refusal with an energy needs its \"piece\", such as \"P4\"",
                mismatch(start + "\"message\":\"illegal move d1d4: too far\",\"energy\":2}", Refusal.class));
        assertEquals("\"energy\" is 1, but the rest of the value makes it 2",
                mismatch(start + "\"message\":\"illegal move d1d4: too far\",\"energy\":1,\"piece\":\"K2\"}", Refusal.class));
    }

    @Test
    void aMemberOfASealedFamilyIsReadOnlyFromItsOwnShape() throws Exception {
        String bent = "{\"move\":\"d4b6\",\"shape\":\"UL\"}";
        assertEquals("expected Straight, found Bent \"d4b6 UL\"", mismatch(bent, MovePath.Straight.class));
        assertEquals(MovePath.Bent.class, mapper.readValue(bent, MovePath.Bent.class).getClass());
        assertTrue(fails(DatabindException.class, "\"fixed\"", EnergyModel.Random.class).startsWith("expected Random"));
    }

    @Test
    void aBadMapKeyIsNamed() {
        DatabindException e = assertThrows(DatabindException.class,
                () -> mapper.readValue("{\"i9\":1}", new TypeReference<Map<Square, Integer>>() { }));
        assertTrue(e.getOriginalMessage().contains("bad square at index 0 of \"i9\""), e.getOriginalMessage());
    }

    @Test
    void longInputIsCutInMessages() {
        String longText = "x".repeat(10_000);
        String message = fails(InvalidFormatException.class, "\"" + longText + "\"", Square.class);
        assertTrue(message.length() < 300, message);
    }
}
