package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The promises a game makes to a frontend, one test per promise: the path played is the path
 * remembered, moves are identified by their squares, refusals are data, one surface answers every
 * question, copies are independent, records keep everything, and a refused call changes nothing.
 */
class GamePromisesTest {

    /**
     * A white pawn P4 on d4 with every square around it empty, so both corners to b6 are open; each
     * side also has a king and a pawn far away, so no side is bare.
     */
    private static final Position OPEN_D4 = Position.parse("k1p16/8/8/8/3P44/8/8/K1P16 w");

    private static final GameSetup FIXED = GameSetup.standard().withEnergyModel(EnergyModel.fixed());

    private static Square sq(String name) {
        return Square.parse(name);
    }

    private static Game openGame() {
        return Shogun.newGame(FIXED.withStart(OPEN_D4));
    }

    @Test
    void theMovesHandedOutFollowEveryChangeOfTheGame() {
        Game game = Shogun.newGame();
        List<Move> first = game.legalMoves();
        assertEquals(game.rules().legalMoves(game.position()), first);
        game.play(Move.parse("d1d3"));
        assertEquals(game.rules().legalMoves(game.position()), game.legalMoves(), "after a move, Red's moves");
        assertThrows(IllegalMoveException.class, () -> game.play(Move.parse("a1a5")), "White's move from before");
        game.undo();
        assertEquals(first, game.legalMoves(), "after undo, White's moves again");
        game.redo();
        assertEquals(game.rules().legalMoves(game.position()), game.legalMoves(), "after redo");
        game.legalMoves();
        game.resign(Colour.RED);
        assertEquals(List.of(), game.legalMoves(), "a resigned game has no moves");
        assertThrows(IllegalMoveException.class, () -> game.play(Move.parse("e8e7")));
        game.undo();
        assertEquals(game.rules().legalMoves(game.position()), game.legalMoves(), "resignation taken back with the move");
        game.agreeDraw();
        assertEquals(List.of(), game.legalMoves(), "an agreed draw has no moves");
    }

    @Test
    void theSecondCornerPlayedIsTheCornerRemembered() {
        Game game = openGame();
        Move d4b6 = Move.parse("d4b6");
        // Left-first (c4, b4, b5) comes before up-first (d5, d6, c6) in shape order.
        List<MovePath> paths = game.paths(d4b6);
        assertEquals(List.of(Shape.LU, Shape.UL), paths.stream().map(MovePath::shape).toList());
        MovePath upFirst = paths.get(1);
        assertEquals(List.of(sq("d5"), sq("d6"), sq("c6"), sq("b6")), upFirst.squares());

        Ply ply = game.play(upFirst);
        assertEquals(upFirst, ply.path());
        assertEquals(upFirst, game.lastPly().orElseThrow().path());
        assertEquals(upFirst, game.history().get(0).path());
        assertEquals(upFirst, game.undo().path());
        assertEquals(upFirst, game.redo().path());

        String record = game.toSgn();
        assertTrue(record.contains("d4b6:4 {UL}"), record);
        Game replayed = Shogun.readGame(record);
        assertEquals(upFirst, replayed.lastPly().orElseThrow().path());
        assertEquals(game.history(), replayed.history());
    }

    @Test
    void aMoveWithoutAPathTakesTheFirstOpenCornerAndTheRecordNeedsNoComment() {
        Game game = openGame();
        Ply ply = game.play(Move.parse("d4b6"));
        assertEquals(Shape.LU, ply.path().shape());
        assertFalse(game.toSgn().contains("{LU}"));
        assertEquals(ply, Shogun.readGame(game.toSgn()).lastPly().orElseThrow());
    }

    @Test
    void aChosenCornerThatIsBlockedGivesWayToTheOpenOne() {
        // A red pawn on c4 blocks the left-first corner; the up-first corner is open.
        Game game = Shogun.newGame(FIXED.withStart(Position.parse("k1p16/8/8/8/2p1P44/8/8/K1P16 w")));
        MovePath leftFirst = MovePath.of(Move.parse("d4b6"), Shape.LU).orElseThrow();
        Ply ply = game.play(leftFirst);
        assertEquals(Shape.UL, ply.path().shape());
        assertFalse(game.toSgn().contains("{UL}"), "the only open path is the default one");
    }

