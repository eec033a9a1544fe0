package io.github.shogunsdk.jackson3;

import java.util.Locale;

/**
 * The JSON words of the API's enums: the constant's name in lower case with hyphens, such as
 * {@code "king-captured"} for {@code WinReason.KING_CAPTURED}.
 */
final class Words {

    private Words() {
    }

    /** Returns the word of a constant. */
    static String of(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Returns the constant whose word is {@code word} exactly.
     *
     * @throws JsonShapeException naming the words allowed
     */
    static <E extends Enum<E>> E parse(Class<E> type, String word, String what) {
        return type.cast(parseAny(type, word, what));
    }

    /**
     * Returns the constant of an enum class whose word is {@code word} exactly.
     *
     * @throws JsonShapeException naming the words allowed
     */
    static Enum<?> parseAny(Class<?> type, String word, String what) {
        StringBuilder allowed = new StringBuilder();
        for (Object constant : type.getEnumConstants()) {
            String candidate = of((Enum<?>) constant);
            if (candidate.equals(word)) {
                return (Enum<?>) constant;
            }
            allowed.append(allowed.length() == 0 ? "" : ", ").append('"').append(candidate).append('"');
        }
        throw new JsonShapeException("expected " + what + " (" + allowed + "), found " + Reads.quote(word));
    }
}
