package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Records read as trees: where comments, glyphs and variations belong, how the SDK writes them,
 * the errors of malformed ones, and the edits of the API.
 */
class RecordTreeTest {

    private static final String HEAD = "[Rules \"standard\"]\n[Energy \"magnetic\"]\n[Result \"*\"]\n\n";
    private static final String ANNOTATED =
            "{Start} 1. d1d3:1 {the king steps up} e8e7:2 ?! (1... d8d7:3 $1 {better}) 2. a1a5:4 *";

    @Test
    void commentsGlyphsAndVariationsBelongWhereTheGrammarSays() {
        GameRecord record = Shogun.readRecord(ANNOTATED);
        assertEquals("Start", record.startingComment().orElseThrow());
        List<RecordNode> main = record.mainline();
        assertEquals(List.of(Move.parse("d1d3"), Move.parse("e8e7"), Move.parse("a1a5")),
                main.stream().map(RecordNode::move).toList());
        assertEquals("the king steps up", main.get(0).comment().orElseThrow());
        assertEquals(Set.of(6), main.get(1).glyphs());
        assertEquals(1, main.get(1).variations().size());
        RecordNode better = record.node(NodePath.of(0, 1));
        assertEquals(Move.parse("d8d7"), better.move());
        assertEquals(3, better.landingEnergy());
        assertEquals(Set.of(1), better.glyphs());
        assertEquals("better", better.comment().orElseThrow());
        assertEquals(List.of(main.get(1), better), record.children(NodePath.of(0)));
        assertEquals("*", record.result());
    }

    @Test
    void theSdkWritesTheTreeInItsOwnFormAndReadsItBackEqual() {
        GameRecord record = Shogun.readRecord(ANNOTATED);
        String written = record.toSgn();
        assertEquals(HEAD + "{Start} 1. d1d3:1 {the king steps up} e8e7:2 $6 (1... d8d7:3 $1 {better})\n"
                + "2. a1a5:4 *\n",
                written);
        assertEquals(record, Shogun.readRecord(written));
    }

    @Test
    void readGameReadsTheMainLineWithItsComments() {
        Game game = Shogun.readGame(ANNOTATED);
        assertEquals(3, game.history().size());
        assertEquals(Map.of(0, "Start", 1, "the king steps up"), game.comments());
        assertEquals(game.toSgn(), Shogun.readRecord(ANNOTATED).game(NodePath.mainline(3)).toSgn());
    }

    @Test
    void suffixesAreGlyphsOneToSix() {
        GameRecord record = Shogun.readRecord("1. d1d3:1! e8e7:2?? 2. a1a5:4 !? $200 d8d7:3 !! 3. b1b4:3 ? ?! *");
        List<RecordNode> main = record.mainline();
        assertEquals(Set.of(1), main.get(0).glyphs());
        assertEquals(Set.of(4), main.get(1).glyphs());
        assertEquals(Set.of(5, 200), main.get(2).glyphs());
        assertEquals(Set.of(3), main.get(3).glyphs());
        assertEquals(Set.of(2, 6), main.get(4).glyphs());
    }

