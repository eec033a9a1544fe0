package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The record of a web game as a tree (main line and variations) and the node the page shows, with
 * the game at that node. Playing a move at a node that already has a different continuation adds
 * a variation; undo and redo walk the tree; a variation can be gone to and deleted. Mutable and
 * not thread-safe: its {@link GameSession} holds its lock around every call.
 */
final class GameTree {

    /** The most plies a record of this server holds, over all its lines; it keeps each game's memory small. */
    static final int MAX_NODES = 4_000;

    private GameRecord record;
    private NodePath at;
    private Game game;
    /** Where the page was before it went back, so that redo retraces that line; null when there is none. */
    private NodePath ahead;
    /** How many plies the record holds; counted again whenever the record is replaced. */
    private int nodes;
    /** The tree as the page draws it; null until asked for after a change. */
    private Views.Tree view;

    private GameTree(GameRecord record, NodePath at) {
        this.record = record;
        this.at = at;
        this.game = record.game(at);
        this.nodes = count(record.mainline());
    }

    /**
     * The tree of a record, showing a node of it; the end of its main line when the path leads
     * nowhere in it.
     *
     * @throws IllegalArgumentException if the record cannot be replayed
     */
    static GameTree of(GameRecord record, NodePath at) {
        try {
            record.line(at);
            return new GameTree(record, at);
        } catch (IllegalArgumentException e) {
            return of(record);
        }
    }

    /** What a tree holds, to put back when a change of it cannot be saved. */
    record Snapshot(GameRecord record, NodePath at, NodePath ahead) {
    }

    /** What the tree holds now. */
    Snapshot snapshot() {
        return new Snapshot(record, at, ahead);
    }

    /** Puts back what the tree held, undoing every change since; the game is replayed to the node. */
    void restore(Snapshot snapshot) {
        replace(snapshot.record());
        at = snapshot.at();
        ahead = snapshot.ahead();
        game = record.game(at);
    }

    /** The tree of a game: its record, showing its last ply. */
    static GameTree of(Game game) {
        return of(GameRecord.of(game));
    }

    /**
     * The tree of a record, showing the end of its main line.
     *
     * @throws IllegalArgumentException if the record cannot be replayed
     */
    static GameTree of(GameRecord record) {
        return new GameTree(record, NodePath.mainline(record.mainline().size()));
    }

    /**
     * Reads a record as this server keeps it, showing the end of its main line.
     *
     * @param sgn the record's text
     * @return its tree
     * @throws GameException.Refused if it cannot be read or replayed, or holds more plies than the
     *     server keeps ({@link #MAX_NODES} over all its lines, {@link GameSession#MAX_PLIES} on its main line)
     */
    static GameTree read(String sgn) {
        try {
            GameRecord read = Shogun.readRecord(sgn);
            int nodes = count(read);
            if (nodes > MAX_NODES) {
                throw new GameException.Refused("the record has " + nodes + " plies over all its lines; this server "
                        + "keeps records to " + MAX_NODES);
            }
            if (read.mainline().size() > GameSession.MAX_PLIES) {
                throw new GameException.Refused("the record has " + read.mainline().size() + " plies; this server "
                        + "keeps games to " + GameSession.MAX_PLIES);
            }
            return of(read);
        } catch (IllegalArgumentException e) {
            throw new GameException.Refused(e.getMessage());
        }
    }

    /**
     * Refuses a move when the game holds as much as the server keeps: {@link GameSession#MAX_PLIES}
     * on the line shown, or {@link #MAX_NODES} over all lines.
     *
     * @throws GameException.Conflict when there is no room for another move
     */
    void requireRoom() {
        if (game.history().size() >= GameSession.MAX_PLIES) {
            throw new GameException.Conflict("this server keeps games to " + GameSession.MAX_PLIES + " plies; save the "
                    + "game and load it in a program without that limit");
        }
        if (nodes >= MAX_NODES) {
            throw new GameException.Conflict(roomMessage());
        }
    }

    /** Why a record can hold no more moves. */
    static String roomMessage() {
        return "this server keeps records to " + MAX_NODES + " plies over all their lines; delete a variation, "
                + "or save the game and load it in a program without that limit";
    }

    /** The plies of a record over all its lines. */
    static int count(GameRecord record) {
        return count(record.mainline());
    }

    private static int count(List<RecordNode> line) {
        int total = line.size();
        for (RecordNode node : line) {
            for (List<RecordNode> variation : node.variations()) {
                total += count(variation);
            }
        }
        return total;
    }

    GameRecord record() {
        return record;
    }

    /** The node shown; the start of the game is the empty path. */
    NodePath at() {
        return at;
    }

    /** The game at the node shown: its line is the history, and it is the game that plays on. */
    Game game() {
        return game;
    }

    int nodes() {
        return nodes;
    }

    /** Whether the node shown has a ply before it. */
    boolean canBack() {
        return at.length() > 0;
    }

    /** Whether the node shown has a ply after it. */
    boolean canForward() {
        return !record.children(at).isEmpty();
    }

