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
 * {@link #byName}. The lookups take the enum's constants ({@code Colour.values()}, or
 * {@code type.getEnumConstants()} for a class known at run time) rather than its class, so that
 * the browser build carries no reflection over enums.
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
     * @param constants the enum's constants
     * @param word the text, compared with every constant's {@link #word}
     * @return the constant, or null when none has that word
     */
    public static <E extends Enum<E>> @Nullable E find(E[] constants, String word) {
        for (E constant : constants) {
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
     * @param constants the enum's constants
     * @param word the text
     * @param what what the word names, for the message, such as {@code "a side"}
     * @return the constant
     * @throws IllegalArgumentException such as {@code expected a side ("white", "red"), found "blue"},
     *     the text escaped and cut on one line
     */
    public static <E extends Enum<E>> E parse(E[] constants, String word, String what) {
        E constant = find(constants, word);
        if (constant == null) {
            throw new IllegalArgumentException("expected " + what + " (" + allowed(constants) + "), found "
                    + Messages.quote(word));
        }
        return constant;
    }

    /**
     * Lists the words of an enum's constants, for messages.
     *
     * @param constants the enum's constants
     * @return such as {@code "white", "red"}, each word in double quotes, in the order given
     */
    public static String allowed(Enum<?>[] constants) {
        StringBuilder allowed = new StringBuilder();
        for (Enum<?> constant : constants) {
            allowed.append(allowed.length() == 0 ? "" : ", ").append('"').append(word(constant)).append('"');
        }
        return allowed.toString();
    }

    /**
     * Returns the constant whose name is exactly the text, as a path shape is named ({@code UL}):
     * unlike {@link Enum#valueOf}, without an exception for a text that names none.
     *
     * @param <E> the enum
     * @param constants the enum's constants
     * @param name the text
     * @return the constant, or null when none has that name
     */
    public static <E extends Enum<E>> @Nullable E byName(E[] constants, String name) {
        for (E constant : constants) {
            if (constant.name().equals(name)) {
                return constant;
            }
        }
        return null;
    }
}
