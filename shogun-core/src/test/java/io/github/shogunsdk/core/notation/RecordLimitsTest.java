package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Shogun;
import org.junit.jupiter.api.Test;

/**
 * The limits of records are checked while reading, before anything is replayed: a record with
 * more than {@link Game#MAX_PLIES} moves is refused at the first move beyond the limit, named by
 * its line and column, however many moves follow.
 */
class RecordLimitsTest {

    /** A record of {@code moves} move tokens, ten to a line after one tag line and a blank line. */
    private static String record(int moves) {
        StringBuilder out = new StringBuilder(moves * 5 + 64).append("[Rules \"standard quiet-plies=0\"]\n\n");
        for (int i = 0; i < moves; i++) {
            out.append(i % 2 == 0 ? "d1d2" : "e8e7").append(i % 10 == 9 ? '\n' : ' ');
        }
        return out.toString();
    }

    @Test
    void aTwoMillionPlyRecordIsRefusedAtItsFirstMoveBeyondTheLimit() {
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame(record(2 * Game.MAX_PLIES)));
        // Move 1 000 001 is the first of line 3 + 100 000.
        assertEquals(3 + Game.MAX_PLIES / 10, e.getLine());
        assertEquals(1, e.getColumn());
        assertEquals("d1d2", e.getMove().orElseThrow());
        assertTrue(e.getMessage().contains("more than " + Game.MAX_PLIES + " plies"), e.getMessage());
        assertEquals(1 + Game.MAX_PLIES / 2, e.getMoveNumber().orElseThrow());
    }

    @Test
    void aRecordAtTheLimitIsReplayedNormally() {
        // Within the limit the moves are replayed, so the first illegal one is the error: d1d2 moves
        // the king (energy 2 under the standard magnets) one step.
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame(record(Game.MAX_PLIES)));
        assertEquals(3, e.getLine());
        assertEquals(1, e.getMoveNumber().orElseThrow());
    }

    @Test
    void movesAfterTheResultOrInCommentsAreNotCounted() {
        String record = "[Rules \"standard\"]\n\n1. d1d3 {" + "a1a2 ".repeat(Game.MAX_PLIES + 1) + "} *\n";
        assertEquals(1, Shogun.readGame(record).history().size());
    }
}