    @Test
    void aCommentAtTheStartOfAVariationBelongsToThePlyBeforeTheOneItReplaces() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 {a} e8e7:2 ({b} 1... d8d7:3) *");
        assertEquals("a b", record.mainline().get(0).comment().orElseThrow());
        GameRecord first = Shogun.readRecord("{a} 1. d1d3:1 ({c} 1. a1a5:4) *");
        assertEquals("a c", first.startingComment().orElseThrow());
    }

    @Test
    void aCommentOrGlyphAfterAVariationBelongsToThePlyItReplaces() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 (1. a1a5:4) {after} $2 e8e7:2 *");
        assertEquals("after", record.mainline().get(0).comment().orElseThrow());
        assertEquals(Set.of(2), record.mainline().get(0).glyphs());
        assertTrue(record.mainline().get(1).comment().isEmpty());
    }

    @Test
    void variationsNestAndAnAlternativeToAVariationsFirstPlyIsAnotherVariation() {
        GameRecord nested = Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3 2. a1a5:4 (2. b1b4:3)) *");
        RecordNode a1a5 = nested.mainline().get(1).variations().get(0).get(1);
        assertEquals(List.of(List.of(nested.node(NodePath.of(0, 1, 1)))), a1a5.variations());
        assertEquals(Move.parse("b1b4"), nested.node(NodePath.of(0, 1, 1)).move());

        GameRecord flat = Shogun.readRecord("1. d1d3:1 (1. a1a5:4 (1. b1b4:3)) *");
        assertEquals(2, flat.mainline().get(0).variations().size());
        assertEquals(HEAD + "1. d1d3:1 (1. a1a5:4) (1. b1b4:3) *\n", flat.toSgn());
    }

    @Test
    void malformedRecordsAreRefusedWithLineAndColumn() {
        assertEquals("bad record at line 1, column 15: move 1 (d1d4): illegal move d1d4: the white king on d1 has "
                + "energy 2, but d4 is 3 steps away", refusal("1. d1d3:1 (1. d1d4) *"));
        assertEquals("bad record at line 1, column 11: expected ')' to close the variation opened here",
                refusal("1. d1d3:1 (1. a1a5:4"));
        assertEquals("bad record at line 1, column 11: found ')' outside any variation", refusal("1. d1d3:1 ) *"));
        assertEquals("bad record at line 1, column 1: expected a move before '(': a variation is an alternative to the"
                + " ply before it", refusal("(1. d1d3) *"));
        assertEquals("bad record at line 1, column 12: expected a move in the variation, found ')'",
                refusal("1. d1d3:1 () *"));
        assertEquals("bad record at line 1, column 1: expected a move before the glyph $1, which belongs to the ply "
                + "before it", refusal("$1 1. d1d3 *"));
        assertEquals("bad record at line 1, column 6: expected a numeric annotation glyph $1 to $255, found \"$256\"",
                refusal("d1d3 $256 *"));
        assertEquals("bad record at line 2, column 5: move 1 (d1d3): the move d1d3 is already given here; a variation "
                + "holds another move", refusal("1. d1d3:1\n(1. d1d3) *"));
        assertEquals("bad record at line 1, column 23: expected nothing after the result *, found \")\"",
                refusal("1. d1d3:1 (1. a1a5:4 *) *"));
    }

    @Test
    void variationsNestSixtyFourDeepAndNoDeeper() {
        String deepest = nested(GameRecord.MAX_VARIATION_DEPTH);
        GameRecord record = Shogun.readRecord(deepest);
        assertEquals(record, Shogun.readRecord(record.toSgn()));
        String tooDeep = nested(GameRecord.MAX_VARIATION_DEPTH + 1);
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readRecord(tooDeep));
        assertEquals(tooDeep.lastIndexOf('('), e.getErrorIndex());
        assertTrue(e.getMessage().endsWith(": variations nest at most 64 deep"), e.getMessage());
    }

    @Test
    void editsReturnNewRecordsSharingWhatTheyDoNotChange() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3 2. a1a5:4) (1... a8a4:4) 2. b1b4:3 *");
        RecordNode d1d3 = record.mainline().get(0);

        GameRecord promoted = record.promote(NodePath.of(0, 1));
        assertEquals(List.of(Move.parse("d1d3"), Move.parse("d8d7"), Move.parse("a1a5")),
                promoted.mainline().stream().map(RecordNode::move).toList());
        assertEquals(List.of(Move.parse("d8d7"), Move.parse("e8e7"), Move.parse("a8a4")),
                promoted.children(NodePath.of(0)).stream().map(RecordNode::move).toList());
        assertEquals(List.of(Move.parse("d1d3"), Move.parse("e8e7"), Move.parse("b1b4")),
                promoted.line(NodePath.of(0, 1, 0)).stream().map(RecordNode::move).toList());
        assertSame(d1d3, promoted.mainline().get(0));
        assertEquals(HEAD + "1. d1d3:1 d8d7:3 (1... e8e7:2 2. b1b4:3) (1... a8a4:4+) 2. a1a5:4 *\n", promoted.toSgn());
        GameRecord back = promoted.promote(NodePath.of(0, 2)).promote(NodePath.of(0, 1)).promote(NodePath.of(0, 2));
        assertEquals(record.toSgn(), back.toSgn());
        assertEquals(record, back);

        GameRecord removed = record.withoutVariation(NodePath.of(0, 2));
        assertEquals(1, removed.mainline().get(1).variations().size());
        assertSame(record.mainline().get(1).variations().get(0), removed.mainline().get(1).variations().get(0));
        GameRecord mainRemoved = record.withoutVariation(NodePath.of(0, 0));
        assertEquals(List.of(Move.parse("d1d3"), Move.parse("d8d7"), Move.parse("a1a5")),
                mainRemoved.mainline().stream().map(RecordNode::move).toList());
        assertEquals(1, mainRemoved.mainline().get(1).variations().size());

        GameRecord commented = record.withComment(NodePath.of(0, 1, 0), "  a\n good   plan ")
                .withGlyphs(NodePath.of(0, 1), Set.of(5, 1)).withComment(NodePath.start(), "Lesson 1");
        assertEquals("a good plan", commented.node(NodePath.of(0, 1, 0)).comment().orElseThrow());
        assertEquals(List.of(1, 5), List.copyOf(commented.node(NodePath.of(0, 1)).glyphs()));
        assertSame(record.mainline().get(2), commented.mainline().get(2));
        assertEquals(commented, Shogun.readRecord(commented.toSgn()));

        Game game = Shogun.newGame();
        game.play("d1d3");
        game.play("e8e7");
        RecordNode c1c3 = RecordNode.of(game.copy().play("c1c3"));
        GameRecord added = record.withVariation(NodePath.of(0, 0), List.of(c1c3));
        assertEquals(c1c3, added.node(NodePath.of(0, 0, 1)));
        GameRecord extended = record.withVariation(NodePath.of(0, 0, 0), List.of(RecordNode.of(
                record.game(NodePath.of(0, 0, 0)).play("d8d7"))));
        assertEquals(4, extended.mainline().size());
    }

    @Test
    void aGamesRecordIsItsMainLineWithItsComments() {
        Game game = Shogun.readGame("[White \"Ann\"]\n{Start} 1. d1d3:1 {up} e8e7:2 1-0");
        GameRecord record = GameRecord.of(game);
        assertEquals(Map.of("White", "Ann"), record.tags());
        assertEquals("1-0", record.result());
        assertEquals(game.toSgn(), record.toSgn());
        assertEquals(game.history(), record.game(NodePath.mainline(2)).history());
        assertEquals(game.outcome(), record.game(NodePath.mainline(2)).outcome());
        assertTrue(record.game(NodePath.mainline(1)).outcome().isOver() == false);
    }

    @Test
    void factoriesRefuseWhatNoRecordCanHold() {
        RecordNode node = Shogun.readRecord("1. d1d3:1 *").mainline().get(0);
        assertEquals("a comment cannot hold '}', which would end it in the record: \"a}b\"",
                assertThrows(IllegalArgumentException.class, () -> node.withComment("a}b")).getMessage());
        assertEquals("a numeric annotation glyph is 1 to 255, not 256",
                assertThrows(IllegalArgumentException.class, () -> node.withGlyphs(Set.of(256))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> node.withGlyphs(Set.of(0)));
        assertEquals("the move d1d3 is given twice as an alternative to d1d3; the plies that may follow a position are "
                + "distinct", assertThrows(IllegalArgumentException.class,
                        () -> node.withVariation(List.of(node))).getMessage());
        RecordNode other = Shogun.readRecord("1. a1a5:4 *").mainline().get(0);
        RecordNode third = Shogun.readRecord("1. b1b4:3 *").mainline().get(0);
        assertThrows(IllegalArgumentException.class, () -> node.withVariation(List.of(other.withVariation(List.of(third)))));
        assertThrows(IllegalArgumentException.class, () -> node.withVariation(List.of()));
        assertEquals("a landing energy is 1 to 4, not 5",
                assertThrows(IllegalArgumentException.class, () -> RecordNode.of(node.path(), 5)).getMessage());
        GameRecord empty = GameRecord.of(GameSetup.standard());
        assertThrows(IllegalArgumentException.class, () -> empty.withTags(Map.of("Result", "1-0")));
        assertThrows(IllegalArgumentException.class, () -> empty.withResult("2-0"));
        assertThrows(IllegalArgumentException.class, () -> empty.node(NodePath.of(0)));
    }

    @Test
    void aPlyThatCannotBeReplayedIsRefusedWhenWrittenOrPlayed() {
        RecordNode node = Shogun.readRecord("1. d1d3:1 *").mainline().get(0);
        GameRecord twice = GameRecord.of(GameSetup.standard()).withMainline(List.of(node, node));
        assertThrows(io.github.shogunsdk.api.IllegalMoveException.class, twice::toSgn);
        GameRecord wrongEnergy = GameRecord.of(GameSetup.standard()).withMainline(List.of(RecordNode.of(node.path(), 2)));
        assertEquals("move 1 (d1d3): the landing energy 2 contradicts the magnetic energy model, which gives 1",
                assertThrows(IllegalArgumentException.class, wrongEnergy::toSgn).getMessage());
    }

    private static String refusal(String record) {
        return assertThrows(RecordException.class, () -> Shogun.readRecord(record)).getMessage();
    }

    /**
     * A record with variations nested {@code depth} deep: each opens after two plies of the line
     * before, replacing the second by another legal move.
     */
    private static String nested(int depth) {
        Game game = Shogun.newGame();
        StringBuilder text = new StringBuilder();
        text.append(game.play(game.legalMoves().get(0)).move());
        Move next = game.legalMoves().get(0);
        text.append(' ').append(next);
        for (int level = 0; level < depth; level++) {
            Move replaced = next;
            Move alternative = game.legalMoves().stream().filter(m -> !m.equals(replaced)).findFirst().orElseThrow();
            game.play(alternative);
            next = game.legalMoves().get(0);
            text.append(" (").append(alternative).append(' ').append(next);
        }
        return text.append(")".repeat(depth)).toString();
    }
}
