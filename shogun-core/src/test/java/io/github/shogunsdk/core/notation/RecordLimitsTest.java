package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import org.junit.jupiter.api.Test;

/**
 * The limits of records are checked while reading, before anything is replayed: a record with
 * more than {@link Game#MAX_PLIES} moves, or more than {@link Game#MAX_TAGS} tags besides the SDK's
 * own, is refused at the first move or tag beyond the limit, named by its line and column, however
 * many follow. A game keeps within the same limits, and the longest record it can write fits what
 * a reader accepts.
 */
class RecordLimitsTest {

    /** The longest tag name and value a game accepts ({@code Game.setTag}). */
    private static final int MAX_NAME = 64;
    private static final int MAX_VALUE = 1024;

    private static final String TOO_MANY_TAGS = "a game holds at most 256 tags besides Rules, Energy, Position and Result";

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

    @Test
    void aGameRefusesANewTagBeyondTheLimitButStillChangesAndRemovesTags() {
        Game game = Shogun.newGame();
        for (int i = 0; i < Game.MAX_TAGS; i++) {
            game.setTag("T" + i, "v");
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.setTag("Event", "x"));
        assertEquals(TOO_MANY_TAGS + "; remove one before adding Event", e.getMessage());
        assertEquals(Game.MAX_TAGS, game.tags().size());
        assertTrue(game.tag("Event").isEmpty());
        game.setTag("T0", "changed");
        assertEquals("changed", game.tag("T0").orElseThrow());
        game.setTag("T0", "");
        game.setTag("Event", "x");
        assertEquals(Game.MAX_TAGS, game.tags().size());
    }

    /** A record of the SDK's own tags and {@code count} others, one per line, without moves. */
    private static String taggedRecord(int count) {
        StringBuilder out = new StringBuilder("[Rules \"standard\"]\n[Energy \"magnetic\"]\n[Result \"*\"]\n");
        for (int i = 0; i < count; i++) {
            out.append("[T").append(i).append(" \"v\"]\n");
        }
        return out.append("\n*\n").toString();
    }

    @Test
    void aRecordWithTooManyTagsIsRefusedAtTheFirstTagBeyondTheLimit() {
        assertEquals(Game.MAX_TAGS, Shogun.readGame(taggedRecord(Game.MAX_TAGS)).tags().size());
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame(taggedRecord(100_000)));
        // Three own tags, then tag 257 of the others on line 3 + 257.
        assertEquals(3 + Game.MAX_TAGS + 1, e.getLine());
        assertEquals(1, e.getColumn());
        assertTrue(e.getMessage().endsWith(": " + TOO_MANY_TAGS), e.getMessage());
    }

    @Test
    void theLongestRecordAGameCanWriteFitsTheReadingLimit() {
        // The tags at their longest: names of 64 characters, values of 1 024 quotes and backslashes,
        // each written with an escape, so that every tag line is as long as it can be.
        Game game = Shogun.newGame(GameSetup.standard()
                .withRuleSet(RuleSet.parse("coursework bare-king=king-and-one-pawn quiet-plies=2147483646 repetition=off"))
                .withEnergyModel(EnergyModel.parse("magnetic 1234123412341234123412341234123412341234123412341234123412341234 270"))
                .withStart(Position.parse("p4p4p4p4p4p4p4p4/p4p4p4p4p4p4p4p4/p4p4p4p4p4p4p4p4/p4p4p4p4p4p4p4p4/"
                        + "P4P4P4P4P4P4P4P4/P4P4P4P4P4P4P4P4/P4P4P4P4P4P4P4P4/P4P4P4P4P4P4P4P4 w 2147483647 2147483647")));
        String value = "\"\\".repeat(MAX_VALUE / 2);
        for (int i = 0; i < Game.MAX_TAGS; i++) {
            String name = "T" + i;
            game.setTag(name + "_".repeat(MAX_NAME - name.length()), value);
        }
        String record = game.toSgn();
        Game read = Shogun.readGame(record);
        assertEquals(game.tags(), read.tags());
        assertEquals(game.setup(), read.setup());
        int head = record.indexOf("\n\n") + 2;
        // '[', the name, ' "', the escaped value, '"]' and a line feed.
        int tagLine = 1 + MAX_NAME + 2 + 2 * MAX_VALUE + 2 + 1;
        assertTrue(head >= Game.MAX_TAGS * tagLine && head < Game.MAX_TAGS * tagLine + 1_000, "head of " + head);

        // The moves at their longest: a White ply written "2147483647. a1xa2:4#" with a path comment
        // "{UL}" after it, a Red ply "a1xa2:4#" with its comment, each token followed by a space or
        // a line feed, and a Red first move numbered "2147483647... "; then the final comment and
        // result. Real games are far shorter per ply.
        long whitePly = "2147483647. a1xa2:4#".length() + 1 + "{UL}".length() + 1;
        long redPly = "a1xa2:4#".length() + 1 + "{UL}".length() + 1;
        long moves = (Game.MAX_PLIES + 1) / 2 * whitePly + Game.MAX_PLIES / 2 * redPly
                + "2147483647... ".length() + "{White wins by capturing the king} 1/2-1/2\n".length();
        assertTrue(head + moves <= Shogun.MAX_RECORD_LENGTH, (head + moves) + " characters");
    }
}
