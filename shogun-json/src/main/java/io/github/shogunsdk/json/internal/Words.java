package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.json.JsonShapeException;

/**
 * The JSON words of the API's enums, such as {@code "king-captured"} for
 * {@code WinReason.KING_CAPTURED}: the API's one spelling of them
 * ({@link io.github.shogunsdk.api.internal.Words}), with a refusal that is a
 * {@link JsonShapeException} for the JSON readers.
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
        return io.github.shogunsdk.api.internal.Words.word(constant);
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
        Enum<?>[] constants = (Enum<?>[]) type.getEnumConstants();
        for (Enum<?> constant : constants) {
            if (of(constant).equals(word)) {
                return constant;
            }
        }
        throw new JsonShapeException("", "expected " + what + " ("
                + io.github.shogunsdk.api.internal.Words.allowed(constants) + "), found " + Messages.quote(word));
    }
}
