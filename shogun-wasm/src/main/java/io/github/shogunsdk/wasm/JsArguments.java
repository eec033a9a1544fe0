package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.internal.Words;
import io.github.shogunsdk.api.spi.Messages;

/**
 * The arguments JavaScript passes as words and numbers, read into the API's values: each refused
 * with a one-line message naming what was expected, which the caller's answer carries as an error.
 */
final class JsArguments {

    private JsArguments() {
    }

    /** A side from its word, {@code "white"} or {@code "red"}. */
    static Colour colour(String word) {
        Colour colour = word == null ? null : Words.find(Colour.values(), word);
        if (colour != null) {
            return colour;
        }
        throw new IllegalArgumentException("expected a side, \"white\" or \"red\", found " + Messages.quote(word));
    }

    static Shape shape(String letters) {
        Shape shape = letters == null ? null : Words.byName(Shape.values(), letters);
        if (shape != null) {
            return shape;
        }
        throw new IllegalArgumentException("expected a path shape (U, D, L, R, UL, UR, DL, DR, LU, LD, RU, RD), found "
                + Messages.quote(letters));
    }

    /** A limit from JavaScript's number: whole and positive. */
    static long whole(double number, String name) {
        if (!(number >= 1) || number != Math.floor(number) || number > 9.007199254740991E15) {
            throw new IllegalArgumentException(name + " must be a whole number from 1 to 2^53 - 1");
        }
        return (long) number;
    }
}
