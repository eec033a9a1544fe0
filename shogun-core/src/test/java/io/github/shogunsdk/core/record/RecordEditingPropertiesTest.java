package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.shogunsdk.api.AddedMove;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.core.properties.LongRun;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * One-call tree editing on generated trees (those of {@link RecordTreePropertiesTest}, all three
 * energy models): a legal move added at any node, by {@code Move}, text or squares, is the node at
 * the returned path, one ply below, landing with the energy a game replayed to the node gives it;
 * every other node keeps its move, energy, comment and glyphs at its path; and the record writes
 * and reads back equal. The walk visits exactly the nodes {@code children} reaches, in depth-first
 * order, and demoting a child twice gives the tree back.
 */
class RecordEditingPropertiesTest {

    @LongRun
    @Property(tries = 300)
    void aLegalMoveAddedAtAnyNodeIsThereAndNothingElseChanges(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameRecord record = tree(seed, random);
        List<NodePath> nodes = reference(record, NodePath.start(), new ArrayList<>());
        NodePath at = random.nextInt(nodes.size() + 1) == 0 ? NodePath.start() : nodes.get(random.nextInt(nodes.size()));
        Game game = record.game(at);
        if (game.outcome().isOver()) {
            return;
        }
        List<Move> legal = game.legalMoves();
        Move move = legal.get(random.nextInt(legal.size()));
        int landing = game.copy().play(move).landingEnergy();
        AddedMove added = switch (random.nextInt(3)) {
            case 0 -> record.addMove(at, move);
            case 1 -> record.addMove(at, move.toString());
            default -> record.addMove(at, move.from(), move.to());
        };
        GameRecord edited = added.record();
        String written = edited.toSgn();
        assertEquals(at, added.path().parent(), written);
        assertEquals(move, edited.node(added.path()).move(), written);
        assertEquals(landing, edited.node(added.path()).landingEnergy(), written);
        assertEquals(edited, Shogun.readRecord(written), written);

        Map<NodePath, String> before = plies(record, nodes);
        List<NodePath> after = reference(edited, NodePath.start(), new ArrayList<>());
        boolean existed = before.containsKey(added.path());
        assertEquals(nodes.size() + (existed ? 0 : 1), after.size(), written);
        Map<NodePath, String> kept = plies(edited, after);
        if (existed) {
            assertSame(record, edited);
        } else {
            kept.remove(added.path());
        }
        assertEquals(before, kept, written);
    }

    @LongRun
    @Property(tries = 200)
    void theWalkVisitsEveryNodeDepthFirstAndDemotingTwiceGivesTheTreeBack(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameRecord record = tree(seed, random);
        List<NodePath> nodes = reference(record, NodePath.start(), new ArrayList<>());
        assertEquals(nodes, record.paths().toList());
        List<NodePath> visited = new ArrayList<>();
        record.forEachNode((path, node) -> {
            assertEquals(record.node(path), node);
            visited.add(path);
        });
        assertEquals(nodes, visited);

        NodePath child = nodes.get(random.nextInt(nodes.size()));
        int index = child.index(child.length() - 1);
        List<RecordNode> siblings = record.children(child.parent());
        GameRecord demoted = record.demote(child);
        if (index + 1 == siblings.size()) {
            assertSame(record, demoted);
            return;
        }
        List<RecordNode> moved = demoted.children(child.parent());
        assertEquals(siblings.get(index).move(), moved.get(index + 1).move());
        assertEquals(siblings.get(index + 1).move(), moved.get(index).move());
        assertNotEquals(record, demoted);
        assertEquals(record, demoted.demote(child));
        assertEquals(demoted, Shogun.readRecord(demoted.toSgn()));
    }

    /** A generated tree whose result is its main line's: {@code *} unless the rules ended it. */
    private static GameRecord tree(long seed, SplittableRandom random) {
        EnergyModel model = switch (random.nextInt(3)) {
            case 0 -> EnergyModel.magnetic();
            case 1 -> EnergyModel.fixed();
            default -> EnergyModel.random(seed);
        };
        GameSetup setup = GameSetup.standard().withEnergyModel(model);
        Game game = Shogun.newGame(setup);
        List<RecordNode> mainline = RecordTreePropertiesTest.line(game, 1 + random.nextInt(30), 3, null, random);
        return GameRecord.of(setup).withMainline(mainline).withResult(game.outcome().result());
    }

    /** Every node's path, depth-first, found with {@code children} alone. */
    private static List<NodePath> reference(GameRecord record, NodePath at, List<NodePath> into) {
        List<RecordNode> children = record.children(at);
        for (int i = 0; i < children.size(); i++) {
            into.add(at.child(i));
            reference(record, at.child(i), into);
        }
        return into;
    }

    /** What each node says of its ply, apart from its variations: move, path, energy, comment, glyphs. */
    private static Map<NodePath, String> plies(GameRecord record, List<NodePath> paths) {
        Map<NodePath, String> plies = new LinkedHashMap<>();
        for (NodePath path : paths) {
            RecordNode node = record.node(path);
            plies.put(path, node.path() + ":" + node.landingEnergy() + " " + node.comment() + " " + node.glyphs());
        }
        return plies;
    }
}
