package io.github.shogunsdk.api.internal;

import io.github.shogunsdk.api.spi.Messages;
import org.jspecify.annotations.Nullable;

/**
 * Not API: the one spelling of the API's enum constants as words, such as {@code "king-captured"}
 * for {@code WinReason.KING_CAPTURED}: the constant's name in lower case, its underscores as
 * hyphens. The JSON shapes, the JavaScript module, the command line, the web game and the rule-set
 * and strength-level notations all spell and read constants with it, so a word means the same
 * everywhere. Written without {@link String#toLowerCase}, whose locale tables a browser build
 * would carry. A path shape is named by its constant's name as it is ({@code UL}); see
 * {@link #byName}.
 */
public final class Words {

    private Words() {
    }

    /**
     * Returns the word of a constant.
     *
     * @param constant the constant
     * @return its name in lower case with hyphens, such as {@code "king-captured"}
     */
    public static String word(Enum<?> constant) {
        String name = constant.name();
        char[] word = new char[name.length()];
        for (int i = 0; i < word.length; i++) {
            char c = name.charAt(i);
            word[i] = c == '_' ? '-' : AsciiCase.lower(c);
        }
        return new String(word);
    }

    /**
     * Returns the constant whose word is exactly the text.
     *
     * @param <E> the enum
     * @param type the enum's class
     * @param word the text, compared with every constant's {@link #word}
     * @return the constant, or null when none has that word
     */
    public static <E extends Enum<E>> @Nullable E find(Class<E> type, String word) {
        for (E constant : type.getEnumConstants()) {
            if (word(constant).equals(word)) {
                return constant;
            }
        }
        return null;
    }

    /**
     * Returns the constant whose word is exactly the text, or says which words are allowed.
     *
     * @param <E> the enum
     * @param type the enum's class
     * @param word the text
     * @param what what the word names, for the message, such as {@code "a side"}
     * @return the constant
     * @throws IllegalArgumentException such as {@code expected a side ("white", "red"), found "blue"},
     *     the text escaped and cut on one line
     */
    public static <E extends Enum<E>> E parse(Class<E> type, String word, String what) {
        E constant = find(type, word);
        if (constant == null) {
            throw new IllegalArgumentException("expected " + what + " (" + allowed(type) + "), found "
                    + Messages.quote(word));
        }
        return constant;
    }

    /**
     * Lists the words of an enum's constants, for messages.
     *
     * @param type the enum's class
     * @return such as {@code "white", "red"}, each word in double quotes, in declaration order
     */
    public static String allowed(Class<? extends Enum<?>> type) {
        StringBuilder allowed = new StringBuilder();
        for (Enum<?> constant : type.getEnumConstants()) {
            allowed.append(allowed.length() == 0 ? "" : ", ").append('"').append(word(constant)).append('"');
        }
        return allowed.toString();
    }

    /**
     * Returns the constant whose name is exactly the text, as a path shape is named ({@code UL}):
     * unlike {@link Enum#valueOf}, without an exception for a text that names none.
     *
     * @param <E> the enum
     * @param type the enum's class
     * @param name the text
     * @return the constant, or null when none has that name
     */
    public static <E extends Enum<E>> @Nullable E byName(Class<E> type, String name) {
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(name)) {
                return constant;
            }
        }
        return null;
    }
}
