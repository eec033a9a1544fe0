package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.notation.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Playing, undoing and redoing, and what a game reports about itself. */
class GameTest {

    private static List<String> texts(List<Move> moves) {
        return moves.stream().map(Move::toString).toList();
    }

    @Test
    void newGameStartsFromTheInitialPositionWithMagneticEnergies() {
        Game game = Shogun.newGame();
        assertEquals(GameSetup.standard(), game.setup());
        assertEquals(Position.initial(), game.start());
        assertEquals(Position.initial(), game.position());
        assertEquals(Colour.WHITE, game.sideToMove());
        assertEquals(27, game.legalMoves().size());
        assertEquals(List.of("d1c2", "d1d3", "d1e2"), texts(game.legalMoves(Square.of("d1"))));
        assertTrue(game.legalMoves(Square.of("e8")).isEmpty(), "Red's king is not the side to move");
        assertFalse(game.canUndo());
        assertFalse(game.isCheck());
    }

    @Test
    void playRecordsWhatHappened() {
        Game game = Shogun.newGame();
        Ply ply = game.play("d1d3");
        // d3 holds magnet 3 (odd): the king lands with energy 1.
        assertEquals(2, ply.energyBefore());
        assertEquals(1, ply.energyAfter());
        assertEquals("d1d3:1", ply.toString());
        assertFalse(ply.isCapture());
        assertEquals(Colour.WHITE, ply.mover());
        assertEquals(Position.initial(), ply.before());
        assertEquals(game.position(), ply.after());
        assertEquals(Colour.RED, game.sideToMove());
        assertEquals(List.of(ply), game.history());
    }

    @Test
    void undoAndRedoWalkTheHistory() {
        Game game = Shogun.newGame();
        Ply first = game.play("d1d3");
        Ply second = game.play("e8e7");
        assertEquals(second, game.undo());
        assertEquals(first, game.undo());
        assertEquals(Position.initial(), game.position());
        assertTrue(game.canRedo());
        assertEquals(first, game.redo());
        assertEquals(second, game.redo());
        assertFalse(game.canRedo());
        game.undo();
        game.play("a8a4");
        assertFalse(game.canRedo(), "a new move forgets the undone ones");
        assertThrows(IllegalStateException.class, game::redo);
    }

    @Test
    void undoOnAFreshGameIsRefused() {
        Game game = Shogun.newGame();
        assertThrows(IllegalStateException.class, game::undo);
    }

    @Test
    void illegalOrMalformedMovesLeaveTheGameUnchanged() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.undo();
        Position before = game.position();
        IllegalMoveException illegal = assertThrows(IllegalMoveException.class, () -> game.play("d1d4"));
        assertEquals(IllegalMoveException.Reason.WRONG_DISTANCE, illegal.reason());
        assertThrows(NotationException.class, () -> game.play("d1d9"));
        assertThrows(IllegalMoveException.class, () -> game.play("e8e7"));
        Move kingUp = Shogun.rules().move(before, "d1d3");
        assertThrows(IllegalArgumentException.class, () -> game.play(kingUp, 3));
        assertEquals(before, game.position());
        assertTrue(game.history().isEmpty());
        assertTrue(game.canRedo(), "a refused move does not forget the undone ones");
    }

    @Test
    void aFinishedGameRefusesMoves() {
        Game game = Shogun.newGame(GameSetup.standard().withEnergy(EnergyModel.fixed())
                .withStart(Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w")));
        assertTrue(game.outcome().isOver());
        assertTrue(game.legalMoves().isEmpty());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.play("g1h1"));
        assertEquals(IllegalMoveException.Reason.GAME_OVER, e.reason());
        assertEquals("illegal move g1h1: the game is over: Red wins by checkmate", e.getMessage());
    }

    @Test
    void randomEnergiesRepeatForTheSameSeed() {
        GameSetup setup = GameSetup.standard().withEnergy(EnergyModel.random(7));
        Game one = Shogun.newGame(setup);
        Game two = Shogun.newGame(setup);
        assertEquals(one.start(), two.start());
        for (int i = 0; i < 30 && !one.outcome().isOver(); i++) {
            Move move = one.legalMoves().get(i * 7 % one.legalMoves().size());
            assertEquals(one.play(move), two.play(move));
        }
    }

    @Test
    void tagsAreKeptAndValidated() {
        Game game = Shogun.newGame();
        game.setTag("White", "Ann");
        game.setTag("Event", "Club night");
        assertEquals("Ann", game.tag("White").orElseThrow());
        assertEquals(List.of("White", "Event"), List.copyOf(game.tags().keySet()));
        game.setTag("Event", "");
        assertFalse(game.tag("Event").isPresent());
        assertThrows(IllegalArgumentException.class, () -> game.setTag("Result", "1-0"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("Bad name", "x"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("White", "two\nlines"));
    }
}
