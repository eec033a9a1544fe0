package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.json.JsonShapeException;

/**
 * The JSON words of the API's enums, the one place that makes and reads them: the constant's name
 * in lower case with hyphens, such as {@code "king-captured"} for {@code WinReason.KING_CAPTURED}.
 */
public final class Words {

    private Words() {
    }

    /**
     * Returns the word of a constant.
     *
     * @param constant the constant
     * @return its word
     */
    public static String of(Enum<?> constant) {
        // Character by character, not toLowerCase(Locale): the browser build then needs no locale
        // data. The constants' names are ASCII.
        String name = constant.name();
        StringBuilder word = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            word.append(c == '_' ? '-' : c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
        return word.toString();
    }

    /**
     * Returns the constant whose word is {@code word} exactly.
     *
     * @param <E> the enum
     * @param type the enum's class
     * @param word the word
     * @param what what the word names, for the message, such as {@code "a win reason"}
     * @return the constant
     * @throws JsonShapeException naming the words allowed
     */
    public static <E extends Enum<E>> E parse(Class<E> type, String word, String what) {
        return type.cast(parseAny(type, word, what));
    }

    /**
     * Returns the constant of an enum class whose word is {@code word} exactly.
     *
     * @param type the enum's class
     * @param word the word
     * @param what what the word names, for the message
     * @return the constant
     * @throws JsonShapeException naming the words allowed
     */
    public static Enum<?> parseAny(Class<?> type, String word, String what) {
        StringBuilder allowed = new StringBuilder();
        for (Object constant : type.getEnumConstants()) {
            String candidate = of((Enum<?>) constant);
            if (candidate.equals(word)) {
                return (Enum<?>) constant;
            }
            allowed.append(allowed.length() == 0 ? "" : ", ").append('"').append(candidate).append('"');
        }
        throw new JsonShapeException("", "expected " + what + " (" + allowed + "), found " + Messages.quote(word));
    }
}