    @Test
    void movesAreEqualWhenTheirSquaresAre() {
        Game game = openGame();
        Move byText = Move.parse("d4b6");
        Move byPath = MovePath.bent(sq("d4"), io.github.shogunsdk.api.Direction.UP, 2,
                io.github.shogunsdk.api.Direction.LEFT, 2).move();
        assertEquals(byText, byPath);
        assertTrue(game.legalMoves().contains(byPath));
        assertTrue(game.rules().isLegal(game.position(), byPath));
        assertEquals(Set.copyOf(game.legalMoves()).size(), game.legalMoves().size(), "one move per (from, to)");
    }

    @Test
    void aBlockedMoveIsRefusedWithItsBlockersAsData() {
        // White pawns on c4 and d5 block both corners from d4 to b6.
        Game game = Shogun.newGame(FIXED.withStart(Position.parse("k1p16/8/8/3P14/2P1P44/8/8/K1P16 w")));
        Refusal refusal = game.refusal(sq("d4"), sq("b6")).orElseThrow();
        assertEquals(RefusalReason.BLOCKED, refusal.reason());
        assertEquals(Set.of(sq("c4"), sq("d5")), refusal.blockers());
        assertEquals(Set.of(), refusal.checkers());
        assertEquals(4, refusal.distance());
        assertEquals(4, refusal.energy().getAsInt());
        assertEquals("illegal move d4b6: both paths are blocked, at c4 and d5", refusal.message());
        IllegalMoveException thrown = assertThrows(IllegalMoveException.class, () -> game.play(sq("d4"), sq("b6")));
        assertEquals(refusal, thrown.getRefusal());
        assertEquals(refusal.message(), thrown.getMessage());
    }

    @Test
    void aMoveIntoCheckNamesTheCheckers() {
        // The white king on e1 (energy 1) may not step to e2: the red pawn on e4 (energy 2) reaches it.
        Game game = Shogun.newGame(FIXED.withStart(Position.parse("k1p16/8/8/8/4p23/8/8/P13K13 w")));
        Refusal refusal = game.refusal(sq("e1"), sq("e2")).orElseThrow();
        assertEquals(RefusalReason.LEAVES_KING_IN_CHECK, refusal.reason());
        assertEquals(Set.of(sq("e4")), refusal.checkers());
        assertEquals("illegal move e1e2: it leaves the white king on e2 in check by the red pawn on e4",
                refusal.message());
    }