    /** Whether the node shown is the last ply of the main line (or the start of a game without one). */
    boolean atMainlineEnd() {
        return at.equals(NodePath.mainline(record.mainline().size()));
    }

    /**
     * Takes a ply the game at the node shown has just played into the tree: to the child that is
     * the same move, or to a new one (a continuation at the end of a line, otherwise a variation).
     *
     * @param ply the ply, the game's last
     * @throws IllegalArgumentException if the record cannot take it (variations nested too deep);
     *     the game has then taken the ply back
     */
    void played(Ply ply) {
        RecordNode node = RecordNode.of(ply);
        List<RecordNode> children = record.children(at);
        for (int i = 0; i < children.size(); i++) {
            RecordNode child = children.get(i);
            if (!child.move().equals(node.move())) {
                continue;
            }
            if (child.path().equals(node.path()) && child.landingEnergy() == node.landingEnergy()) {
                arrive(at.child(i));
                return;
            }
            // A record holds a move once at a node: the same move by another corner replaces a
            // ply that nothing follows, and is refused where that would lose moves.
            NodePath other = at.child(i);
            if (!record.children(other).isEmpty()) {
                game.undo();
                throw new IllegalArgumentException("the record already has " + child.move() + " here by another path, "
                        + "with moves after it; go to it, or delete it first");
            }
            boolean mainlineEnd = other.equals(NodePath.mainline(record.mainline().size()));
            GameRecord without = record.withoutVariation(other);
            replace(mainlineEnd ? without.withResult("*") : without);
            ahead = null;
            children = record.children(at);
            break;
        }
        GameRecord grown;
        try {
            grown = record.withVariation(at, List.of(node));
        } catch (IllegalArgumentException e) {
            // Variations nested too deep: the tree stays as it was, and so does the game.
            game.undo();
            throw e;
        }
        replace(grown);
        at = at.child(children.size());
        ahead = null;
        if (atMainlineEnd() && game.outcome().isOver()) {
            // The rules ended the main line: the record's result must be theirs.
            replace(record.withResult(game.outcome().result()));
        }
    }

    /**
     * Goes one ply back.
     *
     * @return the ply gone back over
     */
    Ply back() {
        if (ahead == null || !startsWith(ahead, at)) {
            ahead = at;
        }
        Ply ply = game.undo();
        at = at.parent();
        return ply;
    }

    /**
     * Goes one ply forward: along the line the page went back from, otherwise the main continuation.
     *
     * @return the ply played
     */
    Ply forward() {
        List<RecordNode> children = record.children(at);
        int next = ahead != null && ahead.length() > at.length() && startsWith(ahead, at) ? ahead.index(at.length()) : 0;
        Ply ply = game.play(children.get(next).path());
        NodePath reached = at.child(next);
        NodePath keep = ahead;
        arrive(reached);
        ahead = keep != null && keep.length() > reached.length() ? keep : null;
        return ply;
    }

    /**
     * Goes to a node.
     *
     * @param path the node's path
     * @throws IllegalArgumentException if the path leads nowhere
     */
    void goTo(NodePath path) {
        record.line(path);
        Game there = record.game(path);
        ahead = startsWith(at, path) && at.length() > path.length() ? at : null;
        at = path;
        game = there;
    }

    /**
     * Deletes a variation, or the rest of one: a node off the main line and every ply after it. The
     * main line stays as it is. When the node shown was in what is deleted, the page shows the
     * ply before the deleted one.
     *
     * @param path the node's path, with a variation's index in it
     * @throws IllegalArgumentException if the path leads nowhere or follows the main line only
     */
    void delete(NodePath path) {
        record.line(path);
        boolean variation = false;
        for (int i = 0; i < path.length(); i++) {
            variation |= path.index(i) > 0;
        }
        if (!variation) {
            throw new IllegalArgumentException("the path " + path + " follows the main line; only a variation can be deleted");
        }
        replace(record.withoutVariation(path));
        NodePath moved = renumbered(at, path);
        ahead = ahead == null ? null : renumbered(ahead, path);
        if (moved == null) {
            at = path.parent();
            game = record.game(at);
        } else {
            at = moved;
        }
    }

    /** Resigns for a side at the end of the main line, and records the result. */
    void resign(Colour side) {
        game.resign(side);
        replace(record.withResult(game.outcome().result()));
    }

    /**
     * Replaces the record by one with the same main line and more said about it (a review's
     * comments, glyphs and variations), keeping the node shown when it leads to the same plies.
     *
     * @param annotate makes the new record from the old
     */
    void annotate(UnaryOperator<GameRecord> annotate) {
        GameRecord before = record;
        List<RecordNode> line = before.line(at);
        GameRecord after = annotate.apply(before);
        replace(after);
        NodePath keep = at;
        try {
            if (samePlies(after.line(keep), line)) {
                return;
            }
        } catch (IllegalArgumentException e) {
            // The node shown is no longer there.
        }
        at = NodePath.mainline(after.mainline().size());
        ahead = null;
        game = after.game(at);
    }

