package io.github.shogunsdk.cli.web.clock;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.spi.Messages;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * Reading the plain-data forms of the web game's values (maps of strings to strings, numbers,
 * booleans, lists and maps, as a JSON column gives them back): each reader names the key it
 * wanted and what it found, in one line, so a damaged stored state is refused with a reason
 * instead of being half read.
 */
public final class PlainData {

    private PlainData() {
    }

    /**
     * Returns a map's value that must be a whole number, whatever numeric type a JSON library
     * gave it (an integral {@code Double} included).
     *
     * @param data the map
     * @param key the key
     * @return the number
     * @throws IllegalArgumentException if the key is missing or not a whole number of {@code long} range
     */
    public static long whole(Map<String, ?> data, String key) {
        Object value = data.get(key);
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof BigInteger big && big.bitLength() < Long.SIZE) {
            return big.longValue();
        }
        if (value instanceof Double d && d == Math.rint(d) && Math.abs(d) < 0x1p53) {
            return d.longValue();
        }
        throw bad(key, "a whole number", value);
    }

    /**
     * Returns a map's value that must be a whole number within bounds.
     *
     * @param data the map
     * @param key the key
     * @param min the least value allowed
     * @param max the greatest value allowed
     * @return the number
     * @throws IllegalArgumentException if the key is missing, not a whole number or out of bounds
     */
    public static long whole(Map<String, ?> data, String key, long min, long max) {
        long value = whole(data, key);
        if (value < min || value > max) {
            throw new IllegalArgumentException("\"" + key + "\" is " + value + ", expected " + min + " to " + max);
        }
        return value;
    }

    /**
     * Returns a map's value that must be a string.
     *
     * @param data the map
     * @param key the key
     * @return the string
     * @throws IllegalArgumentException if the key is missing or not a string
     */
    public static String text(Map<String, ?> data, String key) {
        Object value = data.get(key);
        if (value instanceof String s) {
            return s;
        }
        throw bad(key, "a string", value);
    }

    /**
     * Returns a map's value that must be a string or null (absent counts as null).
     *
     * @param data the map
     * @param key the key
     * @return the string, or null
     * @throws IllegalArgumentException if the value is neither a string nor null
     */
    public static String optionalText(Map<String, ?> data, String key) {
        Object value = data.get(key);
        if (value == null || value instanceof String) {
            return (String) value;
        }
        throw bad(key, "a string or null", value);
    }

    /**
     * Returns a map's value that must be a boolean.
     *
     * @param data the map
     * @param key the key
     * @return the boolean
     * @throws IllegalArgumentException if the key is missing or not a boolean
     */
    public static boolean flag(Map<String, ?> data, String key) {
        Object value = data.get(key);
        if (value instanceof Boolean b) {
            return b;
        }
        throw bad(key, "true or false", value);
    }

    /**
     * Returns a map's value that must itself be a map with string keys.
     *
     * @param data the map
     * @param key the key
     * @return the inner map
     * @throws IllegalArgumentException if the key is missing or not a map with string keys
     */
    @SuppressWarnings("unchecked")
    public static Map<String, ?> map(Map<String, ?> data, String key) {
        Object value = data.get(key);
        if (value instanceof Map<?, ?> m && m.keySet().stream().allMatch(String.class::isInstance)) {
            return (Map<String, ?>) m;
        }
        throw bad(key, "an object", value);
    }

    /**
     * Returns a map's value that must be a list.
     *
     * @param data the map
     * @param key the key
     * @return the list
     * @throws IllegalArgumentException if the key is missing or not a list
     */
    public static List<?> list(Map<String, ?> data, String key) {
        Object value = data.get(key);
        if (value instanceof List<?> l) {
            return l;
        }
        throw bad(key, "a list", value);
    }

    /**
     * Checks a form's version, the first thing read from it.
     *
     * @param data the map
     * @param what the name of the form, for the message
     * @param version the only version this build reads
     * @throws IllegalArgumentException if the version is missing or another one
     */
    public static void requireVersion(Map<String, ?> data, String what, long version) {
        long found = whole(data, "v");
        if (found != version) {
            throw new IllegalArgumentException(what + " of version " + found + " cannot be read by this server, which reads version " + version);
        }
    }

    private static IllegalArgumentException bad(String key, String expected, Object found) {
        String shown = found == null ? "nothing" : Messages.flatten(String.valueOf(found), Messages.MAX_SHOWN);
        return new IllegalArgumentException("\"" + key + "\" should be " + expected + ", found " + shown);
    }

    /**
     * Returns a colour's name in the plain-data forms.
     *
     * @param colour a colour
     * @return {@code white} or {@code red}
     */
    public static String colourName(Colour colour) {
        return colour == Colour.WHITE ? "white" : "red";
    }

    /**
     * Returns a map's value that must be a colour's name or null (absent counts as null).
     *
     * @param data the map
     * @param key the key
     * @return the colour, or null
     * @throws IllegalArgumentException if the value is neither {@code white}, {@code red} nor null
     */
    public static Colour colour(Map<String, ?> data, String key) {
        String text = optionalText(data, key);
        if (text == null) {
            return null;
        }
        return switch (text) {
            case "white" -> Colour.WHITE;
            case "red" -> Colour.RED;
            default -> throw new IllegalArgumentException("\"" + key + "\" should be white, red or null, found " + Messages.quote(text));
        };
    }
}
