package io.github.shogunsdk.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A cursor on a {@link GameRecord}'s tree of plies: the lines from the main line down to the node
 * a {@link NodePath} leads to. It reads the node, the line to it and its children, and makes the
 * edits at the node, each of which returns a new main line that shares every line the edit does not
 * change. Not API: the record's methods use it. Immutable once made.
 */
final class RecordCursor {

    /**
     * One line on the way to a node: the line, the index of the node reached in it (-1 before its
     * first ply, only on the main line), and where the next level branches off it.
     */
    private static final class Level {
        private final List<RecordNode> line;
        private int index;
        private int branch;
        private int variation;

        Level(List<RecordNode> line, int index) {
            this.line = line;
            this.index = index;
        }
    }

    private final List<Level> levels;
    private final Level top;

    private RecordCursor(List<Level> levels) {
        this.levels = levels;
        this.top = levels.get(levels.size() - 1);
    }

    /**
     * Follows a path from the start of the game.
     *
     * @param mainline the record's main line
     * @param path the path
     * @return the cursor at the node the path leads to
     * @throws IllegalArgumentException if the path leads nowhere
     */
    static RecordCursor at(List<RecordNode> mainline, NodePath path) {
        Objects.requireNonNull(path, "path");
        List<Level> levels = new ArrayList<>();
        levels.add(new Level(mainline, -1));
        for (int ply = 0; ply < path.length(); ply++) {
            Level top = levels.get(levels.size() - 1);
            int child = path.index(ply);
            if (top.index + 1 >= top.line.size()) {
                throw new IllegalArgumentException("no node at " + path + ": the line ends after " + ply + " plies");
            }
            RecordNode next = top.line.get(top.index + 1);
            if (child == 0) {
                top.index++;
            } else if (child - 1 < next.variations().size()) {
                top.branch = top.index + 1;
                top.variation = child - 1;
                levels.add(new Level(next.variations().get(child - 1), 0));
            } else {
                throw new IllegalArgumentException("no node at " + path + ": ply " + (ply + 1) + " has "
                        + (1 + next.variations().size()) + " children, not " + (child + 1));
            }
        }
        return new RecordCursor(levels);
    }

    /**
     * Follows a path of at least one ply to the node's parent, for an edit of the node among its
     * parent's children.
     *
     * @param mainline the record's main line
     * @param path the child's path
     * @return the cursor at the parent, whose child the path's last index names
     * @throws IllegalArgumentException if the path is empty or leads nowhere
     */
    static RecordCursor atParentOf(List<RecordNode> mainline, NodePath path) {
        if (path.length() == 0) {
            throw new IllegalArgumentException("the start of the game is not a variation");
        }
        RecordCursor parent = at(mainline, path.parent());
        if (parent.top.index + 1 >= parent.top.line.size()) {
            throw new IllegalArgumentException("no node at " + path + ": the line ends before it");
        }
        int child = path.index(path.length() - 1);
        if (child > parent.next().variations().size()) {
            throw new IllegalArgumentException("no node at " + path + ": its parent has "
                    + (1 + parent.next().variations().size()) + " children");
        }
        return parent;
    }

    /**
     * Returns the node reached; the cursor must have followed at least one ply.
     *
     * @return the node
     */
    RecordNode node() {
        return top.line.get(top.index);
    }

    /**
     * Returns the plies played from the start to reach the node, first to last.
     *
     * @return an unmodifiable list; empty at the start
     */
    List<RecordNode> line() {
        List<RecordNode> line = new ArrayList<>();
        for (int l = 0; l < levels.size() - 1; l++) {
            line.addAll(levels.get(l).line.subList(0, levels.get(l).branch));
        }
        line.addAll(top.line.subList(0, top.index + 1));
        return Collections.unmodifiableList(line);
    }

    /**
     * Returns the plies that may follow the node: its main continuation first, then the variations.
     *
     * @return an unmodifiable list, empty at the end of a line
     */
    List<RecordNode> children() {
        if (top.index + 1 >= top.line.size()) {
            return List.of();
        }
        RecordNode next = next();
        List<RecordNode> children = new ArrayList<>(1 + next.variations().size());
        children.add(next);
        for (List<RecordNode> variation : next.variations()) {
            children.add(variation.get(0));
        }
        return Collections.unmodifiableList(children);
    }

