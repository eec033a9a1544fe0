package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import org.junit.jupiter.api.Test;

/** A move names the ply it follows: played when it follows the last, already played when it is there, else refused. */
class PlyOrderTest {

    @Test
    void aMoveIsNewAlreadyPlayedOrOutOfOrder() {
        Game game = Shogun.newGame(GameSetup.standard());
        game.play(Move.parse("d1d3"));
        assertFalse(PlyOrder.alreadyPlayed(game, 1, Move.parse("e8e7")));
        assertTrue(PlyOrder.alreadyPlayed(game, 0, Move.parse("d1d3")));
        assertEquals("ply 1 of this game is d1d3, not e8e7; the game shows 1 plies now",
                assertThrows(GameException.Conflict.class, () -> PlyOrder.alreadyPlayed(game, 0, Move.parse("e8e7")))
                        .getMessage());
        assertEquals("the move follows ply 2 but the game shows 1 plies; reload the game",
                assertThrows(GameException.Conflict.class, () -> PlyOrder.alreadyPlayed(game, 2, Move.parse("e8e7")))
                        .getMessage());
        assertThrows(GameException.Malformed.class, () -> PlyOrder.alreadyPlayed(game, -1, Move.parse("e8e7")));
    }

    @Test
    void aSessionPlaysAMoveSentTwiceOnceAndCountsItsCommits() {
        GameSession session = new GameSession("g", Shogun.newGame(GameSetup.standard()),
                java.net.InetAddress.getLoopbackAddress(), new ClientQuota(1, 1), 0);
        assertEquals(1, LiveGame.current(session).revision());
        Revised first = LiveGame.playAfter(session, 0, Move.parse("d1d3"), null);
        assertFalse(first.alreadyPlayed());
        assertEquals(2, first.revision());
        Revised again = LiveGame.playAfter(session, 0, Move.parse("d1d3"), null);
        assertTrue(again.alreadyPlayed());
        assertEquals(2, again.revision());
        assertEquals(1, again.state().plies().size());
        session.undo();
        assertEquals(3, LiveGame.current(session).revision());
    }
}
