package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.spi.Messages;
import java.util.List;
import java.util.Map;

/**
 * What the readers ask of one value of plain data: its kind, for messages, and the value of a
 * whole number. Whole numbers come as {@code Integer}, {@code Long}, {@code Short} or {@code Byte},
 * or as any other {@code Number} whose text is digits (a {@code BigInteger}, a {@code BigDecimal}
 * such as {@code 35}, or a reader's own type for numbers beyond a long); so {@code 35.0} and
 * {@code 1e3} are not whole, whichever type a JSON library reads them as.
 */
final class Plain {

    private Plain() {
    }

    /**
     * Describes a value by its type, for messages, without quoting much of it.
     *
     * @param data the value, or {@code null}
     * @return such as {@code an object}, {@code the string "d9"}, {@code the number 1.5}
     */
    static String describe(Object data) {
        if (data == null) {
            return "null";
        }
        if (data instanceof Map<?, ?>) {
            return "an object";
        }
        if (data instanceof List<?>) {
            return "an array";
        }
        if (data instanceof String) {
            return "the string " + Messages.quote((String) data);
        }
        if (data instanceof Number) {
            return "the number " + Messages.oneLine(data.toString());
        }
        if (data instanceof Boolean) {
            return data.toString();
        }
        return "a value of an unknown type";
    }

    /**
     * Tells whether a value is a whole number, of any size.
     *
     * @param data the value, or {@code null}
     * @return whether it is a number written with digits alone
     */
    static boolean isWhole(Object data) {
        return isExact(data) || data instanceof Number && isWholeText(data.toString());
    }

    /**
     * Tells whether a value is a whole number that fits a long.
     *
     * @param data the value, or {@code null}
     * @return whether {@link #longValue(Object)} gives its value
     */
    static boolean fitsLong(Object data) {
        return isExact(data) || data instanceof Number && isWholeText(data.toString()) && digits(data.toString(), true) == 0;
    }

    /**
     * Returns the value of a whole number that fits a long.
     *
     * @param data a value for which {@link #fitsLong(Object)} is true
     * @return its value
     */
    static long longValue(Object data) {
        // Each type by itself, not Number.longValue(): a browser build then keeps no other number's parser.
        if (data instanceof Integer) {
            return ((Integer) data).longValue();
        }
        if (data instanceof Long) {
            return ((Long) data).longValue();
        }
        if (data instanceof Short) {
            return ((Short) data).longValue();
        }
        if (data instanceof Byte) {
            return ((Byte) data).longValue();
        }
        return digits(data.toString(), false);
    }

    private static boolean isExact(Object data) {
        return data instanceof Integer || data instanceof Long || data instanceof Short || data instanceof Byte;
    }

    private static boolean isWholeText(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        for (int i = start; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return text.length() > start;
    }

    /**
     * The value of digits with an optional minus, counted down so that the least long fits; with
     * {@code overflows}, 1 when they are beyond a long and 0 otherwise instead.
     */
    private static long digits(String text, boolean overflows) {
        boolean negative = text.startsWith("-");
        long value = 0;
        for (int i = negative ? 1 : 0; i < text.length(); i++) {
            int digit = text.charAt(i) - '0';
            if (value < (Long.MIN_VALUE + digit) / 10) {
                return 1;
            }
            value = value * 10 - digit;
        }
        if (overflows) {
            return !negative && value == Long.MIN_VALUE ? 1 : 0;
        }
        return negative ? value : -value;
    }
}
