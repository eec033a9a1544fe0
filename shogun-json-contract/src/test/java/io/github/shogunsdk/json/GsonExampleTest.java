package io.github.shogunsdk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.ToNumberPolicy;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.json.contract.Corpus;
import io.github.shogunsdk.json.contract.PlainAdapter;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A JSON library with no adapter of the SDK's gets the documented shapes in two calls each way:
 * Gson, as ShogunJson's Javadoc and docs/JSON.md show it.
 */
class GsonExampleTest {

    /** Nulls written (the shapes have null values), text as it is, whole numbers read as Long. */
    private final Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping()
            .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE).create();

    @Test
    void theJavadocsExample() {
        Game game = Shogun.newGame();
        Ply ply = game.play("d1d3");
        String json = gson.toJson(ShogunJson.toPlain(ply));
        assertTrue(json.startsWith("{\"move\":\"d1d3\",\"path\":{\"move\":\"d1d3\",\"shape\":\"U\",\"squares\":[\"d2\",\"d3\"]},"
                + "\"piece\":\"K2\","), json);
        Ply back = ShogunJson.fromPlain(gson.fromJson(json, Object.class), Ply.class);
        assertEquals(ply, back);
    }

    @TestFactory
    List<DynamicTest> everyTextOfTheCorpusByteForByte() {
        PlainAdapter layer = new PlainAdapter();
        return Corpus.entries().stream()
                .map(entry -> DynamicTest.dynamicTest(entry.toString(), () -> {
                    Object value = ShogunJson.fromPlain(gson.fromJson(entry.json(), Object.class), entry.type());
                    assertEquals(layer.read(entry.json(), entry.type()), value);
                    assertEquals(entry.json(), gson.toJson(ShogunJson.toPlain(value)));
                }))
                .collect(Collectors.toList());
    }

    @Test
    void faultsSayWhereTheyAre() {
        JsonShapeException e = assertThrows(JsonShapeException.class, () -> ShogunJson.fromPlain(
                gson.fromJson("{\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":5}]}", Object.class), GameRecord.class));
        assertEquals("mainline[0].landingEnergy", e.getPath());
        assertEquals("expected the landing energy from 1 to 4, found 5", e.getProblem());
    }

    @Test
    void gsonsDefaultNumbersAreNotWhole() {
        // Without LONG_OR_DOUBLE, Gson reads every number as a Double: 1.0, which is not a whole number.
        Object plain = new Gson().fromJson("{\"centipawns\":1}", Object.class);
        JsonShapeException e = assertThrows(JsonShapeException.class,
                () -> ShogunJson.fromPlain(plain, io.github.shogunsdk.api.Score.class));
        assertEquals("expected \"centipawns\" as a whole number, found the number 1.0", e.getMessage());
    }
}
