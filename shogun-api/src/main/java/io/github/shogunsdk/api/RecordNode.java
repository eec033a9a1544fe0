package io.github.shogunsdk.api;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import org.jspecify.annotations.Nullable;

/**
 * One ply of a {@link GameRecord} with what the record says about it: the path the piece took and
 * its landing energy, a prose comment, numeric annotation glyphs ({@code $1}…{@code $255}), and
 * the variations that the record gives as alternatives to this ply, each a line of plies played
 * from the position before it. Immutable: every {@code with…} method returns a new node that
 * shares what it does not change.
 *
 * <p>The node does not know its position; {@link GameRecord#game(NodePath)} replays a line to it.
 * The first ply of a variation carries no variations of its own: another alternative to it is an
 * alternative to the ply it replaces too, so it is a further variation of that ply (which is how a
 * record writes it, one {@code ( … )} after another).
 *
 * <pre>{@code
 * Game game = Shogun.newGame();
 * RecordNode node = RecordNode.of(game.play("d1d3"))          // d1d3 U, landing with energy 1
 *         .withComment("the king steps up")
 *         .withGlyphs(Set.of(1));                             // written d1d3:1 $1 {the king steps up}
 * }</pre>
 */
public final class RecordNode {

    private final MovePath path;
    private final int landingEnergy;
    private final String comment;
    private final SortedSet<Integer> glyphs;
    private final List<List<RecordNode>> variations;
    private final int nesting;
    private final int hash;

    private RecordNode(MovePath path, int landingEnergy, String comment, SortedSet<Integer> glyphs,
            List<List<RecordNode>> variations) {
        this.path = path;
        this.landingEnergy = landingEnergy;
        this.comment = comment;
        this.glyphs = glyphs;
        this.variations = variations;
        int deepest = 0;
        Set<Move> moves = variations.isEmpty() ? Set.of() : new HashSet<>(Set.of(path.move()));
        for (List<RecordNode> line : variations) {
            RecordNode head = line.get(0);
            if (!head.variations.isEmpty()) {
                throw new IllegalArgumentException("the first ply of a variation (" + head.move() + ") holds no variations:"
                        + " an alternative to it is another variation of the ply it replaces (" + path.move() + ")");
            }
            if (!moves.add(head.move())) {
                throw new IllegalArgumentException("the move " + head.move() + " is given twice as an alternative to "
                        + path.move() + "; the plies that may follow a position are distinct");
            }
            for (RecordNode node : line) {
                deepest = Math.max(deepest, node.nesting + 1);
            }
        }
        if (deepest > GameRecord.MAX_VARIATION_DEPTH) {
            throw new IllegalArgumentException("variations nest at most " + GameRecord.MAX_VARIATION_DEPTH + " deep");
        }
        this.nesting = deepest;
        this.hash = (((path.hashCode() * 31 + landingEnergy) * 31 + comment.hashCode()) * 31 + glyphs.hashCode()) * 31
                + variations.hashCode();
    }

    /**
     * Returns a node without comment, glyphs or variations.
     *
     * @param path the path the piece took
     * @param landingEnergy the mover's energy after landing, 1 to 4
     * @return the node
     * @throws IllegalArgumentException if the energy is outside 1 to 4
     */
    public static RecordNode of(MovePath path, int landingEnergy) {
        Objects.requireNonNull(path, "path");
        checkEnergy(landingEnergy);
        return new RecordNode(path, landingEnergy, "", GlyphSet.EMPTY, List.of());
    }

    private static void checkEnergy(int landingEnergy) {
        if (landingEnergy < 1 || landingEnergy > 4) {
            throw new IllegalArgumentException("a landing energy is 1 to 4, not " + landingEnergy);
        }
    }

    /**
     * Returns a node with everything a record says about a ply, as {@code of(path, landingEnergy)}
     * followed by {@link #withComment}, {@link #withGlyphs} and {@link #withVariations} would.
     *
     * @param path the path the piece took
     * @param landingEnergy the mover's energy after landing, 1 to 4
     * @param comment the prose comment, empty for none
     * @param glyphs numbers from 1 to 255, possibly none
     * @param variations the alternatives to this ply, as {@link #withVariations} takes them
     * @return the node
     * @throws IllegalArgumentException as those methods do
     */
    public static RecordNode of(MovePath path, int landingEnergy, String comment, Set<Integer> glyphs,
            List<? extends List<RecordNode>> variations) {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(comment, "comment");
        Objects.requireNonNull(glyphs, "glyphs");
        Objects.requireNonNull(variations, "variations");
        checkEnergy(landingEnergy);
        return new RecordNode(path, landingEnergy, GameRecord.checkedComment(comment), checkedGlyphs(glyphs),
                checkedVariations(variations));
    }

