package io.github.shogunsdk.api;

import io.github.shogunsdk.api.internal.CommentText;
import io.github.shogunsdk.api.internal.RecordTags;
import io.github.shogunsdk.api.spi.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.jspecify.annotations.Nullable;

/**
 * A game record as a tree: its tags, its setup, a comment that opens the game, the main line of
 * plies ({@link RecordNode}) with their comments, glyphs and variations, and the declared result.
 * Immutable: every {@code with…} method returns a new record that shares the subtrees it does not
 * change. A node is addressed by a {@link NodePath} of child indices, the main continuation first.
 *
 * <p>The record holds moves, not positions: {@link #game(NodePath)} and {@link #toSgn()} replay
 * them through the SDK's implementation, and refuse a ply that cannot be played where it stands.
 * {@link Shogun#readRecord(String)} reads a record's text; {@link #of(Game)} takes a game's.
 *
 * <pre>{@code
 * GameRecord record = Shogun.readRecord(
 *         "1. d1d3:1 {the king steps up} e8e7:2 ?! (1... d8d7:3 $1 {better}) 2. a1a5:4 *");
 * record.mainline().size();                          // 3
 * record.node(NodePath.of(0, 1)).comment();          // Optional[better]: the first variation of ply 2
 * GameRecord promoted = record.promote(NodePath.of(0, 1));   // d8d7 becomes the main line
 * Game game = record.game(NodePath.of(0, 1));        // the game after 1. d1d3 d8d7
 * String text = promoted.toSgn();                    // reads back to an equal record
 * }</pre>
 */
public final class GameRecord {

    /** How deep variations nest at most: a variation inside a variation is at depth 2. */
    public static final int MAX_VARIATION_DEPTH = 64;

    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final GameSetup setup;
    private final Map<String, String> tags;
    private final String startingComment;
    private final List<RecordNode> mainline;
    private final String result;

    private GameRecord(GameSetup setup, Map<String, String> tags, String startingComment, List<RecordNode> mainline,
            String result) {
        this.setup = setup;
        this.tags = tags;
        this.startingComment = startingComment;
        this.mainline = mainline;
        this.result = result;
    }

    /**
     * Returns an empty record: no tags, no comment, no ply, result {@code *}.
     *
     * @param setup the rule set, energy model and start
     * @return the record
     */
    public static GameRecord of(GameSetup setup) {
        return new GameRecord(Objects.requireNonNull(setup, "setup"), Map.of(), "", List.of(), "*");
    }

    /**
     * Returns the record of a game: its setup, tags, plies with their comments (the one before the
     * first ply as the starting comment) and the result of its outcome. The game is not changed.
     *
     * @param game the game
     * @return its record, with no glyph and no variation
     */
    public static GameRecord of(Game game) {
        Objects.requireNonNull(game, "game");
        List<Ply> history = game.history();
        Map<Integer, String> comments = game.comments();
        List<RecordNode> plies = new ArrayList<>(history.size());
        for (int i = 0; i < history.size(); i++) {
            RecordNode node = RecordNode.of(history.get(i));
            String comment = comments.get(i + 1);
            plies.add(comment == null ? node : node.withComment(comment));
        }
        return of(game.setup()).withTags(game.tags()).withStartingComment(comments.getOrDefault(0, ""))
                .withMainline(plies).withResult(game.outcome().result());
    }

    /**
     * Returns how the game is set up: rule set, energy model and start.
     *
     * @return the setup
     */
    public GameSetup setup() {
        return setup;
    }

    /**
     * Returns the tags other than the SDK's own ({@code Rules}, {@code Energy}, {@code Position},
     * {@code Result}), which come from the setup and the result.
     *
     * @return an unmodifiable map in the record's order
     */
    public Map<String, String> tags() {
        return tags;
    }

    /**
     * Returns the comment that opens the game, before the first ply.
     *
     * @return the comment, or empty when there is none
     */
    public Optional<String> startingComment() {
        return startingComment.isEmpty() ? Optional.empty() : Optional.of(startingComment);
    }

    /**
     * Returns the main line: the plies the record gives first at every turn.
     *
     * @return an unmodifiable list, empty for a record without moves
     */
    public List<RecordNode> mainline() {
        return mainline;
    }

    /**
     * Returns the declared result of the main line: its ending when the rules ended it; otherwise
     * {@code 1-0} or {@code 0-1} for a resignation, {@code 1/2-1/2} for an agreed draw, {@code *}.
     *
     * @return {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     */
    public String result() {
        return result;
    }

