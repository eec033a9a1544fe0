package io.github.shogunsdk.api.internal;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.spi.Messages;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Not API: the one rule for a record's tags, which every way in shares (a game's {@code setTag},
 * the record tree's {@code withTags}, the record reader, the JSON and JavaScript modules through
 * them). A name is 1 to {@value #MAX_NAME} ASCII letters, digits and underscores, not one of the
 * SDK's own tags; a value is one line of at most {@value #MAX_VALUE} characters without control
 * characters but tab ({@link RecordChars}). An empty value is no tag: it removes the tag from a
 * game, is left out of a record's tags, and a record's {@code [Event ""]} reads as no tag, so
 * every way in agrees and every record reads back to what was written.
 */
public final class RecordTags {

    /** The tags the SDK writes itself from a game's setup and result. */
    public static final Set<String> OWN = Set.of("Rules", "Energy", "Position", "Result");

    /** The longest tag name. */
    public static final int MAX_NAME = 64;

    /** The longest tag value. */
    public static final int MAX_VALUE = 1024;

    private RecordTags() {
    }

    /**
     * Tells whether a character may stand in a tag's name.
     *
     * @param c the character
     * @return true for the ASCII letters and digits and the underscore
     */
    public static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    /**
     * Checks a tag's name (without looking at the SDK's own tags, whose refusal each holder words).
     *
     * @param name the name
     * @throws IllegalArgumentException naming the rule and quoting the name, on one line
     */
    public static void checkName(String name) {
        boolean valid = !name.isEmpty() && name.length() <= MAX_NAME;
        for (int i = 0; i < name.length() && valid; i++) {
            valid = isNameChar(name.charAt(i));
        }
        if (!valid) {
            throw new IllegalArgumentException("a tag name is 1 to " + MAX_NAME
                    + " letters, digits and underscores, not " + Messages.quote(name));
        }
    }

    /**
     * Checks a tag's value; an empty value passes, as no tag.
     *
     * @param name the tag's name, already checked
     * @param value the value
     * @throws IllegalArgumentException for a value too long, or holding a line end or a refused
     *     character (named with its index), on one line
     */
    public static void checkValue(String name, String value) {
        if (value.length() > MAX_VALUE) {
            throw new IllegalArgumentException("the value of tag " + name + " is longer than " + MAX_VALUE
                    + " characters");
        }
        RecordChars.checkTagValue(name, value);
    }

    /**
     * Tells whether a value stands for no tag at all.
     *
     * @param value a checked value
     * @return true for the empty value
     */
    public static boolean isNone(String value) {
        return value.isEmpty();
    }

    /**
     * Says that a game or record holds too many tags.
     *
     * @param holder {@code "game"} or {@code "record"}
     * @return the reason, without a final full stop
     */
    public static String tooMany(String holder) {
        return "a " + holder + " holds at most " + Game.MAX_TAGS + " tags besides Rules, Energy, Position and Result";
    }

    /**
     * Checks the tags of a record and copies them, leaving out those with an empty value.
     *
     * @param tags names of 1 to 64 letters, digits and underscores, none of the SDK's own, with
     *     values fit for a tag; at most {@link Game#MAX_TAGS} of them with a value
     * @return an unmodifiable copy in the map's order
     * @throws IllegalArgumentException if a tag is unfit or there are too many
     */
    public static Map<String, String> recordTags(Map<String, String> tags) {
        Objects.requireNonNull(tags, "tags");
        Map<String, String> copy = new LinkedHashMap<>();
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            String name = Objects.requireNonNull(tag.getKey(), "tag name");
            String value = Objects.requireNonNull(tag.getValue(), "tag value");
            checkName(name);
            if (OWN.contains(name)) {
                throw new IllegalArgumentException("the " + name + " tag is written from the record's setup and result");
            }
            checkValue(name, value);
            if (!isNone(value)) {
                copy.put(name, value);
            }
        }
        if (copy.size() > Game.MAX_TAGS) {
            throw new IllegalArgumentException(tooMany("record") + ", not " + copy.size());
        }
        return Collections.unmodifiableMap(copy);
    }
}