    @Test
    void clickingTheSameSquareTwiceIsARefusalNotACrash() {
        Game game = Shogun.newGame();
        Refusal refusal = game.refusal(sq("d1"), sq("d1")).orElseThrow();
        assertEquals(RefusalReason.NO_MOVEMENT, refusal.reason());
        assertEquals(Optional.empty(), refusal.move());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.play(sq("d1"), sq("d1")));
        assertEquals(RefusalReason.NO_MOVEMENT, e.getRefusal().reason());
        assertEquals(Position.initial(), game.position());
    }

    @Test
    void gameAndRulesGiveTheSameLegalMovesOfASquare() {
        Game game = Shogun.newGame(FIXED);
        for (Square square : Square.all()) {
            assertEquals(game.rules().legalMoves(game.position(), square), game.legalMoves(square), square.toString());
        }
        assertEquals(List.of(), game.legalMoves(sq("e8")), "Red's king, and White is to move");
        assertEquals(List.of(Move.parse("d1c2"), Move.parse("d1d3"), Move.parse("d1e2")), game.legalMoves(sq("d1")));
    }

    @Test
    void attackersAndDefendersAreSquaresFromTheGameToo() {
        Game game = Shogun.newGame(FIXED.withStart(Position.parse("8/5P21P3/8/5p32/3p43P1/4p43/3k24/3P21p3K21 w")));
        assertEquals(Set.of(sq("d4"), sq("e3"), sq("f5")), game.attackers(sq("h4")));
        assertEquals(Set.of(sq("h7")), game.defenders(sq("h4")));
        assertEquals(game.rules().attackers(game.position(), sq("h4")), game.attackers(sq("h4")));
        assertEquals(game.rules().reach(game.position(), sq("d4")), game.reach(sq("d4")));
    }

    @Test
    void aCopyIsIndependentAndEqualInEverything() {
        Game game = Shogun.newGame();
        game.setTag("White", "Ann");
        game.play("d1d3");
        game.play("e8e7");
        game.undo();
        Game copy = game.copy();
        assertEquals(game.history(), copy.history());
        assertEquals(game.position(), copy.position());
        assertEquals(game.tags(), copy.tags());
        assertTrue(copy.canRedo());
        assertEquals(game.toSgn(), copy.toSgn());
        copy.redo();
        copy.play(copy.legalMoves().get(0));
        copy.setTag("White", "Bob");
        assertEquals(1, game.history().size(), "the original is untouched");
        assertEquals("Ann", game.tag("White").orElseThrow());
        assertTrue(game.canRedo());
        assertEquals(3, copy.history().size());
    }

    @Test
    void aLandingEnergyThatContradictsTheMagnetsIsRefusedBeforeAnythingChanges() {
        Game game = Shogun.newGame();
        // d3 holds magnet 3, odd, so a king lands there with energy 1.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.play(Move.parse("d1d3"), 2));
        assertTrue(e.getMessage().contains("gives 1"), e.getMessage());
        assertEquals(List.of(), game.history());
        assertEquals(1, game.play(Move.parse("d1d3"), 1).landingEnergy());
        assertEquals(game.history(), Shogun.readGame(game.toSgn()).history());
    }

    @Test
    void aLandingEnergyOutsideThePiecesRangeIsRefusedBeforeAnythingChanges() {
        // Random energies accept any energy in the piece's range, so only the range can refuse here;
        // the start is the initial position, whose king on d1 has energy 2 and pawn on a1 energy 4.
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.random(7)).withStart(Position.initial()));
        String record = game.toSgn();
        Move king = Move.parse("d1d3");
        Move pawn = Move.parse("a1a5");
        for (int energy : new int[] {Integer.MIN_VALUE, -5, -1, 0, 3, 5, Integer.MAX_VALUE}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.play(king, energy));
            assertEquals("a king lands with energy 1 to 2, not " + energy, e.getMessage());
            if (energy < 1 || energy > 4) {
                e = assertThrows(IllegalArgumentException.class, () -> game.play(pawn, energy));
                assertEquals("a pawn lands with energy 1 to 4, not " + energy, e.getMessage());
            }
            assertEquals(record, game.toSgn());
            assertEquals(Position.initial(), game.position());
        }
        assertEquals(2, game.play(king, 2).landingEnergy());
        assertEquals(game.history(), Shogun.readGame(game.toSgn()).history());
    }

    @Test
    void aNegativeLandingEnergyIsNotTakenForTheModelsOwn() {
        // Under the magnets the king lands on d3 (magnet 3) with energy 1; -1 is not "no energy".
        Game game = Shogun.newGame();
        for (int energy : new int[] {-1, 0, Integer.MIN_VALUE}) {
            assertThrows(IllegalArgumentException.class, () -> game.play(Move.parse("d1d3"), energy));
            assertEquals(List.of(), game.history());
        }
    }

    @Test
    void aRecordKeepsTheSetupExactly() {
        for (GameSetup setup : List.of(GameSetup.standard(), FIXED.withStart(OPEN_D4),
                GameSetup.standard().withRuleSet(RuleSet.of(Variant.KOTH).withQuietPlyLimit(1_000_000_000)
                        .withRepetitionDraw(false)),
                GameSetup.standard().withEnergyModel(EnergyModel.random(-7)),
                GameSetup.standard().withEnergyModel(EnergyModel.parse("magnetic 270")),
                GameSetup.standard().withStart(Position.initial()))) {
            Game game = Shogun.newGame(setup);
            assertEquals(setup, Shogun.readGame(game.toSgn()).setup(), setup.toString());
        }
    }

    @Test
    void outcomesGiveTheirResultTokens() {
        assertEquals("*", Outcome.ongoing().result());
        assertEquals("1-0", Outcome.win(Colour.WHITE, WinReason.CHECKMATE).result());
        assertEquals("0-1", Outcome.win(Colour.RED, WinReason.BARE_KING).result());
        assertEquals("1/2-1/2", Outcome.draw(DrawReason.REPETITION).result());
    }

    @Test
    void aResignationIsAnOutcomeThatRecordsKeep() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.resign(Colour.RED);
        assertEquals(Outcome.win(Colour.WHITE, WinReason.RESIGNATION), game.outcome());
        assertEquals(List.of(), game.legalMoves());
        assertThrows(IllegalMoveException.class, () -> game.play("e8e7"));
        assertThrows(IllegalStateException.class, game::agreeDraw);
        String record = game.toSgn();
        assertTrue(record.contains("[Result \"1-0\"]") && record.contains("{White wins by resignation} 1-0"), record);
        assertEquals(game.outcome(), Shogun.readGame(record).outcome());
        game.undo();
        assertEquals(Outcome.ongoing(), game.outcome(), "undo takes the resignation back with the move");
    }

    @Test
    void aDecisiveResultOnAnUnfinishedGameIsTheLosersResignation() {
        assertEquals(Outcome.win(Colour.RED, WinReason.RESIGNATION), Shogun.readGame("1. d1d3:1 0-1").outcome());
        assertEquals(Outcome.draw(DrawReason.AGREEMENT), Shogun.readGame("1. d1d3:1 1/2-1/2").outcome());
        Game agreed = Shogun.newGame();
        agreed.agreeDraw();
        assertEquals(agreed.outcome(), Shogun.readGame(agreed.toSgn()).outcome());
    }

    @Test
    void theResultTagCannotBeSetByHand() {
        Game game = Shogun.newGame();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.setTag("Result", "0-1"));
        assertTrue(e.getMessage().contains("resign"), e.getMessage());
    }

    @Test
    void countersAtTheirLimitSaturateInsteadOfBreakingTheGame() {
        Position late = Position.parse("p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 r 2147483647 2147483647");
        Game game = Shogun.newGame(FIXED.withStart(late).withRuleSet(RuleSet.standard().withQuietPlyLimit(0)));
        Ply ply = game.play("e8e7");
        assertEquals(Integer.MAX_VALUE, ply.after().moveNumber());
        assertEquals(Integer.MAX_VALUE, ply.after().quietPlies());
        assertEquals(Colour.WHITE, game.sideToMove());
        assertEquals(game.position().sideToMove(), game.sideToMove());
        game.undo();
        assertEquals(late, game.position());
        assertEquals(game.history(), Shogun.readGame(game.toSgn()).history());
    }

    @Test
    void nullArgumentsAreNamed() {
        Game game = Shogun.newGame();
        assertEquals("from", assertThrows(NullPointerException.class, () -> game.legalMoves(null)).getMessage());
        assertEquals("move", assertThrows(NullPointerException.class, () -> game.play((Move) null)).getMessage());
        assertEquals("text", assertThrows(NullPointerException.class, () -> game.play((String) null)).getMessage());
        assertEquals("side", assertThrows(NullPointerException.class, () -> game.resign(null)).getMessage());
        assertEquals("record", assertThrows(NullPointerException.class, () -> Shogun.readGame(null)).getMessage());
        assertEquals("spn", assertThrows(NullPointerException.class, () -> Position.parse(null)).getMessage());
        assertEquals(0, game.history().size());
    }

    @Test
    void refusedMovesLeaveTheGameUntouched() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        String before = game.toSgn();
        Position position = game.position();
        assertThrows(IllegalMoveException.class, () -> game.play("d3d4"));
        assertThrows(IllegalMoveException.class, () -> game.play("a8a5"));
        assertThrows(io.github.shogunsdk.api.NotationException.class, () -> game.play("z9"));
        assertEquals(before, game.toSgn());
        assertEquals(position, game.position());
        assertNotEquals(List.of(), game.history());
    }
}
