package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code shogun review}'s progress where standard error is not a terminal (as in the tests): a line
 * saying how many plies of how many are done, at most once an interval, and nothing from a review
 * shorter than the interval.
 */
class ReviewProgressTest {

    @Test
    void aLineAtMostOnceAnIntervalSaysHowManyPliesOfHowManyAreDone() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (ReviewProgress progress = ReviewProgress.start(new PrintStream(err, true, StandardCharsets.UTF_8), 3, 0)) {
            progress.reviewed(1);
            progress.reviewed(2);
            progress.reviewed(3);
        }
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(3, lines.size(), lines.toString());
        for (int i = 0; i < 3; i++) {
            assertTrue(lines.get(i).matches("reviewed " + (i + 1) + " of 3 plies, \\d+ s"), lines.get(i));
        }
    }

    @Test
    void aReviewShorterThanTheIntervalWritesNothing() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (ReviewProgress progress = ReviewProgress.start(new PrintStream(err, true, StandardCharsets.UTF_8), 2,
                (long) ReviewProgress.LOG_SECONDS * 1_000_000_000L)) {
            progress.reviewed(1);
            progress.reviewed(2);
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }
}
