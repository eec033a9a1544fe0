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
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.RefusalReason;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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
        assertEquals(List.of("d1c2", "d1d3", "d1e2"), texts(game.legalMoves(Square.parse("d1"))));
        assertTrue(game.legalMoves(Square.parse("e8")).isEmpty(), "Red's king is not the side to move");
        assertFalse(game.canUndo());
        assertFalse(game.isInCheck());
    }

    @Test
    void playRecordsWhatHappened() {
        Game game = Shogun.newGame();
        Ply ply = game.play("d1d3");
        // d3 holds magnet 3 (odd): the king lands with energy 1.
        assertEquals(2, ply.energyBefore());
        assertEquals(1, ply.landingEnergy());
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
    void questionsAboutTheCurrentPositionFollowItsRules() {
        // docs/RULES.md §5: White's king g1 (energy 1) reaches f1, g2 and h1, and may only go to h1.
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("8/5P21P3/8/5p32/3p43P1/4p33/3k24/3P21p3K11 w")));
        Position position = game.position();
        Rules rules = game.rules();
        assertEquals(game.setup().ruleSet(), rules.ruleSet());
        assertEquals(rules.isInCheck(position), game.isInCheck());
        for (Square square : position.pieces().keySet()) {
            assertEquals(rules.attackers(position, square), game.attackers(square), square.toString());
            assertEquals(rules.defenders(position, square), game.defenders(square), square.toString());
            assertEquals(rules.reach(position, square), game.reach(square), square.toString());
            assertEquals(rules.legalMoves(position, square), game.legalMoves(square), square.toString());
        }
        assertEquals(Set.of(Square.parse("f1"), Square.parse("g2"), Square.parse("h1")), game.reach(Square.parse("g1")));
        assertEquals(List.of(Move.parse("g1h1")), game.legalMoves(Square.parse("g1")));
        assertEquals(RefusalReason.LEAVES_KING_IN_CHECK,
                game.refusal(Square.parse("g1"), Square.parse("g2")).orElseThrow().reason());
        assertTrue(game.refusal(Square.parse("g1"), Square.parse("h1")).isEmpty());
        assertEquals(rules.refusal(position, Square.parse("g1"), Square.parse("f1")),
                game.refusal(Square.parse("g1"), Square.parse("f1")));
    }

    @Test
    void movesMayBeGivenAsSquaresOrPathsAndTheLastPlyIsKept() {
        // A white pawn of energy 2 on d4 reaches c5 by either corner, c4 or d5.
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("p16k1/8/8/8/3P24/8/8/3K14 w")));
        assertTrue(game.lastPly().isEmpty());
        MovePath leftFirst = MovePath.bent(Square.parse("d4"), Direction.LEFT, 1, Direction.UP, 1);
        MovePath upFirst = MovePath.bent(Square.parse("d4"), Direction.UP, 1, Direction.LEFT, 1);
        assertEquals(List.of(leftFirst, upFirst), game.paths(Move.parse("d4c5")));
        Ply byPath = game.play(upFirst);
        assertEquals(upFirst, byPath.path(), "an open chosen path is the one recorded");
        assertEquals(Optional.of(byPath), game.lastPly());
        Ply bySquares = game.play(Square.parse("h8"), Square.parse("h7"));
        assertEquals(Move.parse("h8h7"), bySquares.move());
        assertEquals(Optional.of(bySquares), game.lastPly());
        game.undo();
        assertEquals(Optional.of(byPath), game.lastPly());
        game.undo();
        assertEquals(leftFirst, game.play(Move.parse("d4c5")).path(), "a move takes the first open path");
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
        assertEquals(RefusalReason.WRONG_DISTANCE, illegal.getRefusal().reason());
        assertThrows(NotationException.class, () -> game.play("d1d9"));
        assertThrows(IllegalMoveException.class, () -> game.play("e8e7"));
        assertThrows(IllegalMoveException.class, () -> game.play(Square.parse("d1"), Square.parse("d1")));
        Move kingUp = Move.parse("d1d3");
        assertThrows(IllegalArgumentException.class, () -> game.play(kingUp, 3));
        // Under the magnetic model the landing energy is the model's: d3 holds 3, so the king gets 1.
        assertThrows(IllegalArgumentException.class, () -> game.play(kingUp, 2));
        assertEquals(before, game.position());
        assertTrue(game.history().isEmpty());
        assertTrue(game.canRedo(), "a refused move does not forget the undone ones");
    }

    @Test
    void underFixedEnergiesTheLandingEnergyIsThePiecesOwn() {
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed()));
        assertThrows(IllegalArgumentException.class, () -> game.play(Move.parse("d1d3"), 1));
        assertTrue(game.history().isEmpty());
        assertEquals(2, game.play(Move.parse("d1d3"), 2).landingEnergy());
        Game random = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.random(3)));
        Move first = random.legalMoves().get(0);
        assertEquals(1, random.play(first, 1).landingEnergy(), "a random game takes any energy in range");
    }

    @Test
    void aFinishedGameRefusesMoves() {
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w")));
        assertTrue(game.outcome().isOver());
        assertTrue(game.legalMoves().isEmpty());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.play("g1h1"));
        assertEquals(RefusalReason.GAME_OVER, e.getRefusal().reason());
        assertEquals("illegal move g1h1: the game is over: Red wins by checkmate", e.getMessage());
    }

    @Test
    void randomEnergiesRepeatForTheSameSeed() {
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.random(7));
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
        assertEquals("Ann", game.tags().get("White"));
        assertEquals(List.of("White", "Event"), List.copyOf(game.tags().keySet()));
        game.setTag("Event", "");
        assertFalse(game.tags().containsKey("Event"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("Result", "1-0"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("Bad name", "x"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("White", "two\nlines"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("White", "CSI\u009b2J"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("", "x"));
        game.setTag("N".repeat(64), "v".repeat(1024));
        assertEquals("v".repeat(1024), game.tags().get("N".repeat(64)));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("N".repeat(65), "x"));
        assertThrows(IllegalArgumentException.class, () -> game.setTag("White", "v".repeat(1025)));
        assertEquals("Ann", game.tags().get("White"), "a refused value leaves the tag as it was");
    }
}
