package io.github.shogunsdk.jackson3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.MovePath;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;

/**
 * What differs from the Jackson 2 module because Jackson 3's defaults differ: unknown keys are
 * skipped, since {@code FAIL_ON_UNKNOWN_PROPERTIES} is off, and refused once it is on.
 */
class DefaultsTest {

    private final JsonMapper mapper = JsonMapper.builder().addModule(new ShogunModule()).build();

    @Test
    void unknownKeysAreSkippedAsJackson3DoesByDefaultAndRefusedWhenItIsToldTo() {
        String json = "{\"move\":\"d1d3\",\"shape\":\"U\",\"colour\":\"white\"}";
        assertEquals("d1d3", mapper.readValue(json, MovePath.class).move().toString());
        JsonMapper strict = mapper.rebuild().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();
        MismatchedInputException e = assertThrows(MismatchedInputException.class, () -> strict.readValue(json, MovePath.class));
        assertEquals("unknown key \"colour\" in a path; the keys are move, shape, squares", e.getOriginalMessage());
    }

    @Test
    void unknownKeysOfARecordAreSkippedByDefault() {
        GameRecord read = mapper.readValue("{\"site\":\"club\",\"mainline\":[{\"move\":\"d1d3\",\"landingEnergy\":1,"
                + "\"san\":\"d3\"}]}", GameRecord.class);
        assertEquals(1, read.mainline().size());
    }
}
