package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import org.junit.jupiter.api.Test;

/** Every way a game ends (docs/RULES.md §7), each reached by playing moves. Fixed energies keep them simple. */
class EndingsTest {

    private static Game game(RuleSet rules, String spn) {
        return Shogun.newGame(GameSetup.standard().withRuleSet(rules).withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse(spn)));
    }

    private static Outcome win(Colour winner, WinReason reason) {
        return new Outcome.Win(winner, reason);
    }

    @Test
    void courseworkKingCaptured() {
        // Red's pawn on a3 (energy 2) takes the white king on a1 through a2.
        Game game = game(RuleSet.of(Variant.COURSEWORK), "4k13/8/8/8/8/p27/8/K16P1 r");
        assertEquals(Outcome.ongoing(), game.outcome());
        game.play("a3a1");
        assertEquals(win(Colour.RED, WinReason.KING_CAPTURED), game.outcome());
    }

    @Test
    void bareKing() {
        // White's a2 pawn takes Red's last pawn on a3; Red is left with its king alone.
        Game game = game(RuleSet.standard(), "4k13/8/8/8/8/p17/P17/K17 w");
        game.play("a2a3");
        assertEquals(win(Colour.WHITE, WinReason.BARE_KING), game.outcome());
    }

    @Test
    void hill() {
        Game game = game(RuleSet.of(Variant.KOTH), "p33k13/8/8/8/8/3K14/8/P17 w");
        game.play("d3d4");
        assertEquals(win(Colour.WHITE, WinReason.HILL), game.outcome());
    }

    @Test
    void checkmate() {
        // Red's e7 pawn (energy 4) comes down to e3: the position of docs/RULES.md §5, White mated.
        Game game = game(RuleSet.standard(), "8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r");
        Ply ply = game.play("e7e3");
        assertTrue(ply.isCheck());
        assertTrue(ply.isCheckmate());
        assertEquals("e7e3:4#", ply.toString());
        assertEquals(win(Colour.RED, WinReason.CHECKMATE), game.outcome());
        assertTrue(game.isInCheck());
    }

    @Test
    void trapped() {
        // White's only piece, a pawn of energy 2 on a1, is boxed in once Red's c1 pawn steps to b1.
        Game game = game(RuleSet.standard(), "8/8/8/8/8/8/p17/P21p15 r");
        game.play("c1b1");
        assertEquals(win(Colour.RED, WinReason.TRAPPED), game.outcome());
    }

    @Test
    void threefoldRepetition() {
        Game game = game(RuleSet.standard(), "p13k13/8/8/8/8/8/8/P13K13 w");
        String[] shuffle = {"e1e2", "e8e7", "e2e1", "e7e8"};
        for (int round = 0; round < 2; round++) {
            for (String move : shuffle) {
                assertEquals(Outcome.ongoing(), game.outcome());
                game.play(move);
            }
        }
        // The start position stands for the third time, counters aside.
        assertEquals(new Outcome.Draw(DrawReason.REPETITION), game.outcome());
        assertEquals(Outcome.ongoing(), game(RuleSet.standard().withRepetitionDraw(false), "p13k13/8/8/8/8/8/8/P13K13 w")
                .outcome());
    }

    @Test
    void quietPlyLimit() {
        Game game = game(RuleSet.standard(), "p13k13/8/8/8/8/8/8/P13K13 w 99 60");
        game.play("e1e2");
        assertEquals(new Outcome.Draw(DrawReason.QUIET_PLIES), game.outcome());
        Game unlimited = game(RuleSet.standard().withQuietPlyLimit(0), "p13k13/8/8/8/8/8/8/P13K13 w 99 60");
        unlimited.play("e1e2");
        assertEquals(Outcome.ongoing(), unlimited.outcome());
    }

    @Test
    void resignation() {
        Game game = game(RuleSet.standard(), "p13k13/8/8/8/8/8/8/P13K13 w");
        game.play("e1e2");
        game.resign(Colour.RED);
        assertEquals(win(Colour.WHITE, WinReason.RESIGNATION), game.outcome());
        assertEquals("1-0", game.outcome().result());
        assertTrue(game.legalMoves().isEmpty());
        assertThrows(IllegalStateException.class, () -> game.resign(Colour.WHITE));
        assertThrows(IllegalStateException.class, game::agreeDraw);
        assertEquals(win(Colour.WHITE, WinReason.RESIGNATION), game.outcome(), "refusals leave the game as it was");
        game.undo();
        assertEquals(Outcome.ongoing(), game.outcome(), "undo takes the resignation back with the last move");
        assertEquals(Position.parse("p13k13/8/8/8/8/8/8/P13K13 w"), game.position());
    }

    @Test
    void drawByAgreement() {
        Game game = game(RuleSet.standard(), "p13k13/8/8/8/8/8/8/P13K13 w");
        game.play("e1e2");
        game.agreeDraw();
        assertEquals(new Outcome.Draw(DrawReason.AGREEMENT), game.outcome());
        assertEquals("1/2-1/2", game.outcome().result());
        assertThrows(IllegalStateException.class, game::agreeDraw);
        assertThrows(IllegalStateException.class, () -> game.resign(Colour.RED));
        game.undo();
        assertEquals(Outcome.ongoing(), game.outcome());
    }

    @Test
    void aDecidedGameCannotBeResigned() {
        Game game = game(RuleSet.standard(), "4k13/8/8/8/8/p17/P17/K17 w");
        game.play("a2a3");
        assertThrows(IllegalStateException.class, () -> game.resign(Colour.RED));
        assertThrows(IllegalStateException.class, game::agreeDraw);
        assertEquals(win(Colour.WHITE, WinReason.BARE_KING), game.outcome());
    }

    @Test
    void undoReopensAFinishedGame() {
        Game game = game(RuleSet.standard(), "4k13/8/8/8/8/p17/P17/K17 w");
        game.play("a2a3");
        assertTrue(game.outcome().isOver());
        game.undo();
        assertEquals(Outcome.ongoing(), game.outcome());
    }
}
