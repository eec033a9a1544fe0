package io.github.shogunsdk.examples.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The input's rules without a window: picks, drops and the choice between two paths. */
class MoveInputTest {

    private static Square sq(String name) {
        return Square.parse(name);
    }

    /** docs/RULES.md §5's position before the mate, White to move (see DesktopGameTest). */
    private static Game beforeMate() {
        return Shogun.readGame(DesktopGameTest.BEFORE_MATE);
    }

    @Test
    void twoOpenPathsAreOfferedAndAClickOnOneCornerChoosesIt() {
        Game game = beforeMate();
        MoveInput input = new MoveInput();
        assertEquals(Optional.empty(), input.click(game, sq("h5")));
        assertEquals(2, input.pathsTo(sq("g6")).size(), "via g5 and via h6");
        assertEquals(Optional.empty(), input.click(game, sq("g6")));
        assertEquals(2, input.offered().size());
        MovePath chosen = input.click(game, sq("g5")).orElseThrow();
        assertEquals(sq("g5"), ((MovePath.Bent) chosen).corner());
        assertTrue(input.picked().isEmpty() && input.offered().isEmpty());
    }

    @Test
    void aClickOffBothPathsWithdrawsTheOffer() {
        Game game = beforeMate();
        MoveInput input = new MoveInput();
        input.click(game, sq("h5"));
        input.click(game, sq("g6"));
        assertEquals(Optional.empty(), input.click(game, sq("g6")), "the destination is on both paths");
        assertTrue(input.offered().isEmpty() && input.picked().isEmpty());
    }

    @Test
    void aDropOffTheDestinationsKeepsThePieceInHandAndOnOnePlaysIt() {
        Game game = beforeMate();
        MoveInput input = new MoveInput();
        input.click(game, sq("h5"));
        assertEquals(Optional.empty(), input.drop(sq("h4")), "h4 is one step away; the pawn has energy 2");
        assertEquals(Optional.of(sq("h5")), input.picked());
        assertEquals(sq("h7"), input.drop(sq("h7")).orElseThrow().to());
    }

    @Test
    void onlyTheSideToMovesPiecesArePickedAndAClickOnEmptySquaresDropsThePiece() {
        Game game = beforeMate();
        MoveInput input = new MoveInput();
        input.click(game, sq("e7")); // Red's pawn; White is to move
        assertTrue(input.picked().isEmpty());
        // White's pawn d1 (energy 2): b1; c2 and e2 by their bottom corners (d2 holds Red's king);
        // f1 captures Red's pawn through e1; d3 is behind the king.
        input.click(game, sq("d1"));
        assertEquals(List.of(sq("b1"), sq("c2"), sq("e2"), sq("f1")), input.targets().keySet().stream().sorted().toList());
        input.click(game, sq("a8"));
        assertTrue(input.picked().isEmpty() && input.targets().isEmpty());
    }
}
