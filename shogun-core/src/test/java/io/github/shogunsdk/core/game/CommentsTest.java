package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Prose comments on plies: read from a record's braces, kept apart from path comments, written
 * back after their ply, and edited through the game.
 */
class CommentsTest {

    private static final String HEADER = "[Rules \"standard\"]\n[Energy \"magnetic\"]\n[Result \"*\"]\n\n";

    @Test
    void aRecordsCommentsBelongToThePlyBeforeThemOrStartTheGame() {
        Game game = Shogun.readGame("{A short game} 1. d1d3:1 {the king\n   steps up} e8e7:2 *");
        assertEquals(Map.of(0, "A short game", 1, "the king steps up"), game.comments());
        assertEquals(Optional.of("the king steps up"), game.comment(1));
        assertEquals(Optional.empty(), game.comment(2));
        assertEquals(HEADER + "{A short game} 1. d1d3:1 {the king steps up} e8e7:2 *\n", game.toSgn());
    }

    @Test
    void severalCommentsAfterOnePlyAreJoinedAndSemicolonRemarksAreNotKept() {
        Game game = Shogun.readGame("1. d1d3 {one} ; a remark\n {two} {} e8e7 {three} *");
        assertEquals(Map.of(1, "one two", 2, "three"), game.comments());
    }

    @Test
    void aPathCommentStaysAPathAndProseAfterItIsKept() {
        String start = "4k12p1/8/8/8/3P44/8/8/4K13 w";
        Game game = Shogun.readGame("[Energy \"fixed\"]\n[Position \"" + start + "\"]\n1. d4b6 {UL} {the far corner} *");
        assertEquals(Shape.UL, game.history().get(0).path().shape());
        assertEquals(Map.of(1, "the far corner"), game.comments());
        String written = game.toSgn();
        assertEquals("[Rules \"standard\"]\n[Energy \"fixed\"]\n[Position \"" + start + "\"]\n[Result \"*\"]\n\n"
                + "1. d4b6:4 {UL} {the far corner} *\n", written);
        Game read = Shogun.readGame(written);
        assertEquals(game.history(), read.history());
        assertEquals(game.comments(), read.comments());
    }

    @Test
    void aProseCommentThatNamesAShapeIsNotTakenForAPath() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.setComment(1, "UL");
        String written = game.toSgn();
        assertEquals(HEADER + "1. d1d3:1 { UL } *\n", written);
        assertEquals(Map.of(1, "UL"), Shogun.readGame(written).comments());
    }

    @Test
    void theEndingCommentIsTheWritersAndHandCommentsAreKept() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.setComment(1, "White steps up");
        game.resign(io.github.shogunsdk.api.Colour.RED);
        String written = game.toSgn();
        assertEquals("[Rules \"standard\"]\n[Energy \"magnetic\"]\n[Result \"1-0\"]\n\n"
                + "1. d1d3:1 {White steps up} {White wins by resignation} 1-0\n", written);
        Game read = Shogun.readGame(written);
        assertEquals(Map.of(1, "White steps up"), read.comments());
        assertEquals(written, read.toSgn());
    }

    @Test
    void setCommentNormalisesRemovesAndRefuses() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.setComment(0, "  opening\tremark \r\n");
        assertEquals(Optional.of("opening remark"), game.comment(0));
        game.setComment(0, " ");
        assertEquals(Map.of(), game.comments());
        IllegalArgumentException brace = assertThrows(IllegalArgumentException.class, () -> game.setComment(1, "a}b"));
        assertEquals("a comment cannot hold '}', which would end it in the record: \"a}b\"", brace.getMessage());
        IllegalArgumentException beyond = assertThrows(IllegalArgumentException.class, () -> game.setComment(2, "x"));
        assertEquals("a comment stands after 0 to 1 plies in this game, not 2", beyond.getMessage());
        assertThrows(IllegalArgumentException.class, () -> game.comment(-1));
        assertEquals(Map.of(), game.comments());
    }

    @Test
    void undoHidesAPlysCommentRedoBringsItBackAndAnotherMoveDropsIt() {
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.setComment(1, "first");
        game.undo();
        assertEquals(Map.of(), game.comments());
        game.redo();
        assertEquals(Map.of(1, "first"), game.comments());
        game.undo();
        game.play("a1a5");
        assertEquals(Map.of(), game.comments());
        Game copy = game.copy();
        game.setComment(1, "on the original");
        assertEquals(Map.of(), copy.comments());
        assertEquals(Map.of(1, "on the original"), game.copy().comments());
    }
}
