package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import org.junit.jupiter.api.Test;

/**
 * The web game's record tree: moves off the main line become variations, a move the record has is
 * gone to, back and forward retrace a line, and deleting a variation renumbers the paths after it.
 */
class GameTreeTest {

    private static void play(GameTree tree, String move) {
        tree.played(tree.game().play(Move.parse(move)));
    }

    @Test
    void aMoveOffTheMainLineIsAVariationAndAKnownMoveIsGoneTo() {
        GameTree tree = GameTree.of(Shogun.newGame());
        play(tree, "d1d3");
        play(tree, "e8e7");
        tree.back();
        tree.back();
        play(tree, "a1a5");
        assertEquals(NodePath.of(1), tree.at());
        play(tree, "d8d7");
        assertEquals(NodePath.of(1, 0), tree.at());
        assertEquals("1. d1d3:1 (1. a1a5:4 d8d7:3) 1... e8e7:2 *", tree.record().toSgn().strip().lines()
                .reduce((first, second) -> second).orElseThrow());
        tree.goTo(NodePath.start());
        play(tree, "d1d3");
        assertEquals(NodePath.of(0), tree.at(), "the record's move is gone to, not added again");
        assertEquals(4, tree.nodes());
        assertEquals(tree.game().position(), Shogun.readRecord(tree.record().toSgn()).game(NodePath.of(0)).position());
    }

    @Test
    void forwardRetracesTheLineGoneBackAlong() {
        GameTree tree = GameTree.of(Shogun.readRecord("1. d1d3:1 (1. a1a5:4 d8d7:3) 1... e8e7:2 *"));
        tree.goTo(NodePath.of(1, 0));
        tree.back();
        tree.back();
        assertEquals(NodePath.start(), tree.at());
        tree.forward();
        assertEquals(NodePath.of(1), tree.at(), "back along the variation, not the main line");
        tree.forward();
        assertEquals(NodePath.of(1, 0), tree.at());
        assertFalse(tree.canForward());
        tree.goTo(NodePath.start());
        tree.forward();
        assertEquals(NodePath.of(1), tree.at(), "going to a move before the one shown keeps the line to retrace");
        tree.goTo(NodePath.of(0, 0));
        tree.goTo(NodePath.start());
        tree.forward();
        tree.forward();
        assertEquals(NodePath.of(0, 0), tree.at(), "the main line, retraced");
        tree.goTo(NodePath.of(1));
        tree.back();
        assertEquals(NodePath.start(), tree.at());
        tree.delete(NodePath.of(1));
        tree.forward();
        assertEquals(NodePath.of(0), tree.at(), "with the line gone back along deleted, forward is the main line");
    }

    @Test
    void deletingAVariationRenumbersTheLaterOnesAndShowsThePositionBeforeIt() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 (1. a1a5:4) (1. b1b4:3 d8d7:3) (1. c1c3:3) 1... e8e7:2 *");
        GameTree tree = GameTree.of(record);
        tree.goTo(NodePath.of(2, 0));
        tree.delete(NodePath.of(1));
        assertEquals(NodePath.of(1, 0), tree.at(), "b1b4 moved up from the third child to the second");
        assertEquals("d8d7", tree.game().lastPly().orElseThrow().move().toString());
        tree.delete(NodePath.of(1));
        assertEquals(NodePath.start(), tree.at(), "the position before the deleted move");
        assertEquals(Shogun.newGame().position(), tree.game().position());
        assertEquals(3, tree.nodes());
        assertThrows(IllegalArgumentException.class, () -> tree.delete(NodePath.of(0, 0)), "the main line stays");
        assertThrows(IllegalArgumentException.class, () -> tree.delete(NodePath.of(7)));
    }

    @Test
    void pathsAfterADeletedNodeMoveUpAndThoseInsideItAreGone() {
        assertEquals(NodePath.of(0, 1), GameTree.renumbered(NodePath.of(0, 2), NodePath.of(0, 1)));
        assertEquals(NodePath.of(0, 0, 3), GameTree.renumbered(NodePath.of(0, 1, 3), NodePath.of(0, 0)));
        assertNull(GameTree.renumbered(NodePath.of(0, 1, 0), NodePath.of(0, 1)));
        assertEquals(NodePath.of(0, 1), GameTree.renumbered(NodePath.of(0, 1), NodePath.of(0, 2)));
        assertEquals(NodePath.of(1), GameTree.renumbered(NodePath.of(1), NodePath.of(0, 1)), "another branch");
        assertEquals(NodePath.of(0), GameTree.renumbered(NodePath.of(0), NodePath.of(0, 1)), "before the deleted node");
    }

    @Test
    void theSameMoveByAnotherCornerReplacesALeafAndIsRefusedWhereMovesFollow() {
        GameTree tree = GameTree.of(Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("4k1p12/8/8/8/3P44/8/8/4K13 w"))));
        Game game = tree.game();
        tree.played(game.play(game.paths(Move.parse("d4b6")).get(0)));
        tree.back();
        tree.played(game.play(game.paths(Move.parse("d4b6")).get(1)));
        assertEquals(NodePath.of(0), tree.at());
        assertEquals(1, tree.nodes(), "the leaf was replaced");
        tree.played(game.play(game.legalMoves().get(0)));
        tree.back();
        tree.back();
        Game start = tree.game();
        assertThrows(IllegalArgumentException.class,
                () -> tree.played(start.play(start.paths(Move.parse("d4b6")).get(0))));
        assertEquals(NodePath.start(), tree.at());
        assertTrue(start.history().isEmpty(), "the game took the refused ply back");
    }
}
