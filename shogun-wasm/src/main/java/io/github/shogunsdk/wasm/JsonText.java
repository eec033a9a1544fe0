package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.spi.Messages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads JSON text into plain data: {@code Map<String, Object>} objects (keys in order, a repeated
 * key keeping its last value), {@code List<Object>} arrays, strings, {@code Integer} or
 * {@code Long} for whole numbers of up to 18 digits, {@link JsonFraction} for the other numbers, booleans and
 * {@code null}. For values JavaScript hands over with {@code JSON.stringify}; Jackson does not run
 * in the browser build. Nesting is bounded, so that no input can exhaust the stack.
 */
final class JsonText {

    /** The deepest nesting read: more than a record's 64 levels of variations need (3 a level). */
    static final int MAX_DEPTH = 256;

    private final String text;
    private int index;

    private JsonText(String text) {
        this.text = text;
    }

    /**
     * Reads a JSON text.
     *
     * @param text the text
     * @return its value as plain data
     * @throws IllegalArgumentException naming the index and the problem, on one line
     */
    static Object parse(String text) {
        JsonText in = new JsonText(text);
        Object value = in.value(0);
        in.skipSpace();
        if (in.index < text.length()) {
            throw in.fault("expected the end of the JSON text");
        }
        return value;
    }

    private Object value(int depth) {
        skipSpace();
        if (index >= text.length()) {
            throw fault("expected a JSON value");
        }
        char c = text.charAt(index);
        if (c == '{' || c == '[') {
            if (depth >= MAX_DEPTH) {
                throw fault("the JSON nests deeper than " + MAX_DEPTH + " levels");
            }
            return c == '{' ? object(depth + 1) : array(depth + 1);
        }
        if (c == '"') {
            return string();
        }
        if (c == '-' || c >= '0' && c <= '9') {
            return number();
        }
        if (literal("true")) {
            return Boolean.TRUE;
        }
        if (literal("false")) {
            return Boolean.FALSE;
        }
        if (literal("null")) {
            return null;
        }
        throw fault("expected a JSON value");
    }

    private Map<String, Object> object(int depth) {
        Map<String, Object> object = new LinkedHashMap<>();
        index++;
        skipSpace();
        if (take('}')) {
            return object;
        }
        do {
            skipSpace();
            if (index >= text.length() || text.charAt(index) != '"') {
                throw fault("expected a key in quotes");
            }
            String key = string();
            skipSpace();
            if (!take(':')) {
                throw fault("expected ':' after the key");
            }
            object.put(key, value(depth));
            skipSpace();
        } while (take(','));
        if (!take('}')) {
            throw fault("expected ',' or '}' in the object");
        }
        return object;
    }

    private List<Object> array(int depth) {
        List<Object> array = new ArrayList<>();
        index++;
        skipSpace();
        if (take(']')) {
            return array;
        }
        do {
            array.add(value(depth));
            skipSpace();
        } while (take(','));
        if (!take(']')) {
            throw fault("expected ',' or ']' in the array");
        }
        return array;
    }

    private String string() {
        StringBuilder out = new StringBuilder();
        index++;
        while (true) {
            if (index >= text.length()) {
                throw fault("expected '\"' to end the string");
            }
            char c = text.charAt(index++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                index--;
                throw fault("expected a character of the string, found a control character");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (index >= text.length()) {
                throw fault("expected an escape after '\\'");
            }
            char e = text.charAt(index++);
            switch (e) {
                case '"', '\\', '/' -> out.append(e);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> out.append(hex4());
                default -> {
                    index--;
                    throw fault("expected an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u)");
                }
            }
        }
    }

    private char hex4() {
        if (index + 4 > text.length()) {
            throw fault("expected four hexadecimal digits after \\u");
        }
        int value = 0;
        for (int i = 0; i < 4; i++) {
            char c = text.charAt(index);
            // By hand: Character.digit would bring Unicode's tables into the browser build.
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (digit < 0) {
                throw fault("expected four hexadecimal digits after \\u");
            }
            value = value * 16 + digit;
            index++;
        }
        return (char) value;
    }

    private Object number() {
        int start = index;
        take('-');
        int digits = index;
        while (index < text.length() && text.charAt(index) >= '0' && text.charAt(index) <= '9') {
            index++;
        }
        if (index == digits || text.charAt(digits) == '0' && index - digits > 1) {
            index = digits;
            throw fault("expected a number's digits, without a leading zero");
        }
        boolean whole = true;
        if (take('.')) {
            whole = false;
            requireDigits();
        }
        if (index < text.length() && (text.charAt(index) == 'e' || text.charAt(index) == 'E')) {
            whole = false;
            index++;
            if (!take('+')) {
                take('-');
            }
            requireDigits();
        }
        if (!whole || index - digits > 18) {
            // Never a whole number a record holds: kept as its text, which messages quote.
            return new JsonFraction(text.substring(start, index));
        }
        long value = 0;
        for (int i = digits; i < index; i++) {
            value = value * 10 + text.charAt(i) - '0';
        }
        value = text.charAt(start) == '-' ? -value : value;
        return value == (int) value ? Integer.valueOf((int) value) : Long.valueOf(value);
    }

    private void requireDigits() {
        int start = index;
        while (index < text.length() && text.charAt(index) >= '0' && text.charAt(index) <= '9') {
            index++;
        }
        if (index == start) {
            throw fault("expected a digit");
        }
    }

    private boolean literal(String word) {
        if (text.startsWith(word, index)) {
            index += word.length();
            return true;
        }
        return false;
    }

    private boolean take(char c) {
        if (index < text.length() && text.charAt(index) == c) {
            index++;
            return true;
        }
        return false;
    }

    private void skipSpace() {
        while (index < text.length()) {
            char c = text.charAt(index);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            index++;
        }
    }

    private IllegalArgumentException fault(String problem) {
        String found = index >= text.length() ? "the end of the text"
                : Messages.quote(text.substring(index, Math.min(text.length(), index + 20)));
        return new IllegalArgumentException("bad JSON at index " + index + ": " + problem + ", found " + found);
    }
}
