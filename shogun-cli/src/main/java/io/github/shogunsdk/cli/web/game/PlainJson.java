package io.github.shogunsdk.cli.web.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON text of plain data, as the store's state column keeps it: maps with string keys, lists,
 * strings, whole numbers, other numbers, booleans and null. The games know no JSON library (the
 * architecture keeps them free of one), and this is all the flows' stored forms need. Whole numbers
 * read back as {@link Integer} when they fit, else {@link Long}; a text that is not such JSON is
 * refused with one line.
 */
final class PlainJson {

    /** The deepest nesting read; the stored forms nest three levels. */
    private static final int MAX_DEPTH = 32;

    private final String text;
    private int at;

    private PlainJson(String text) {
        this.text = text;
    }

    /** Writes plain data as JSON. */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null || value instanceof Boolean || value instanceof Number) {
            out.append(value);
        } else if (value instanceof CharSequence string) {
            quote(string.toString(), out);
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                out.append(first ? "" : ",");
                first = false;
                quote(String.valueOf(entry.getKey()), out);
                out.append(':');
                write(entry.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ",");
                write(list.get(i), out);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("not plain data: a " + value.getClass().getSimpleName());
        }
    }

    private static void quote(String string, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < string.length(); i++) {
            char c = string.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    /**
     * Reads JSON text of plain data.
     *
     * @throws IllegalArgumentException with one line naming the index, if the text is not such JSON
     */
    static Object read(String text) {
        PlainJson reader = new PlainJson(text);
        Object value = reader.value(0);
        reader.space();
        if (reader.at != text.length()) {
            throw reader.fault("the end of the text");
        }
        return value;
    }

    private Object value(int depth) {
        if (depth > MAX_DEPTH) {
            throw fault("less nesting");
        }
        space();
        if (at >= text.length()) {
            throw fault("a value");
        }
        char c = text.charAt(at);
        if (c == '{') {
            Map<String, Object> map = new LinkedHashMap<>();
            at++;
            if (!next('}')) {
                do {
                    space();
                    String key = string();
                    expect(':');
                    map.put(key, value(depth + 1));
                } while (next(','));
                expect('}');
            }
            return map;
        }
        if (c == '[') {
            List<Object> list = new ArrayList<>();
            at++;
            if (!next(']')) {
                do {
                    list.add(value(depth + 1));
                } while (next(','));
                expect(']');
            }
            return list;
        }
        if (c == '"') {
            return string();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (text.startsWith(word, at)) {
                at += word.length();
                return word.equals("null") ? null : Boolean.valueOf(word);
            }
        }
        return number();
    }

    private Object number() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        String number = text.substring(start, at);
        try {
            if (number.matches("-?\\d{1,18}")) {
                long whole = Long.parseLong(number);
                if (whole == (int) whole) {
                    return Integer.valueOf((int) whole);   // not in a conditional, which would widen it to Long
                }
                return Long.valueOf(whole);
            }
            return Double.valueOf(number);
        } catch (NumberFormatException e) {
            at = start;
            throw fault("a value");
        }
    }

    private String string() {
        if (at >= text.length() || text.charAt(at) != '"') {
            throw fault("a string");
        }
        StringBuilder out = new StringBuilder();
        at++;
        while (at < text.length() && text.charAt(at) != '"') {
            char c = text.charAt(at++);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) {
                break;
            }
            char escaped = text.charAt(at++);
            switch (escaped) {
                case '"', '\\', '/' -> out.append(escaped);
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw fault("four hexadecimal digits");
                    }
                    try {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException e) {
                        throw fault("four hexadecimal digits");
                    }
                    at += 4;
                }
                default -> throw fault("an escape such as \\n");
            }
        }
        if (at >= text.length()) {
            throw fault("the end of a string");
        }
        at++;
        return out.toString();
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private boolean next(char c) {
        space();
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!next(c)) {
            throw fault("'" + c + "'");
        }
    }

    private IllegalArgumentException fault(String expected) {
        return new IllegalArgumentException("malformed JSON at index " + at + ": expected " + expected);
    }
}