    /**
     * A record with a review's annotations of its main line: each reviewed ply's comment and
     * glyphs, and the better lines the review added, as long as the record stays within
     * {@link #MAX_NODES}. The record may have grown since the review began (a longer main line,
     * new variations); its reviewed plies must be those the review judged.
     *
     * @param current the record now
     * @param reviewed the record the review judged
     * @param annotated the review's record
     * @param plies how many plies of the main line were judged
     * @param left counts, in its first element, the better lines left out for want of room
     * @return the record with the annotations
     * @throws IllegalArgumentException if the main line is not the one judged
     */
    static GameRecord withReview(GameRecord current, GameRecord reviewed, GameRecord annotated, int plies, int[] left) {
        if (current.mainline().size() < plies || !samePlies(current.mainline().subList(0, plies),
                reviewed.mainline().subList(0, plies))) {
            throw new IllegalArgumentException("the main line changed during the review");
        }
        GameRecord out = current;
        int nodes = count(current);
        for (int i = 0; i < plies; i++) {
            NodePath path = NodePath.mainline(i + 1);
            RecordNode judged = annotated.mainline().get(i);
            out = out.withComment(path, judged.comment().orElse("")).withGlyphs(path, judged.glyphs());
            int before = reviewed.mainline().get(i).variations().size();
            for (List<RecordNode> better : judged.variations().subList(before, judged.variations().size())) {
                boolean known = out.children(path.parent()).stream().anyMatch(child -> child.move().equals(better.get(0).move()));
                if (known) {
                    continue;
                }
                if (nodes + count(better) > MAX_NODES) {
                    left[0]++;
                    continue;
                }
                out = out.withVariation(path.parent(), better);
                nodes += count(better);
            }
        }
        return out;
    }

    private static boolean samePlies(List<RecordNode> a, List<RecordNode> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).path().equals(b.get(i).path())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The path a node has once another node (with all after it) is deleted: the same, or one
     * variation lower when it was a later child of the same node; null when it was deleted.
     */
    static NodePath renumbered(NodePath node, NodePath deleted) {
        int level = deleted.length() - 1;
        if (node.length() <= level || !startsWith(node, deleted.parent())) {
            return node;
        }
        int child = node.index(level);
        int gone = deleted.index(level);
        if (child == gone) {
            return null;
        }
        if (child < gone) {
            return node;
        }
        int[] indices = indices(node);
        indices[level]--;
        return NodePath.of(indices);
    }

    /** Whether a path passes through another (or is it). */
    static boolean startsWith(NodePath path, NodePath prefix) {
        if (path.length() < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (path.index(i) != prefix.index(i)) {
                return false;
            }
        }
        return true;
    }

    static int[] indices(NodePath path) {
        int[] indices = new int[path.length()];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = path.index(i);
        }
        return indices;
    }

    static List<Integer> list(NodePath path) {
        List<Integer> list = new ArrayList<>(path.length());
        for (int i = 0; i < path.length(); i++) {
            list.add(path.index(i));
        }
        return list;
    }

    /** Moves the node shown to a child of it whose ply the game has played; at the main line's end, its result holds. */
    private void arrive(NodePath child) {
        at = child;
        ahead = null;
        if (atMainlineEnd() && !record.result().equals("*")) {
            game = record.game(at);
        }
    }

    private void replace(GameRecord changed) {
        record = changed;
        nodes = count(changed.mainline());
        view = null;
    }

    /** The tree as the page draws it: every ply's text, move number, glyphs, comment and variations. */
    Views.Tree view() {
        if (view == null) {
            Game walk = Shogun.newGame(record.setup());
            view = new Views.Tree(record.startingComment().orElse(null), line(record.mainline(), NodePath.start(), 0, walk),
                    nodes);
        }
        return view;
    }

    /**
     * The view of a line played from a game's position; the game is back there afterwards.
     *
     * @param parent the node the line's first ply follows
     * @param first that ply's child index at the parent
     */
    private static List<Views.TreeNode> line(List<RecordNode> line, NodePath parent, int first, Game game) {
        List<Views.TreeNode> out = new ArrayList<>(line.size());
        NodePath previous = parent;
        int index = first;
        for (RecordNode node : line) {
            List<List<Views.TreeNode>> variations = new ArrayList<>(node.variations().size());
            for (int v = 0; v < node.variations().size(); v++) {
                variations.add(line(node.variations().get(v), previous, index + 1 + v, game));
            }
            Ply ply = game.play(node.path());
            NodePath here = previous.child(index);
            out.add(new Views.TreeNode(list(here), ply.toString(), ply.before().moveNumber(), ply.mover(),
                    List.copyOf(node.glyphs()), node.comment().orElse(null), variations));
            previous = here;
            index = 0;
        }
        for (int i = 0; i < line.size(); i++) {
            game.undo();
        }
        return out;
    }
}