    /** A node of parts a record's reader has checked already; see {@code ApiAccess.recordNode}. */
    static RecordNode read(MovePath path, int landingEnergy, String comment, Set<Integer> glyphs,
            List<List<RecordNode>> variations) {
        return new RecordNode(path, landingEnergy, comment, checkedGlyphs(glyphs), variations);
    }

    /**
     * Returns the node of a ply a game played: its path and landing energy.
     *
     * @param ply the ply
     * @return the node, without comment, glyphs or variations
     */
    public static RecordNode of(Ply ply) {
        Objects.requireNonNull(ply, "ply");
        return of(ply.path(), ply.landingEnergy());
    }

    /**
     * Returns the move.
     *
     * @return its two squares
     */
    public Move move() {
        return path.move();
    }

    /**
     * Returns the path the piece took.
     *
     * @return the path
     */
    public MovePath path() {
        return path;
    }

    /**
     * Returns the mover's energy after landing.
     *
     * @return 1 to 4
     */
    public int landingEnergy() {
        return landingEnergy;
    }

    /**
     * Returns the prose comment after the ply.
     *
     * @return the comment, single-spaced and trimmed, or empty when there is none
     */
    public Optional<String> comment() {
        return comment.isEmpty() ? Optional.empty() : Optional.of(comment);
    }

    /**
     * Returns the numeric annotation glyphs: 1 good move ({@code !}), 2 mistake ({@code ?}), 3 very
     * good ({@code !!}), 4 blunder ({@code ??}), 5 interesting ({@code !?}), 6 dubious ({@code ?!}),
     * and any other number up to 255 with the meaning its readers give it.
     *
     * @return an unmodifiable set in ascending order, empty when there is none
     */
    public SortedSet<Integer> glyphs() {
        return glyphs;
    }

    /**
     * Returns the variations: alternatives to this ply, each a line played from the position before
     * it, in the record's order.
     *
     * @return an unmodifiable list of non-empty unmodifiable lines
     */
    public List<List<RecordNode>> variations() {
        return variations;
    }

    /**
     * Returns this node with another comment; an empty or blank one removes it. Runs of whitespace,
     * line breaks included, become one space and the ends are trimmed, as when a record is read.
     *
     * @param text any text without a closing brace {@code '}'} or a control character other than
     *     line ends and tab (C0, DEL and C1 controls are refused)
     * @return the new node
     * @throws IllegalArgumentException if the text holds a {@code '}'} or such a control character,
     *     naming it and its index
     */
    public RecordNode withComment(String text) {
        return new RecordNode(path, landingEnergy, GameRecord.checkedComment(text), glyphs, variations);
    }

    /**
     * Returns the evaluation that the comment's evaluation tag holds, {@code [%eval +0.35]}, as a
     * game review writes it ({@link GameReview#annotated()}): White's view of the position after the ply.
     *
     * <pre>{@code
     * node.withComment("[%eval -0.35] a quiet move").evaluation();   // Optional[-0.35]
     * }</pre>
     *
     * @return the evaluation of the comment's first tag, or empty when it has none or the first
     *     does not hold an evaluation
     */
    public Optional<Evaluation> evaluation() {
        return EvaluationTag.find(comment);
    }

    /**
     * Returns this node with an evaluation tag first in its comment and the comment's prose after
     * it; every evaluation tag the comment held is taken out, so a node evaluated again holds one.
     *
     * <pre>{@code
     * node.withComment("[%eval +1.00] a quiet move")
     *         .withEvaluation(Evaluation.of(Score.ofCentipawns(35), Colour.RED))
     *         .comment();                                  // Optional[[%eval -0.35] a quiet move]
     * }</pre>
     *
     * @param evaluation the evaluation, written from White's side
     * @return the new node
     */
    public RecordNode withEvaluation(Evaluation evaluation) {
        return new RecordNode(path, landingEnergy, EvaluationTag.put(evaluation, comment), glyphs, variations);
    }

