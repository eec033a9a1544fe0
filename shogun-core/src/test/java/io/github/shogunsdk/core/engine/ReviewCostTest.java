package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A review's work grows linearly with the game's length, however long it goes without a capture:
 * the engine takes each position's key once, as the game is replayed, instead of walking back to
 * the last capture and building every position again for each search (which made a review of a
 * game with no capture quadratic in its length). The work is counted as the bytes the review
 * allocates, which a loaded machine does not change; the searches are one node each, so the
 * review's own work is what is counted.
 */
class ReviewCostTest {

    /** Standard rules without the quiet-ply limit, so a game can go on without a capture; repetition draws. */
    private static final GameSetup QUIET = GameSetup.standard().withRuleSet(RuleSet.standard().withQuietPlyLimit(0))
            .withEnergyModel(EnergyModel.fixed());

    @Test
    void fourTimesTheQuietPliesCostFarLessThanSixteenTimesTheWork() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count the bytes a thread allocates");
        GameRecord shorter = quietRecord(2_000);
        GameRecord longer = quietRecord(8_000);
        long shorterBytes = allocatedByReview(threads, shorter);
        long longerBytes = allocatedByReview(threads, longer);
        System.out.printf("review of 2 000 quiet plies: %d bytes; of 8 000: %d bytes (%.2f times)%n", shorterBytes,
                longerBytes, (double) longerBytes / shorterBytes);
        // Linear work makes the ratio about 4; the walk back to the last capture made it about 16.
        assertTrue(longerBytes < 8 * shorterBytes, "reviewing 8 000 quiet plies allocated " + longerBytes
                + " bytes, 2 000 allocated " + shorterBytes + ": " + (double) longerBytes / shorterBytes + " times");
    }

    /** The bytes this thread allocates to review a record at one node a search and write it annotated. */
    private static long allocatedByReview(com.sun.management.ThreadMXBean threads, GameRecord record) {
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        GameReview review = GameReview.run(record, Shogun.newEngine(record.setup()), SearchLimits.ofNodes(1));
        String annotated = review.annotated().toSgn();
        long bytes = threads.getThreadAllocatedBytes(thread) - before;
        assertEquals(record.mainline().size(), review.plies().size());
        assertTrue(annotated.length() > record.mainline().size() * 5);
        return bytes;
    }

    /**
     * A game of the given length without a capture, check or end: random quiet moves from the
     * initial position, from a fixed seed.
     */
    static GameRecord quietRecord(int plies) {
        Game game = Shogun.newGame(QUIET);
        Random random = new Random(42);
        for (int played = 0; played < plies; played++) {
            List<Move> moves = new ArrayList<>(game.legalMoves());
            Collections.shuffle(moves, random);
            boolean moved = false;
            for (int i = 0; i < moves.size() && !moved; i++) {
                Ply ply = game.play(moves.get(i));
                moved = !ply.isCapture() && !ply.isCheck() && !game.outcome().isOver();
                if (!moved) {
                    game.undo();
                }
            }
            assertTrue(moved, "no quiet move after " + played + " plies");
        }
        return GameRecord.of(game);
    }
}
