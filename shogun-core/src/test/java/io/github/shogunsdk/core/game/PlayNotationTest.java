package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Game#play(String)} reads every form the SDK writes, with its marks, and refuses marks
 * that are not true of the move. The positions are those of the example game in NOTATION.md:
 * 1. a1a5:4 d8d7:3 2. b1b4:3 b8b6:4 3. c1c3:3 b6xc3:3+.
 */
class PlayNotationTest {

    @Test
    void aPlysOwnNotationPlaysTheSameMove() {
        Game game = Shogun.newGame();
        Ply ply = game.play("a1a5:4");
        assertEquals("a1a5:4", ply.toString());
        assertEquals(4, ply.landingEnergy());
        for (String text : List.of("d8d7:3", "b1-b4:3", "B8B6:4", "c1c3:3")) {
            game.play(text);
        }
        Ply check = game.play("b6xc3:3+");
        assertTrue(check.isCheck());
        assertEquals("b6xc3:3+", check.toString());
    }

    @Test
    void anEnergyTheModelDoesNotGiveIsRefusedSayingSo() {
        Game game = Shogun.newGame();
        Refusal refusal = refused(game, "a1a5:3");
        assertEquals(RefusalReason.WRONG_LANDING_ENERGY, refusal.reason());
        assertEquals("illegal move a1a5: the landing energy 3 contradicts the magnetic energy model, which gives 4",
                refusal.message());
        Refusal outOfRange = refused(game, "a1a5:5");
        assertEquals(RefusalReason.WRONG_LANDING_ENERGY, outOfRange.reason());
        assertEquals("a pawn lands with energy 1 to 4, not 5", outOfRange.explanation());
        assertEquals(RefusalReason.WRONG_LANDING_ENERGY, refused(game, "a1a5:0").reason());
    }

    @Test
    void falseCaptureAndCheckMarksAreRefused() {
        Game game = Shogun.newGame();
        Refusal capture = refused(game, "a1xa5:4");
        assertEquals(RefusalReason.WRONG_MARK, capture.reason());
        assertEquals("the text marks a capture, but a5 is empty", capture.explanation());
        Refusal check = refused(game, "a1a5:4+");
        assertEquals(RefusalReason.WRONG_MARK, check.reason());
        assertEquals("the text marks a check, but the move does not give check", check.explanation());
        assertEquals("the text marks a checkmate, but the move does not give check", refused(game, "a1a5#").explanation());
        for (String text : List.of("a1a5:4", "d8d7:3", "b1b4:3", "b8b6:4", "c1c3:3")) {
            game.play(text);
        }
        assertEquals("the text marks a checkmate, but the move gives check only", refused(game, "b6xc3:3#").explanation());
    }

    @Test
    void marksLeftOutAreNoClaim() {
        Game game = Shogun.newGame();
        for (String text : List.of("a1a5", "d8d7", "b1b4", "b8b6", "c1c3")) {
            game.play(text);
        }
        Ply ply = game.play("b6c3");
        assertTrue(ply.isCapture());
        assertTrue(ply.isCheck());
    }

    @Test
    void aRefusedMarkLeavesTheGameAsItWas() {
        Game game = Shogun.newGame();
        game.play("a1a5");
        game.undo();
        String before = game.toSgn();
        refused(game, "a1a5:4+");
        refused(game, "a1a5:2");
        assertEquals(before, game.toSgn());
        assertTrue(game.canRedo(), "a refused move does not clear the moves to redo");
        assertEquals(0, game.history().size());
        assertEquals("a1a5:4", game.redo().toString());
    }

    @Test
    void underRandomEnergiesTheMarkChoosesTheEnergy() {
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.random(42)));
        Move move = game.legalMoves().stream()
                .filter(m -> game.position().pieceAt(m.from()).orElseThrow().kind() != PieceKind.KING).findFirst().orElseThrow();
        assertEquals(3, game.play(move + ":3").landingEnergy());
        assertFalse(game.history().isEmpty());
        Move king = game.legalMoves().stream()
                .filter(m -> game.position().pieceAt(m.from()).orElseThrow().kind() == PieceKind.KING).findFirst().orElseThrow();
        Refusal refusal = refused(game, king + ":3");
        assertEquals(RefusalReason.WRONG_LANDING_ENERGY, refusal.reason());
        assertEquals("a king lands with energy 1 to 2, not 3", refusal.explanation());
    }

    @Test
    void malformedMarksAreNotationErrors() {
        Game game = Shogun.newGame();
        NotationException noDigit = assertThrows(NotationException.class, () -> game.play("a1a5:"));
        assertEquals("bad move at index 5 of \"a1a5:\": expected a landing energy digit after ':', found the end of the text",
                noDigit.getMessage());
        NotationException trailing = assertThrows(NotationException.class, () -> game.play("a1a5:4x"));
        assertEquals(6, trailing.getErrorIndex());
        assertEquals("bad move at index 6 of \"a1a5:4x\": expected the end of the move, found 'x'", trailing.getMessage());
        NotationException file = assertThrows(NotationException.class, () -> game.play("z1a5"));
        assertEquals("bad move at index 0 of \"z1a5\": expected a file letter a-h, found 'z'", file.getMessage());
        NotationException same = assertThrows(NotationException.class, () -> game.play("a1a1"));
        assertEquals(2, same.getErrorIndex());
    }

    private static Refusal refused(Game game, String text) {
        return assertThrows(IllegalMoveException.class, () -> game.play(text)).getRefusal();
    }
}