    /**
     * Returns this node with other glyphs.
     *
     * @param glyphs numbers from 1 to 255, possibly none
     * @return the new node
     * @throws IllegalArgumentException if a number is outside 1 to 255
     */
    public RecordNode withGlyphs(Set<Integer> glyphs) {
        Objects.requireNonNull(glyphs, "glyphs");
        return new RecordNode(path, landingEnergy, comment, checkedGlyphs(glyphs), variations);
    }

    private static SortedSet<Integer> checkedGlyphs(Set<Integer> glyphs) {
        if (glyphs.isEmpty()) {
            return GlyphSet.EMPTY;
        }
        if (glyphs instanceof GlyphSet checked) {
            return checked;
        }
        int[] numbers = new int[glyphs.size()];
        int i = 0;
        for (Integer glyph : glyphs) {
            Objects.requireNonNull(glyph, "glyph");
            if (glyph < 1 || glyph > 255) {
                throw new IllegalArgumentException("a numeric annotation glyph is 1 to 255, not " + glyph);
            }
            numbers[i++] = glyph;
        }
        return GlyphSet.of(numbers);
    }

    /**
     * Returns this node with other variations.
     *
     * @param lines the alternatives to this ply, each a non-empty line whose first node has no
     *     variations, and whose first moves differ from each other and from this ply's move
     * @return the new node
     * @throws IllegalArgumentException if a line is empty, a first node has variations, two first
     *     moves are the same, or variations would nest more than
     *     {@value GameRecord#MAX_VARIATION_DEPTH} deep
     */
    public RecordNode withVariations(List<? extends List<RecordNode>> lines) {
        Objects.requireNonNull(lines, "lines");
        return new RecordNode(path, landingEnergy, comment, glyphs, checkedVariations(lines));
    }

    private static List<List<RecordNode>> checkedVariations(List<? extends List<RecordNode>> lines) {
        if (lines.isEmpty()) {
            return List.of();
        }
        List<List<RecordNode>> copies = new ArrayList<>(lines.size());
        for (List<RecordNode> line : lines) {
            if (Objects.requireNonNull(line, "line").isEmpty()) {
                throw new IllegalArgumentException("a variation holds at least one ply");
            }
            copies.add(List.copyOf(line));
        }
        return List.copyOf(copies);
    }

    /**
     * Returns this node with one more variation, after the others.
     *
     * @param line a non-empty line, an alternative to this ply
     * @return the new node
     * @throws IllegalArgumentException as {@link #withVariations(List)} does
     */
    public RecordNode withVariation(List<RecordNode> line) {
        List<List<RecordNode>> more = new ArrayList<>(variations);
        more.add(line);
        return withVariations(more);
    }

    /**
     * Returns this node without one of its variations.
     *
     * @param index the variation's index, from 0
     * @return the new node
     * @throws IndexOutOfBoundsException if there is no such variation
     */
    public RecordNode withoutVariation(int index) {
        Objects.checkIndex(index, variations.size());
        List<List<RecordNode>> fewer = new ArrayList<>(variations);
        fewer.remove(index);
        return new RecordNode(path, landingEnergy, comment, glyphs, List.copyOf(fewer));
    }

    /**
     * Compares the path, landing energy, comment, glyphs and variations.
     *
     * @param other the other object
     * @return true for an equal node
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return this == other || other instanceof RecordNode node && hash == node.hash && path.equals(node.path)
                && landingEnergy == node.landingEnergy && comment.equals(node.comment) && glyphs.equals(node.glyphs)
                && variations.equals(node.variations);
    }

    /**
     * Returns a hash of what {@link #equals} compares.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return hash;
    }

    /**
     * Describes the node briefly: its path and energy, glyphs, comment and number of variations.
     *
     * @return such as {@code d1d3 U:1 [1] {the king steps up} +2 variations}
     */
    @Override
    public String toString() {
        return path + ":" + landingEnergy + (glyphs.isEmpty() ? "" : " " + glyphs)
                + (comment.isEmpty() ? "" : " {" + comment + "}")
                + (variations.isEmpty() ? "" : " +" + variations.size() + " variations");
    }
}
