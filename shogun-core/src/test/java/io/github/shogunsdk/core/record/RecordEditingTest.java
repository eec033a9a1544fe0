package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.AddedMove;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tree editing in one call, on records whose answers are worked out by hand from RULES.md: the
 * landing energies are the standard magnet layout's (d7 holds 3, a5 4, a4 4).
 */
class RecordEditingTest {

    private static final GameRecord OPENING = Shogun.readRecord("1. d1d3:1 e8e7:2 *");

    private static List<Move> moves(List<RecordNode> nodes) {
        return nodes.stream().map(RecordNode::move).toList();
    }

    @Test
    void aMoveAddedAtANodeWithAContinuationIsAVariationWithItsMagnetsEnergy() {
        AddedMove added = OPENING.addMove(NodePath.mainline(1), "d8d7");
        assertEquals(NodePath.of(0, 1), added.path());
        assertEquals(3, added.node().landingEnergy());
        assertEquals(Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3) *"), added.record());
        // The same move by Move and by squares gives the same record.
        assertEquals(added, OPENING.addMove(NodePath.mainline(1), Move.parse("d8d7")));
        assertEquals(added, OPENING.addMove(NodePath.mainline(1), Square.parse("d8"), Square.parse("d7")));
    }

    @Test
    void aMoveAddedAtTheEndOfALineContinuesIt() {
        AddedMove added = OPENING.addMove(NodePath.mainline(2), "a1a5");
        assertEquals(NodePath.of(0, 0, 0), added.path());
        assertEquals(Shogun.readRecord("1. d1d3:1 e8e7:2 2. a1a5:4 *"), added.record());
        AddedMove inVariation = Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3) *").addMove(NodePath.of(0, 1), "a1a5");
        assertEquals(NodePath.of(0, 1, 0), inVariation.path());
        assertEquals(Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3 2. a1a5:4) *"), inVariation.record());
    }

    @Test
    void aMoveThatIsAlreadyAChildIsNotAddedTwiceAndPromotedMakesItTheMainLine() {
        AddedMove again = OPENING.addMove(NodePath.mainline(1), Move.parse("e8e7"));
        assertSame(OPENING, again.record());
        assertEquals(NodePath.of(0, 0), again.path());
        assertSame(again, again.promoted());
        AddedMove main = OPENING.addMove(NodePath.mainline(1), "d8d7").promoted();
        assertEquals(NodePath.of(0, 0), main.path());
        assertEquals(Shogun.readRecord("1. d1d3:1 d8d7:3 (1... e8e7:2) *"), main.record());
    }

    @Test
    void refusalsAreOneLineAndTheRecordIsUnchanged() {
        String before = OPENING.toSgn();
        IllegalMoveException illegal = assertThrows(IllegalMoveException.class,
                () -> OPENING.addMove(NodePath.start(), "d1d4"));
        assertEquals(-1, illegal.getMessage().indexOf('\n'), illegal.getMessage());
        assertThrows(NotationException.class, () -> OPENING.addMove(NodePath.start(), "d1"));
        // d7's magnet is 3: a stated energy of 2 is refused.
        assertThrows(IllegalMoveException.class, () -> OPENING.addMove(NodePath.mainline(1), "d8d7:2"));
        assertEquals("no node at [5]: ply 1 has 1 children, not 6",
                assertThrows(IllegalArgumentException.class, () -> OPENING.addMove(NodePath.of(5), "d1d3")).getMessage());
        assertEquals(before, OPENING.toSgn());
    }

    @Test
    void aMoveThatEndsTheMainLineSetsAnOpenResultAndRefusesAContradictingOne() {
        // RULES.md §12's example: Red's d4h4 checkmates White's king on g1 (fixed energies).
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r"));
        GameRecord open = GameRecord.of(setup);
        AddedMove mate = open.addMove(NodePath.start(), "d4h4");
        assertEquals("0-1", mate.record().result());
        assertEquals("the record gives the result 1-0, but its main line ended 0-1: Red wins by checkmate",
                assertThrows(IllegalArgumentException.class,
                        () -> open.withResult("1-0").addMove(NodePath.start(), "d4h4")).getMessage());
        assertEquals("0-1", open.withResult("0-1").addMove(NodePath.start(), "d4h4").record().result());
        // Nothing follows a checkmate.
        assertThrows(IllegalMoveException.class, () -> mate.record().addMove(NodePath.mainline(1), "d1d3"));
    }

    @Test
    void theResultFollowsAMainLineThatAPromotionADemotionOrARemovalReshapes() {
        // RULES.md §12's example again: Red's d4h4 checkmates; any other Red move there goes on.
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r"));
        Game start = Shogun.newGame(setup);
        Move quiet = start.legalMoves().stream()
                .filter(move -> !playedOver(start, move))
                .findFirst().orElseThrow();
        GameRecord open = GameRecord.of(setup).addMove(NodePath.start(), quiet).record()
                .addMove(NodePath.start(), "d4h4").record();
        assertEquals("*", open.result());
        GameRecord mated = open.promote(NodePath.of(1));
        assertEquals("d4h4", mated.mainline().get(0).move().toString());
        assertEquals("0-1", mated.result(), "the new main line ends by checkmate");
        assertEquals(mated, Shogun.readRecord(mated.toSgn()));
        assertEquals("*", mated.demote(NodePath.of(0)).result(), "the former result was the rules' ending");
        assertEquals("*", mated.withoutVariation(NodePath.of(0)).result());
        // A resignation declared on the quiet line gives way to the rules' ending, and stays when
        // only a variation goes.
        GameRecord resigned = open.withResult("1-0");
        assertEquals("0-1", resigned.promote(NodePath.of(1)).result());
        assertEquals("1-0", resigned.withoutVariation(NodePath.of(1)).result());
    }

    private static boolean playedOver(Game start, Move move) {
        Game game = start.copy();
        game.play(move);
        return game.outcome().isOver();
    }

    @Test
    void demoteMovesAChildOnePlaceLater() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3) (1... a8a4:4) *");
        NodePath parent = NodePath.mainline(1);
        assertEquals(moves(List.of(record.node(NodePath.of(0, 0)), record.node(NodePath.of(0, 2)),
                record.node(NodePath.of(0, 1)))), moves(record.demote(NodePath.of(0, 1)).children(parent)));
        assertEquals(List.of(Move.parse("d8d7"), Move.parse("e8e7"), Move.parse("a8a4")),
                moves(record.demote(NodePath.of(0, 0)).children(parent)));
        assertSame(record, record.demote(NodePath.of(0, 2)));
    }

    @Test
    void theWalkGoesDepthFirstMainContinuationFirst() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3) 2. a1a5:4 *");
        List<String> visited = new ArrayList<>();
        record.forEachNode((path, node) -> visited.add(path + " " + node.move()));
        assertEquals(List.of("[0] d1d3", "[0, 0] e8e7", "[0, 0, 0] a1a5", "[0, 1] d8d7"), visited);
        assertEquals(List.of(NodePath.of(0), NodePath.of(0, 0), NodePath.of(0, 0, 0), NodePath.of(0, 1)),
                record.paths().toList());
        assertEquals(List.of(), GameRecord.of(GameSetup.standard()).paths().toList());
    }
}