    /**
     * Returns this record with other tags. A tag with an empty value is no tag and is left out, as
     * {@link Game#setTag} removes a tag set to an empty value and a record's {@code [Event ""]}
     * reads as no tag.
     *
     * @param tags names of 1 to 64 letters, digits and underscores, none of the SDK's own, with
     *     values of one line of at most 1 024 characters without control characters other than tab;
     *     at most {@value Game#MAX_TAGS} of them with a value
     * @return the new record, the tags in the map's order
     * @throws IllegalArgumentException if a tag is unfit or there are too many
     */
    public GameRecord withTags(Map<String, String> tags) {
        return new GameRecord(setup, RecordTags.recordTags(tags), startingComment, mainline, result);
    }

    /**
     * Returns this record with another comment before the first ply; an empty or blank one removes
     * it. Whitespace is normalised as in {@link RecordNode#withComment(String)}.
     *
     * @param text any text without a closing brace {@code '}'} or a control character other than
     *     line ends and tab
     * @return the new record
     * @throws IllegalArgumentException if the text holds a {@code '}'} or such a control character
     */
    public GameRecord withStartingComment(String text) {
        return new GameRecord(setup, tags, checkedComment(text), mainline, result);
    }

    /**
     * Returns this record with another main line.
     *
     * @param plies the plies from the start, with their comments, glyphs and variations; nesting at
     *     most {@value #MAX_VARIATION_DEPTH} deep
     * @return the new record
     */
    public GameRecord withMainline(List<RecordNode> plies) {
        Objects.requireNonNull(plies, "plies");
        return new GameRecord(setup, tags, startingComment, List.copyOf(plies), result);
    }

    /**
     * Returns this record with another declared result. When the rules end the main line, the result
     * must be theirs, which {@link #game(NodePath)} and {@link #toSgn()} check.
     *
     * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
     * @return the new record
     * @throws IllegalArgumentException for another text
     */
    public GameRecord withResult(String result) {
        if (!RESULTS.contains(Objects.requireNonNull(result, "result"))) {
            throw new IllegalArgumentException("a result is 1-0, 0-1, 1/2-1/2 or *, not " + Messages.quote(result));
        }
        return new GameRecord(setup, tags, startingComment, mainline, result);
    }

    /**
     * Returns the node a path leads to.
     *
     * @param path a path of at least one ply
     * @return the node
     * @throws IllegalArgumentException if the path is empty or leads nowhere
     */
    public RecordNode node(NodePath path) {
        Objects.requireNonNull(path, "path");
        if (path.length() == 0) {
            throw new IllegalArgumentException("the start of the game is not a ply");
        }
        return RecordCursor.at(mainline, path).node();
    }

    /**
     * Returns the line of plies from the start of the game to the node a path leads to.
     *
     * @param path the path
     * @return the plies played to reach the node, first to last; empty for the start
     * @throws IllegalArgumentException if the path leads nowhere
     */
    public List<RecordNode> line(NodePath path) {
        return RecordCursor.at(mainline, path).line();
    }

    /**
     * Returns the plies that may follow a node: its main continuation first, then the variations.
     * Child {@code i} of the node at {@code path} is at {@code path.child(i)}.
     *
     * @param path the node's path; the start of the game for the first plies
     * @return an unmodifiable list, empty at the end of a line
     * @throws IllegalArgumentException if the path leads nowhere
     */
    public List<RecordNode> children(NodePath path) {
        return RecordCursor.at(mainline, path).children();
    }

    /**
     * Returns this record with another comment on a node; the start of the game's path sets the
     * starting comment.
     *
     * @param path the node's path
     * @param text any text without {@code '}'} or a control character other than line ends and tab;
     *     empty removes the comment
     * @return the new record
     * @throws IllegalArgumentException if the path leads nowhere or the text holds {@code '}'} or such a
     *     control character
     */
    public GameRecord withComment(NodePath path, String text) {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(text, "text");
        if (path.length() == 0) {
            return withStartingComment(text);
        }
        RecordCursor cursor = RecordCursor.at(mainline, path);
        return withMainline(cursor.withNode(cursor.node().withComment(text)));
    }

    /**
     * Returns this record with other glyphs on a node.
     *
     * @param path the node's path, of at least one ply
     * @param glyphs numbers from 1 to 255, possibly none
     * @return the new record
     * @throws IllegalArgumentException if the path is empty or leads nowhere, or a glyph is out of range
     */
    public GameRecord withGlyphs(NodePath path, Set<Integer> glyphs) {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(glyphs, "glyphs");
        if (path.length() == 0) {
            throw new IllegalArgumentException("the start of the game is not a ply and has no glyphs");
        }
        RecordCursor cursor = RecordCursor.at(mainline, path);
        return withMainline(cursor.withNode(cursor.node().withGlyphs(glyphs)));
    }