    /**
     * Puts another node in the place of the node reached.
     *
     * @param node the node, with the variations it keeps
     * @return the new main line
     */
    List<RecordNode> withNode(RecordNode node) {
        return rebuild(replace(top.line, top.index, node));
    }

    /**
     * Adds a line after the node: at the end of its line, the line continues it; otherwise it
     * becomes the node's last child, a variation of its continuation.
     *
     * @param added a non-empty line
     * @return the new main line
     * @throws IllegalArgumentException if the line's first move is already a child of the node (or
     *     has variations of its own when it becomes one)
     */
    List<RecordNode> withLineAfter(List<RecordNode> added) {
        List<RecordNode> line = top.line;
        if (top.index + 1 == line.size()) {
            List<RecordNode> longer = new ArrayList<>(line);
            longer.addAll(added);
            return rebuild(longer);
        }
        return rebuild(replace(line, top.index + 1, line.get(top.index + 1).withVariation(added)));
    }

    /**
     * Removes a child of the node and all that follows it; removing the main continuation (child
     * 0) lets the first variation, if any, take its place.
     *
     * @param child the child's index, which {@link #atParentOf} checked
     * @return the new main line
     */
    List<RecordNode> withoutChild(int child) {
        RecordNode next = next();
        List<RecordNode> line;
        if (child > 0) {
            line = replace(top.line, top.index + 1, next.withoutVariation(child - 1));
        } else {
            line = new ArrayList<>(top.line.subList(0, top.index + 1));
            if (!next.variations().isEmpty()) {
                List<RecordNode> first = next.variations().get(0);
                line.add(first.get(0).withVariations(next.variations().subList(1, next.variations().size())));
                line.addAll(first.subList(1, first.size()));
            }
        }
        return rebuild(line);
    }

    /**
     * Makes a variation of the node the main continuation; the former main continuation becomes
     * its first variation and the other variations keep their order.
     *
     * @param child the variation's index among the node's children, 1 or more, which
     *     {@link #atParentOf} checked
     * @return the new main line
     * @throws IllegalArgumentException if the former main continuation would nest variations too deep
     */
    List<RecordNode> withChildPromoted(int child) {
        RecordNode next = next();
        List<List<RecordNode>> variations = new ArrayList<>(next.variations());
        List<RecordNode> promoted = variations.remove(child - 1);
        List<RecordNode> former = new ArrayList<>();
        former.add(next.withVariations(List.of()));
        former.addAll(top.line.subList(top.index + 2, top.line.size()));
        variations.add(0, former);
        List<RecordNode> line = new ArrayList<>(top.line.subList(0, top.index + 1));
        line.add(promoted.get(0).withVariations(variations));
        line.addAll(promoted.subList(1, promoted.size()));
        return rebuild(line);
    }

    /**
     * Moves a child of the node one place later among its siblings: the main continuation changes
     * place with the first variation, a variation with the next one.
     *
     * @param child the child's index, below the index of the last child, which {@link #atParentOf} checked
     * @return the new main line
     * @throws IllegalArgumentException if the former main continuation would nest variations too deep
     */
    List<RecordNode> withChildDemoted(int child) {
        if (child == 0) {
            return withChildPromoted(1);
        }
        RecordNode next = next();
        List<List<RecordNode>> variations = new ArrayList<>(next.variations());
        variations.add(child, variations.remove(child - 1));
        return rebuild(replace(top.line, top.index + 1, next.withVariations(variations)));
    }

    /**
     * Returns how many children the node has.
     *
     * @return 0 at the end of a line
     */
    int childCount() {
        return top.index + 1 >= top.line.size() ? 0 : 1 + next().variations().size();
    }

    /** The node's main continuation, which the caller knows is there. */
    private RecordNode next() {
        return top.line.get(top.index + 1);
    }

    private static List<RecordNode> replace(List<RecordNode> line, int index, RecordNode node) {
        List<RecordNode> copy = new ArrayList<>(line);
        copy.set(index, node);
        return copy;
    }

    /** Puts the changed last line back in its place, level by level up to the main line. */
    private List<RecordNode> rebuild(List<RecordNode> changed) {
        List<RecordNode> line = changed;
        for (int l = levels.size() - 2; l >= 0; l--) {
            Level level = levels.get(l);
            RecordNode owner = level.line.get(level.branch);
            List<List<RecordNode>> variations = new ArrayList<>(owner.variations());
            variations.set(level.variation, line);
            line = replace(level.line, level.branch, owner.withVariations(variations));
        }
        return line;
    }
}
