package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.Test;

/**
 * Input of the wrong shape is refused with the adapter's exceptions (Jackson's
 * {@code InvalidFormatException} for a string that is not the value's text, its
 * {@code MismatchedInputException} otherwise) and a one-line message saying why.
 */
class BadInputTest {

    private final JsonAdapter json = JsonAdapter.underTest();

    /** A string refused as not the value's text: Jackson's {@code InvalidFormatException}. */
    private String badText(String text, Class<?> type) {
        Rejection refusal = json.refuse(text, type);
        assertEquals(type, refusal.type());
        assertTrue(refusal.text() != null, refusal.toString());
        return refusal.message();
    }

    private String mismatch(String text, Class<?> type) {
        return json.refuse(text, type).message();
    }

    @Test
    void aStringThatIsNotTheValuesTextNamesTheBadCharacter() {
        Rejection refusal = json.refuse("\"z9\"", Square.class);
        assertEquals("z9", refusal.text());
        assertEquals(Square.class, refusal.type());
        assertEquals("bad square at index 0 of \"z9\": expected a file letter a-h, found 'z'", refusal.message());
        assertTrue(badText("\"8/8/8/8/8/8/8/7 w\"", Position.class)
                .contains("rank 1 has 7 squares, expected 8"));
        assertTrue(badText("\"magnetic 45\"", EnergyModel.class)
                .contains("expected a rotation of 0, 90, 180 or 270"));
        assertTrue(badText("\"sideways\"", RefusalReason.class)
                .startsWith("expected a refusal reason (\"no-piece\", \"not-your-piece\""));
    }

    @Test
    void aValueOfTheWrongTypeSaysWhatWasExpected() {
        assertEquals("expected a square name such as \"d3\" as a string, found the number 42", mismatch("42", Square.class));
        assertEquals("expected a path as an object, found an array", mismatch("[]", MovePath.class));
        assertEquals("expected a rotation, 0, 90, 180 or 270, found the string \"90\"", mismatch("\"90\"", Rotation.class));
        assertTrue(mismatch("45", Rotation.class).contains("45"));
    }

    @Test
    void aMissingKeyIsNamed() {
        assertEquals("expected the key \"shape\"", mismatch("{\"move\":\"d4b6\"}", MovePath.class));
        assertEquals("expected the key \"reason\"", mismatch("{\"result\":\"1-0\",\"winner\":\"white\"}", Outcome.class));
    }

    @Test
    void unknownKeysAreRefusedUnlessTheAdapterIsToldToSkipThem() throws Exception {
        String text = "{\"move\":\"d1d3\",\"shape\":\"U\",\"colour\":\"white\"}";
        assertEquals("unknown key \"colour\" in a path; the keys are move, shape, squares", mismatch(text, MovePath.class));
        assertEquals("d1d3", ((MovePath) json.readSkippingUnknownKeys(text, MovePath.class)).move().toString());
    }

