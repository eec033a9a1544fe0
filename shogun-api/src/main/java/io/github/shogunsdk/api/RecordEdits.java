package io.github.shogunsdk.api;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Function;

/**
 * The one-call edits of a {@link GameRecord}'s tree: adding a move at a node, played by the rules
 * in the node's position (so its path and landing energy are the ones the game gives), and the
 * depth-first walk over every node. Not API: the record's methods use it.
 */
final class RecordEdits {

    private RecordEdits() {
    }

    /**
     * Plays a move at a node and adds it there.
     *
     * @param record the record
     * @param at the node's path
     * @param play plays the move in a game at the node
     * @param energyStated whether the caller gave the landing energy (a {@code :n} mark)
     * @return the new record and the move's path
     */
    static AddedMove add(GameRecord record, NodePath at, Function<Game, Ply> play, boolean energyStated) {
        Objects.requireNonNull(at, "at");
        List<RecordNode> children = record.children(at);
        Game game = gameByTheRules(record, at);
        RecordNode node = RecordNode.of(play.apply(game));
        int index = children.size();
        for (int i = 0; i < children.size(); i++) {
            if (children.get(i).move().equals(node.move())) {
                if (energyStated && children.get(i).landingEnergy() != node.landingEnergy()) {
                    throw new IllegalArgumentException("the move " + node.move() + " is already child " + i + " of "
                            + at + ", landing with energy " + children.get(i).landingEnergy() + ", not "
                            + node.landingEnergy());
                }
                index = i;
            }
        }
        if (index < children.size()) {
            return new AddedMove(record, at.child(index));
        }
        NodePath path = at.child(index);
        return new AddedMove(checkedResult(record.withVariation(at, List.of(node)), path), path);
    }

    /**
     * Makes a record's declared result fit its main line after an edit at a node: when the main line
     * now ends by the rules, a result of {@code *} becomes theirs, and another result must be theirs.
     *
     * @param record the edited record
     * @param path the node edited
     * @return the record, with the rules' result where it was {@code *}
     * @throws IllegalArgumentException if the node is on the main line, which the rules end, and the
     *     declared result is another
     */
    static GameRecord checkedResult(GameRecord record, NodePath path) {
        if (!onMainline(path)) {
            return record;
        }
        NodePath end = NodePath.mainline(record.mainline().size());
        Outcome outcome = gameByTheRules(record, end).outcome();
        if (!outcome.isOver()) {
            return record;
        }
        if (record.result().equals("*")) {
            return record.withResult(outcome.result());
        }
        record.game(end); // a result that contradicts the rules' ending is refused, in the reader's words
        return record;
    }

    /**
     * Gives a record whose main line an edit reshaped (a promotion, a demotion, a removal) the result
     * its new main line carries, so that it still writes and reads back: the rules' ending where they
     * end that line; otherwise {@code *} where the former result was the rules' ending of the former
     * main line; otherwise the declared result (a resignation, an agreed draw, {@code *}) stays.
     *
     * @param before the record before the edit
     * @param after the edited record, with the former result
     * @return the edited record with the result that fits its main line
     */
    static GameRecord resultFollowingMainline(GameRecord before, GameRecord after) {
        if (sameMainMoves(before.mainline(), after.mainline())) {
            return after;
        }
        Outcome now = endingByTheRules(after);
        if (now.isOver()) {
            return after.withResult(now.result());
        }
        return endingByTheRules(before).isOver() ? after.withResult("*") : after;
    }

    private static boolean sameMainMoves(List<RecordNode> one, List<RecordNode> other) {
        if (one.size() != other.size()) {
            return false;
        }
        for (int i = 0; i < one.size(); i++) {
            if (!one.get(i).move().equals(other.get(i).move()) || !one.get(i).path().equals(other.get(i).path())) {
                return false;
            }
        }
        return true;
    }

    private static Outcome endingByTheRules(GameRecord record) {
        return gameByTheRules(record, NodePath.mainline(record.mainline().size())).outcome();
    }

    /**
     * The game at a node as the rules leave it, whatever the declared result says: the line to the
     * node's parent (never the whole main line, so no result is declared) and the node's ply.
     */
    private static Game gameByTheRules(GameRecord record, NodePath path) {
        if (path.length() == 0) {
            Game start = record.game(path);
            return start.outcome().isOver() ? record.withResult("*").game(path) : start;
        }
        Game game = record.game(path.parent());
        RecordNode node = record.node(path);
        game.play(node.move(), node.landingEnergy());
        return game;
    }

    private static boolean onMainline(NodePath path) {
        for (int i = 0; i < path.length(); i++) {
            if (path.index(i) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Walks every node of a tree depth-first: a node, then its children in order (the main
     * continuation first, with all that follows it, then each variation). Iterative, so a long
     * main line takes no stack.
     */
    static final class Walk implements Iterator<NodePath> {

        /** A node still to visit: {@code line.get(index)} at {@code path}. */
        private record Entry(List<RecordNode> line, int index, NodePath path) {
        }

        private final Deque<Entry> pending = new ArrayDeque<>();
        private RecordNode node;

        Walk(List<RecordNode> mainline) {
            pushChildren(mainline, -1, NodePath.start());
        }

        /** The children of {@code line.get(index)}: the next ply of the line and its alternatives. */
        private void pushChildren(List<RecordNode> line, int index, NodePath path) {
            if (index + 1 >= line.size()) {
                return;
            }
            List<List<RecordNode>> variations = line.get(index + 1).variations();
            for (int k = variations.size() - 1; k >= 0; k--) {
                pending.push(new Entry(variations.get(k), 0, path.child(k + 1)));
            }
            pending.push(new Entry(line, index + 1, path.child(0)));
        }

        @Override
        public boolean hasNext() {
            return !pending.isEmpty();
        }

        @Override
        public NodePath next() {
            Entry entry = pending.poll();
            if (entry == null) {
                throw new NoSuchElementException("every node has been visited");
            }
            pushChildren(entry.line(), entry.index(), entry.path());
            node = entry.line().get(entry.index());
            return entry.path();
        }

        /** The node of the path {@link #next()} returned last. */
        RecordNode node() {
            return node;
        }
    }
}
