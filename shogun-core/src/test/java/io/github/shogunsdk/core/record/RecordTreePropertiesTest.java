package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Generated trees (up to four levels of variations, up to three alternatives at a ply, comments of
 * any character but '}' and the refused controls, with tabs and every kind of line end, path
 * shape names and ending texts among
 * them, any glyphs, resignations and agreed draws, all three energy models) write a record that
 * reads back to an equal tree, which writes the same text again; the main line reads as the game
 * of its record (its plies and their comments), and any node's line replays to a game of that
 * length with those plies.
 */
class RecordTreePropertiesTest {

    private static final String ALPHABET = "ab XY;{)(,.!?#+:-$\t\n\r\u00e9\u4e2d1-0*[]\"\\";
    private static final List<String> SPECIAL = List.of("UL", "RD", "White wins by checkmate", "Draw by agreement",
            "*", "1-0", "{", "(", ")", "$1", "!?", "");
    private static final List<String> RESULTS = List.of("*", "1-0", "0-1", "1/2-1/2");

    @Property(tries = 200)
    void generatedTreesSurviveTheRecord(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        EnergyModel model = switch (random.nextInt(3)) {
            case 0 -> EnergyModel.magnetic();
            case 1 -> EnergyModel.fixed();
            default -> EnergyModel.random(seed);
        };
        GameSetup setup = GameSetup.standard().withEnergyModel(model);
        Game game = Shogun.newGame(setup);
        List<RecordNode> mainline = line(game, 1 + random.nextInt(40), 4, null, random);
        GameRecord record = GameRecord.of(setup).withMainline(mainline)
                .withStartingComment(random.nextInt(3) == 0 ? comment(random) : "")
                .withTags(random.nextBoolean() ? Map.of() : Map.of("Event", "Lesson " + random.nextInt(100)))
                .withResult(game.outcome().isOver() ? game.outcome().result() : RESULTS.get(random.nextInt(4)));

        String written = record.toSgn();
        GameRecord read = Shogun.readRecord(written);
        assertEquals(record, read, written);
        assertEquals(written, read.toSgn());

        Game main = Shogun.readGame(written);
        assertEquals(main.toSgn(), record.game(NodePath.mainline(mainline.size())).toSgn(), written);
        assertEquals(main.toSgn(), GameRecord.of(main).toSgn());
        assertEquals(plain(record.mainline()), GameRecord.of(main).mainline(), written);
        assertEquals(record.startingComment(), GameRecord.of(main).startingComment(), written);

        NodePath path = randomPath(record, random);
        assertEquals(path.length(), record.game(path).history().size(), written);
        assertEquals(plain(record.line(path)), GameRecord.of(record.game(path)).mainline(), written);
    }

    /**
     * Plays up to a number of plies from the game's position (the first one given, for a
     * variation), each along a random open path, with random comments and glyphs and, below the
     * depth, random variations; the game ends at the end of the line.
     */
    static List<RecordNode> line(Game game, int plies, int depth, Move first, SplittableRandom random) {
        List<RecordNode> nodes = new ArrayList<>();
        for (int i = 0; i < plies && !game.legalMoves().isEmpty(); i++) {
            List<Move> moves = game.legalMoves();
            Move move = i == 0 && first != null ? first : moves.get(random.nextInt(moves.size()));
            List<List<RecordNode>> variations = new ArrayList<>();
            // The first ply of a variation has no variations: its alternatives are its siblings.
            if (depth > 0 && !(first != null && i == 0) && random.nextInt(4) == 0) {
                Set<Move> taken = new HashSet<>(Set.of(move));
                for (int k = random.nextInt(3); k >= 0; k--) {
                    Move alternative = moves.get(random.nextInt(moves.size()));
                    if (taken.add(alternative)) {
                        variations.add(line(game.copy(), 1 + random.nextInt(6), depth - 1, alternative, random));
                    }
                }
            }
            List<MovePath> paths = game.paths(move);
            RecordNode node = RecordNode.of(game.play(paths.get(random.nextInt(paths.size()))));
            if (random.nextInt(3) == 0) {
                node = node.withComment(comment(random));
            }
            if (random.nextInt(4) == 0) {
                Set<Integer> glyphs = new HashSet<>();
                for (int g = random.nextInt(3); g >= 0; g--) {
                    glyphs.add(1 + random.nextInt(random.nextBoolean() ? 6 : 255));
                }
                node = node.withGlyphs(glyphs);
            }
            nodes.add(node.withVariations(variations));
        }
        return nodes;
    }

    /** The plies of a line with their comments, without glyphs or variations: what a game keeps. */
    private static List<RecordNode> plain(List<RecordNode> line) {
        return line.stream().map(node -> RecordNode.of(node.path(), node.landingEnergy())
                .withComment(node.comment().orElse(""))).toList();
    }

    private static NodePath randomPath(GameRecord record, SplittableRandom random) {
        NodePath path = NodePath.start();
        while (random.nextInt(8) != 0) {
            List<RecordNode> children = record.children(path);
            if (children.isEmpty()) {
                break;
            }
            path = path.child(random.nextInt(children.size()));
        }
        return path;
    }

    static String comment(SplittableRandom random) {
        if (random.nextInt(4) == 0) {
            return SPECIAL.get(random.nextInt(SPECIAL.size()));
        }
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(100);
        for (int i = 0; i < length; i++) {
            text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return text.toString().replace("}", "");
    }
}