    @Test
    void theTimeSpentAndTheClockLeftHaveTheirOwnNamesNotTheTimeLimits() {
        // "timeMs" is the limit's time only; a report's time spent is "elapsedMs", the clock's time left "clockLeftMs".
        assertEquals("unknown key \"timeMs\" in search progress; the keys are depth, score, principalVariation, nodes,"
                + " nodesPerSecond, elapsedMs, lines", mismatch("{\"depth\":1,\"score\":{\"centipawns\":0},"
                + "\"principalVariation\":[\"d1d3\"],\"nodes\":1,\"timeMs\":1}", SearchProgress.class));
        assertEquals("expected the key \"elapsedMs\"", mismatch("{\"bestMove\":\"d1d3\",\"score\":{\"centipawns\":0},"
                + "\"principalVariation\":[\"d1d3\"],\"depth\":1,\"nodes\":1,\"stopReason\":\"depth\"}", SearchResult.class));
        assertEquals("unknown key \"clockMs\" in search limits; the keys are depth, nodes, timeMs, lines, clockLeftMs,"
                + " incrementMs, movesToGo", mismatch("{\"clockMs\":1000}", SearchLimits.class));
        assertEquals("search limits: \"incrementMs\" and \"movesToGo\" need \"clockLeftMs\"",
                mismatch("{\"incrementMs\":100}", SearchLimits.class));
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
        String head = "{\"bestMove\":\"d1d3\",\"score\":{\"centipawns\":35},\"principalVariation\":[\"d1d3\"],\"depth\":4,\"nodes\":9,"
                + "\"elapsedMs\":1,\"stopReason\":\"depth\",\"lines\":";
        String first = "{\"rank\":1,\"score\":{\"centipawns\":35},\"principalVariation\":[\"d1d3\"]}";
        assertEquals("the first of \"lines\" must have the value's \"score\" and \"principalVariation\"",
                mismatch(head + "[{\"score\":{\"centipawns\":30},\"principalVariation\":[\"d1d3\"]}]}", SearchResult.class));
        assertEquals("the first of \"lines\" must have the value's \"score\" and \"principalVariation\"",
                mismatch(head + "[]}", SearchResult.class));
        assertEquals("line 2 scores better than line 1",
                mismatch(head + "[" + first + ",{\"score\":{\"centipawns\":40},\"principalVariation\":[\"a1a5\"]}]}", SearchResult.class));
        assertEquals("line 2 starts with d1d3, as an earlier line does",
                mismatch(head + "[" + first + ",{\"score\":{\"centipawns\":0},\"principalVariation\":[\"d1d3\",\"e8e7\"]}]}", SearchResult.class));
        assertEquals("\"rank\" is 3, but the rest of the value makes it 2",
                mismatch(head + "[" + first + ",{\"rank\":3,\"score\":{\"centipawns\":0},\"principalVariation\":[\"a1a5\"]}]}", SearchResult.class));
        assertEquals("a line has at least one move",
                mismatch(head + "[" + first + ",{\"score\":{\"centipawns\":0},\"principalVariation\":[]}]}", SearchResult.class));
        assertEquals("a search gives 1 to 16 lines, not 17", mismatch("{\"lines\":17}", SearchLimits.class));
        assertEquals("the first of \"lines\" must have the value's \"score\" and \"principalVariation\"", mismatch("{\"depth\":1,"
                + "\"score\":{\"centipawns\":0},\"principalVariation\":[\"d1d3\"],\"nodes\":1,\"elapsedMs\":1,\"lines\":[{\"score\":{\"centipawns\":0},"
                + "\"principalVariation\":[\"a1a5\"]}]}", SearchProgress.class));
    }

    @Test
    void theRulesOfTheValuesStillHold() {
        assertEquals("a search depth is 1 to 64 plies, not 0", mismatch("{\"depth\":0}", SearchLimits.class));
        assertEquals("expected a score with exactly one of \"centipawns\", \"winIn\" and \"lossIn\"",
                mismatch("{\"centipawns\":1,\"winIn\":2}", Score.class));
        assertEquals("expected \"centipawns\" as a whole number, found the number 1.5", mismatch("{\"centipawns\":1.5}", Score.class));
        assertEquals("a search finds a move exactly when the game is not over", mismatch("{\"bestMove\":null,"
                + "\"score\":{\"centipawns\":0},\"principalVariation\":[],\"depth\":1,\"nodes\":1,\"elapsedMs\":1,\"stopReason\":\"depth\"}",
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
        assertEquals(MovePath.Bent.class, json.read(bent, MovePath.Bent.class).getClass());
        assertTrue(mismatch("\"fixed\"", EnergyModel.Random.class).startsWith("expected Random"));
    }

    @Test
    void aBadMapKeyIsNamed() {
        String message = json.refuse("{\"i9\":1}", Types.map(Square.class, Integer.class)).message();
        assertTrue(message.contains("bad square at index 0 of \"i9\""), message);
    }

    @Test
    void longInputIsCutInMessages() {
        String longText = "x".repeat(10_000);
        String message = badText("\"" + longText + "\"", Square.class);
        assertTrue(message.length() < 300, message);
    }
}
