package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.core.internal.convert.RecordNodes;
import io.github.shogunsdk.core.internal.notation.RecordText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Replays a record's movetext as a tree in one pass over one game: a variation takes back the ply
 * it replaces, plays its own plies, takes them back and plays the replaced ply again, so the game
 * ends on the main line and every line is checked at the cost of its own plies. Parentheses are
 * followed with an explicit stack, at most {@link GameRecord#MAX_VARIATION_DEPTH} deep, never by
 * recursion. Comments belong to the last ply of the line being read (or, at the start of a line,
 * to the ply before it, the game's start included); glyphs to the last ply. An alternative to the
 * first ply of a variation is a further variation of the ply it replaces, as a tree holds it.
 */
final class TreeReplay {

    /** A ply being read, with what the record says about it; mutable while the record is read. */
    static final class Node {
        final Ply ply;
        final List<String> comments = new ArrayList<>(1);
        /** Made when the first glyph comes: most plies have none. */
        Set<Integer> glyphs;
        final List<List<Node>> variations = new ArrayList<>(0);

        Node(Ply ply) {
            this.ply = ply;
        }

        void glyph(int glyph) {
            if (glyphs == null) {
                glyphs = new HashSet<>(4); // the node's GlyphSet sorts them
            }
            glyphs.add(glyph);
        }
    }

    /** A line being read: the main line, or a variation with the node it is attached to. */
    private static final class Frame {
        final List<Node> line = new ArrayList<>();
        final Node owner;
        final Node replaced;
        final int open;

        Frame(Node owner, Node replaced, int open) {
            this.owner = owner;
            this.replaced = replaced;
            this.open = open;
        }
    }

    private final RecordText text;
    private final CoreGame game;
    private final List<Frame> frames = new ArrayList<>();
    private final List<String> start = new ArrayList<>(1);

    TreeReplay(RecordText text, CoreGame game) {
        this.text = text;
        this.game = game;
        frames.add(new Frame(null, null, -1));
    }

    /** Reads and replays the movetext; the game is left at the end of the main line. */
    void read() {
        for (RecordText.Item item = text.next(game.position().moveNumber()); item != null;
                item = text.next(game.position().moveNumber())) {
            List<String> comments = text.takeComments();
            if (!comments.isEmpty()) {
                commentTarget().addAll(comments);
            }
            switch (item.kind()) {
                case MOVE:
                    move(item.move());
                    break;
                case GLYPH:
                    if (top().line.isEmpty()) {
                        throw text.error(item.index(), "expected a move before the glyph " + text.tokenAt(item.index())
                                + ", which belongs to the ply before it");
                    }
                    last(top()).glyph(item.glyph());
                    break;
                case OPEN:
                    open(item.index());
                    break;
                default:
                    close(item.index());
                    break;
            }
        }
        if (frames.size() > 1) {
            throw text.error(top().open, "expected ')' to close the variation opened here");
        }
        commentTarget().addAll(text.takeComments());
    }

    /**
     * Returns the main line read.
     *
     * @return its nodes
     */
    List<Node> mainline() {
        return frames.get(0).line;
    }

    /**
     * Returns the comments before the first ply.
     *
     * @return a mutable list
     */
    List<String> start() {
        return start;
    }

    /**
     * Turns nodes read into the API's immutable ones; recursion follows variations, which nest at
     * most {@link GameRecord#MAX_VARIATION_DEPTH} deep.
     *
     * @param line the nodes of a line
     * @return the line's record nodes
     */
    static List<RecordNode> build(List<Node> line) {
        List<RecordNode> built = new ArrayList<>(line.size());
        for (Node node : line) {
            List<List<RecordNode>> variations = List.of();
            if (!node.variations.isEmpty()) {
                List<List<RecordNode>> lines = new ArrayList<>(node.variations.size());
                for (List<Node> variation : node.variations) {
                    lines.add(build(variation));
                }
                variations = Collections.unmodifiableList(lines);
            }
            // Most plies have no comment or one: String.join would allocate for those too.
            String comment = node.comments.isEmpty() ? "" : node.comments.size() == 1 ? node.comments.get(0)
                    : String.join(" ", node.comments);
            // The reader has checked and normalised every part: the node is made without copies.
            built.add(RecordNodes.checked(node.ply.path(), node.ply.landingEnergy(), comment,
                    node.glyphs == null ? Set.of() : node.glyphs, variations));
        }
        return Collections.unmodifiableList(built);
    }

    private void move(RecordText.MoveToken token) {
        Frame top = top();
        int number = game.position().moveNumber();
        if (game.plyCount() >= Game.MAX_PLIES) {
            throw text.moveError(token.index(), number, token.text(), "the record holds more than " + Game.MAX_PLIES
                    + " plies, the most a game may hold");
        }
        Move move = Move.of(token.from(), token.to());
        if (top.line.isEmpty() && top.owner != null) {
            requireNew(top, move, token, number);
        }
        Ply ply;
        try {
            MovePath path = token.shape() == null ? null : MovePath.of(move, token.shape()).orElse(null);
            ply = game.replay(move, path, token.energy() < 0 ? CoreGame.NO_RECORDED_ENERGY : token.energy());
        } catch (IllegalMoveException e) {
            throw text.moveError(token.index(), number, token.text(), e.getMessage());
        } catch (IllegalArgumentException e) {
            throw text.moveError(token.index(), number, token.text(), e.getMessage());
        }
        Node node = new Node(ply);
        if (token.glyph() > 0) {
            node.glyph(token.glyph());
        }
        top.line.add(node);
    }

    /** A variation's first move must differ from the ply it replaces and from the other alternatives. */
    private void requireNew(Frame top, Move move, RecordText.MoveToken token, int number) {
        boolean repeated = top.owner.ply.move().equals(move);
        for (List<Node> variation : top.owner.variations) {
            repeated |= variation != top.line && !variation.isEmpty() && variation.get(0).ply.move().equals(move);
        }
        if (repeated) {
            throw text.moveError(token.index(), number, token.text(), "the move " + move
                    + " is already given here; a variation holds another move");
        }
    }

    private void open(int at) {
        Frame top = top();
        if (top.line.isEmpty()) {
            throw text.error(at, "expected a move before '(': a variation is an alternative to the ply before it");
        }
        if (frames.size() > GameRecord.MAX_VARIATION_DEPTH) {
            throw text.error(at, "variations nest at most " + GameRecord.MAX_VARIATION_DEPTH + " deep");
        }
        Node replaced = last(top);
        // An alternative to a variation's first ply is one to the ply that variation replaces.
        Node owner = top.line.size() == 1 && top.owner != null ? top.owner : replaced;
        game.undo();
        Frame frame = new Frame(owner, replaced, at);
        owner.variations.add(frame.line);
        frames.add(frame);
    }

    private void close(int at) {
        Frame top = top();
        if (top.owner == null) {
            throw text.error(at, "found ')' outside any variation");
        }
        if (top.line.isEmpty()) {
            throw text.error(at, "expected a move in the variation, found ')'");
        }
        for (int i = 0; i < top.line.size(); i++) {
            game.undo();
        }
        game.reapply(top.replaced.ply);
        frames.remove(frames.size() - 1);
    }

    /**
     * The comments read now belong to the last ply of the line being read; at the start of a
     * variation, to the ply before the one it replaces (found by stepping out of the lines that hold
     * no ply before it), and at the start of the game, to the game.
     */
    private List<String> commentTarget() {
        int f = frames.size() - 1;
        int back = 0;
        while (true) {
            List<Node> line = frames.get(f).line;
            int i = line.size() - 1 - back;
            if (i >= 0) {
                return line.get(i).comments;
            }
            if (f == 0) {
                return start;
            }
            f--;
            back = 1;
        }
    }

    private Frame top() {
        return frames.get(frames.size() - 1);
    }

    private static Node last(Frame frame) {
        return frame.line.get(frame.line.size() - 1);
    }
}