    /**
     * Returns this record with a line added after a node: at the end of its line, the line
     * continues it; otherwise it becomes the node's last child, a variation of its continuation.
     *
     * @param from the node's path; the start of the game to add a first ply
     * @param plies a non-empty line played from the node's position
     * @return the new record
     * @throws IllegalArgumentException if the path leads nowhere, the line is empty, or its first
     *     move is already a child of the node (or has variations of its own when it becomes one)
     */
    public GameRecord withVariation(NodePath from, List<RecordNode> plies) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(plies, "plies");
        List<RecordNode> added = List.copyOf(plies);
        if (added.isEmpty()) {
            throw new IllegalArgumentException("a variation holds at least one ply");
        }
        return withMainline(RecordCursor.at(mainline, from).withLineAfter(added));
    }

    /**
     * Returns this record without a node and all that follows it. Removing a main continuation (child 0) lets
     * the first variation, if any, take its place. When the main line changes, the result follows it: the rules'
     * ending of the new main line; else {@code *} if the former was the rules' ending; else it stays.
     *
     * @param path the node's path, of at least one ply
     * @return the new record
     * @throws IllegalArgumentException if the path is empty or leads nowhere
     */
    public GameRecord withoutVariation(NodePath path) {
        RecordCursor parent = RecordCursor.atParentOf(mainline, Objects.requireNonNull(path, "path"));
        return RecordEdits.resultFollowingMainline(this, withMainline(parent.withoutChild(path.index(path.length() - 1))));
    }

    /**
     * Returns this record with a variation made the main continuation of its parent; the former
     * main continuation becomes its first variation and the other variations keep their order.
     *
     * @param path the variation's path, of at least one ply; child 0 is already the main
     *     continuation, and the record is returned unchanged
     * @return the new record, its result following its main line as {@link #withoutVariation(NodePath)} says
     * @throws IllegalArgumentException if the path is empty or leads nowhere, or the former main
     *     continuation would nest variations more than {@value #MAX_VARIATION_DEPTH} deep
     */
    public GameRecord promote(NodePath path) {
        RecordCursor parent = RecordCursor.atParentOf(mainline, Objects.requireNonNull(path, "path"));
        int child = path.index(path.length() - 1);
        return child == 0 ? this : RecordEdits.resultFollowingMainline(this, withMainline(parent.withChildPromoted(child)));
    }

    /**
     * Returns this record with a child moved one place later among its siblings: the main
     * continuation changes place with the first variation, a variation with the next one.
     *
     * @param path the child's path, of at least one ply; the last child stays where it is, and the
     *     record is returned unchanged
     * @return the new record, its result following its main line as {@link #withoutVariation(NodePath)} says
     * @throws IllegalArgumentException if the path is empty or leads nowhere, or variations would
     *     nest more than {@value #MAX_VARIATION_DEPTH} deep
     */
    public GameRecord demote(NodePath path) {
        RecordCursor parent = RecordCursor.atParentOf(mainline, Objects.requireNonNull(path, "path"));
        int child = path.index(path.length() - 1);
        return child + 1 >= parent.childCount() ? this
                : RecordEdits.resultFollowingMainline(this, withMainline(parent.withChildDemoted(child)));
    }

    /**
     * Returns this record with a move added at a node, played by the rules in the node's position,
     * so that its path and landing energy are those the game gives: at the end of a line the move
     * continues it; otherwise it becomes the node's last child, a variation. A move that is already
     * a child is not added twice: the record is returned unchanged, with that child's path. The
     * result stays, but for {@code *} on a main line the move ends by the rules, which becomes their
     * result. To add the move as the main continuation: {@code record.addMove(at, move).promoted()}.
     *
     * <pre>{@code
     * GameRecord record = Shogun.readRecord("1. d1d3:1 e8e7:2 *");
     * AddedMove added = record.addMove(NodePath.mainline(1), Move.parse("d8d7"));
     * added.path();                                              // [0, 1]: the first variation of ply 2
     * added.record().toSgn();                                    // … 1. d1d3:1 e8e7:2 (1... d8d7:3) *
     * record.addMove(NodePath.start(), "d1d4");                  // refused: the king has energy 2
     * }</pre>
     *
     * @param at the node's path; the start of the game for a first ply
     * @param move the move
     * @return the new record and the path of the move's node
     * @throws IllegalArgumentException if the path leads nowhere, the line to it does not replay, or
     *     on the main line the record's result contradicts the ending the move brings
     * @throws IllegalMoveException if the move cannot be played at the node (the game is over there, say)
     */
    public AddedMove addMove(NodePath at, Move move) {
        Objects.requireNonNull(move, "move");
        return RecordEdits.add(this, at, game -> game.play(move), false);
    }

    /**
     * Returns this record with a move given as text added at a node, as {@link #addMove(NodePath, Move)}
     * does: text that {@link Game#play(String)} reads, marks included ({@code "d4xb6:2+"}), whose
     * landing energy, if stated, must be the model's (under random energies: the one drawn).
     *
     * @param at the node's path
     * @param text the move in move notation
     * @return the new record and the path of the move's node
     * @throws NotationException if the text is not move notation
     * @throws IllegalMoveException if the move cannot be played at the node, or a mark contradicts it
     * @throws IllegalArgumentException as {@link #addMove(NodePath, Move)} does, or if a child plays the move with another landing energy
     */
    public AddedMove addMove(NodePath at, String text) {
        Objects.requireNonNull(text, "text");
        return RecordEdits.add(this, at, game -> game.play(text), text.indexOf(':') >= 0);
    }

    /**
     * Returns this record with a move given by its squares added at a node, as {@link #addMove(NodePath, Move)} does.
     *
     * @param at the node's path
     * @param from the square the piece leaves
     * @param to the square it lands on
     * @return the new record and the path of the move's node
     * @throws IllegalMoveException if the move cannot be played at the node
     * @throws IllegalArgumentException as {@link #addMove(NodePath, Move)} does
     */
    public AddedMove addMove(NodePath at, Square from, Square to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        return RecordEdits.add(this, at, game -> game.play(from, to), false);
    }

    /**
     * Visits every node of the tree depth-first with its path: a node, then its children in order —
     * the main continuation with all that follows it, then each variation. The main line's nodes
     * come first, each followed by the variations below it; nothing is replayed.
     *
     * <pre>{@code
     * Shogun.readRecord("1. d1d3:1 e8e7:2 (1... d8d7:3) *")
     *         .forEachNode((path, node) -> System.out.println(path + " " + node.move()));  // [0] d1d3, [0, 0] e8e7, [0, 1] d8d7
     * }</pre>
     *
     * @param visitor receives each node's path and node
     */
    public void forEachNode(BiConsumer<NodePath, RecordNode> visitor) {
        Objects.requireNonNull(visitor, "visitor");
        for (RecordEdits.Walk walk = new RecordEdits.Walk(mainline); walk.hasNext(); ) {
            NodePath path = walk.next();
            visitor.accept(path, walk.node());
        }
    }

    /**
     * Returns the paths of every node of the tree, lazily, in the order of {@link #forEachNode}.
     *
     * @return a sequential, ordered stream of distinct paths; empty for a record without moves
     */
    public Stream<NodePath> paths() {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(new RecordEdits.Walk(mainline),
                Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.NONNULL), false);
    }

    /**
     * Returns a game replayed along the line to a node: the record's setup and tags, the starting
     * comment and the comments of the line's plies. On the whole main line, the declared result is
     * applied too (a resignation or an agreed draw on a game the rules have not ended).
     *
     * @param path the node's path; the start of the game for a game without moves
     * @return a new mutable game at the node, with undo back to the start
     * @throws IllegalArgumentException if the path leads nowhere, a ply's path is not open or its
     *     landing energy is not the energy model's, or the result contradicts the rules' ending
     * @throws IllegalMoveException if a ply of the line cannot be played where it stands
     * @throws IllegalStateException if no implementation is present
     */
    public Game game(NodePath path) {
        Objects.requireNonNull(path, "path");
        line(path);
        return Shogun.provider().replay(this, path);
    }

    /**
     * Writes the record (SGN): tags, movetext with every mark, glyphs as {@code $n}, comments, and
     * variations in parentheses after the ply they replace, main line first.
     * {@link Shogun#readRecord(String)} reads it back to an equal record.
     *
     * @return the record's text, ending with a line feed
     * @throws IllegalArgumentException if a ply's path is not open or its landing energy is not the
     *     energy model's, or the result contradicts the rules' ending
     * @throws IllegalMoveException if a ply cannot be played where it stands
     * @throws IllegalStateException if no implementation is present
     */
    public String toSgn() {
        return Shogun.provider().writeRecord(this);
    }

    /**
     * Compares setup, tags (in order), starting comment, plies and result.
     *
     * @param other the other object
     * @return true for an equal record
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return this == other || other instanceof GameRecord record && setup.equals(record.setup)
                && List.copyOf(tags.entrySet()).equals(List.copyOf(record.tags.entrySet()))
                && startingComment.equals(record.startingComment) && result.equals(record.result)
                && mainline.equals(record.mainline);
    }

    /**
     * Returns a hash of what {@link #equals} compares.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Objects.hash(setup, tags, startingComment, mainline, result);
    }

    /**
     * Describes the record briefly.
     *
     * @return its setup, number of main-line plies and result
     */
    @Override
    public String toString() {
        return "GameRecord[" + setup + ", " + mainline.size() + " plies in the main line, " + result + "]";
    }

    /** Checks and normalises a comment as a game does ({@link CommentText}). */
    static String checkedComment(String text) {
        return CommentText.checked(Objects.requireNonNull(text, "text"));
    }
}
