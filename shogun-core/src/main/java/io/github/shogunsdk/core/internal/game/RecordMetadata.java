package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.internal.CommentText;
import io.github.shogunsdk.api.internal.RecordTags;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a game's record says besides its moves: the tags other than the SDK's own, and the prose
 * comments by the number of plies before them, checked by the API's rules for tags and comments. The
 * game that owns it tells how many plies it holds. Mutable and not thread-safe, as its game.
 */
final class RecordMetadata {

    private final Map<String, String> tags = new LinkedHashMap<>();

    /**
     * Prose comments by the number of plies before them (null where there is none; see
     * {@link Game#comments()}): a list rather than a sorted map, which keeps the browser build small.
     */
    private final List<String> comments = new ArrayList<>();

    /**
     * Takes another's tags and comments, for a copy of its game.
     *
     * @param other the metadata copied; not changed
     */
    void copyFrom(RecordMetadata other) {
        tags.putAll(other.tags);
        comments.addAll(other.comments);
    }

    /**
     * Returns the tags, as {@link Game#tags()} does.
     *
     * @return an unmodifiable copy, in the order the tags were set
     */
    Map<String, String> tags() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    /**
     * Sets or, with an empty value, removes a tag, as {@link Game#setTag(String, String)} does; the
     * tag rules are the API's ({@link RecordTags}), which the record tree and reader follow too.
     *
     * @param name the tag's name
     * @param value its value
     * @throws IllegalArgumentException if the name or value is unfit, the name is one of the SDK's
     *     own, or the game holds its most tags already
     */
    void setTag(String name, String value) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        RecordTags.checkName(name);
        if (RecordTags.OWN.contains(name)) {
            throw new IllegalArgumentException("the " + name + " tag is written from the game itself"
                    + (name.equals("Result") ? "; to record a result, resign or agree a draw" : ""));
        }
        RecordTags.checkValue(name, value);
        if (RecordTags.isNone(value)) {
            tags.remove(name);
            return;
        }
        if (tags.size() >= Game.MAX_TAGS && !tags.containsKey(name)) {
            throw new IllegalArgumentException(RecordTags.tooMany("game") + "; remove one before adding " + name);
        }
        tags.put(name, value);
    }

    /**
     * Returns the comments that stand in a game of some plies, as {@link Game#comments()} does:
     * those of plies taken back wait for redo, out of sight.
     *
     * @param plies the plies the game holds
     * @return an unmodifiable map from the number of plies before a comment to the comment
     */
    Map<Integer, String> comments(int plies) {
        Map<Integer, String> shown = new LinkedHashMap<>();
        for (int i = 0; i < comments.size() && i <= plies; i++) {
            if (comments.get(i) != null) {
                shown.put(i, comments.get(i));
            }
        }
        return Collections.unmodifiableMap(shown);
    }

    /**
     * Returns the comment after a number of plies, as {@link Game#comment(int)} does.
     *
     * @param plyCount the plies before the comment
     * @param plies the plies the game holds
     * @return the comment, or empty where there is none
     * @throws IllegalArgumentException if the ply count is outside the game
     */
    Optional<String> comment(int plyCount, int plies) {
        requirePlies(plyCount, plies);
        return Optional.ofNullable(plyCount < comments.size() ? comments.get(plyCount) : null);
    }

    /**
     * Sets, or with blank text removes, the comment after a number of plies, as
     * {@link Game#setComment(int, String)} does.
     *
     * @param plyCount the plies before the comment
     * @param text the comment, its whitespace normalised
     * @param plies the plies the game holds
     * @throws IllegalArgumentException if the ply count is outside the game or the text unfit
     */
    void setComment(int plyCount, String text, int plies) {
        Objects.requireNonNull(text, "text");
        requirePlies(plyCount, plies);
        String kept = CommentText.checked(text);
        while (comments.size() <= plyCount) {
            comments.add(null);
        }
        comments.set(plyCount, kept.isEmpty() ? null : kept);
    }

    /**
     * Forgets the comments that stand after a number of plies or more: when a move takes the place
     * of plies taken back, their comments went with them.
     *
     * @param plyCount the first number of plies whose comment goes: the plies the game holds, the
     *     new move's included
     */
    void dropCommentsFrom(int plyCount) {
        while (comments.size() > plyCount) {
            comments.remove(comments.size() - 1);
        }
    }

    private static void requirePlies(int plyCount, int plies) {
        if (plyCount < 0 || plyCount > plies) {
            throw new IllegalArgumentException("a comment stands after 0 to " + plies + " plies in this game, not "
                    + plyCount);
        }
    }
}
