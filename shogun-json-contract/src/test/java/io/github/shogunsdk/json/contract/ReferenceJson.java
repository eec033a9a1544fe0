package io.github.shogunsdk.json.contract;

import io.github.shogunsdk.json.internal.Output;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contract's own JSON text, independent of every adapter: writes plain data as the documented
 * JSON (no spaces; quotes, backslashes and control characters escaped as Jackson escapes them:
 * {@code \n}, {@code \r}, {@code \t}, {@code \b}, {@code \f}, others as {@code \}{@code u00XX} in
 * capitals), and reads JSON text into plain data as Jackson's tree holds it (whole numbers as
 * {@code Integer}, {@code Long} or {@code BigInteger}, the others as {@code Double}), with a stack
 * of its own, so any depth is read.
 */
public final class ReferenceJson {

    private static final String HEX = "0123456789ABCDEF";

    private ReferenceJson() {
    }

    /**
     * Writes plain data as JSON text.
     *
     * @param plain maps with string keys, lists, strings, whole numbers, booleans and null
     * @return the text
     */
    public static String write(Object plain) {
        StringBuilder out = new StringBuilder();
        write(plain, out);
        return out.toString();
    }

    private static void write(Object plain, StringBuilder out) {
        if (plain instanceof Map<?, ?> map) {
            out.append('{');
            String comma = "";
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                out.append(comma);
                quote((String) entry.getKey(), out);
                out.append(':');
                write(entry.getValue(), out);
                comma = ",";
            }
            out.append('}');
        } else if (plain instanceof List<?> list) {
            out.append('[');
            String comma = "";
            for (Object element : list) {
                out.append(comma);
                write(element, out);
                comma = ",";
            }
            out.append(']');
        } else if (plain instanceof String text) {
            quote(text, out);
        } else if (plain == null || plain instanceof Integer || plain instanceof Long || plain instanceof Boolean) {
            out.append(plain);
        } else {
            throw new IllegalArgumentException("not plain data: " + plain.getClass().getName());
        }
    }

    /**
     * A streaming writer of the same text, for the shapes to write into: the text of a value
     * streamed here equals the text of its plain data written by {@link #write(Object)}.
     */
    public static final class Writer implements Output<RuntimeException> {

        private final StringBuilder out = new StringBuilder();
        /** Whether the next value is the first of its object or array, or follows its key. */
        private boolean first = true;

        /** Creates an empty writer. */
        public Writer() {
        }

        private void separate() {
            if (!first) {
                out.append(',');
            }
            first = false;
        }

        @Override
        public void startObject() {
            separate();
            out.append('{');
            first = true;
        }

        @Override
        public void name(String name) {
            separate();
            quote(name, out);
            out.append(':');
            first = true;
        }

        @Override
        public void endObject() {
            out.append('}');
            first = false;
        }

        @Override
        public void startArray() {
            separate();
            out.append('[');
            first = true;
        }

        @Override
        public void endArray() {
            out.append(']');
            first = false;
        }

        @Override
        public void string(String value) {
            separate();
            quote(value, out);
        }

        @Override
        public void number(int value) {
            separate();
            out.append(value);
        }

        @Override
        public void number(long value) {
            separate();
            out.append(value);
        }

        @Override
        public void bool(boolean value) {
            separate();
            out.append(value);
        }

        @Override
        public void nullValue() {
            separate();
            out.append("null");
        }

        @Override
        public String toString() {
            return out.toString();
        }
    }

    /**
     * Writes a string as JSON.
     *
     * @param text the string
     * @param out where to write it
     */
    public static void quote(String text, StringBuilder out) {
        out.append('"');
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 15));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /**
     * Reads JSON text into plain data.
     *
     * @param json the text, well formed
     * @return its plain data
     * @throws IllegalArgumentException when the text is not JSON
     */
    public static Object read(String json) {
        return new Reader(json).read();
    }

    /** Reads one text; the containers still open are on a stack, with the key of each object's next value. */
    private static final class Reader {

        private final String text;
        private int at;
        private final List<Object> open = new ArrayList<>();
        private final List<String> names = new ArrayList<>();

        Reader(String text) {
            this.text = text;
        }

        Object read() {
            Object root = null;
            while (true) {
                // A value is due: a scalar, or a container, which is due its first value or its end.
                space();
                char c = peek();
                Object value = c == '{' ? new LinkedHashMap<String, Object>() : c == '[' ? new ArrayList<Object>() : null;
                if (value == null) {
                    value = scalar();
                } else {
                    at++;
                }
                if (open.isEmpty()) {
                    root = value;
                } else {
                    add(value);
                }
                if (value instanceof Map<?, ?> || value instanceof List<?>) {
                    open.add(value);
                    names.add(null);
                    space();
                    if (peek() != (value instanceof Map ? '}' : ']')) {
                        if (value instanceof Map) {
                            name();
                        }
                        continue;
                    }
                }
                // After a value: commas and the ends of containers, until the next value is due.
                if (!afterValue()) {
                    space();
                    if (at != text.length()) {
                        throw new IllegalArgumentException("text after the JSON value at " + at);
                    }
                    return root;
                }
            }
        }

        /** Reads ends of containers and a comma; true when another value is due, false at the end of the root. */
        private boolean afterValue() {
            while (!open.isEmpty()) {
                space();
                Object top = open.get(open.size() - 1);
                char c = peek();
                if (c == ',') {
                    at++;
                    if (top instanceof Map) {
                        name();
                    }
                    return true;
                }
                expect(top instanceof Map ? '}' : ']');
                open.remove(open.size() - 1);
                names.remove(names.size() - 1);
            }
            return false;
        }

        /** Reads an object's key and its colon. */
        private void name() {
            space();
            names.set(names.size() - 1, string());
            space();
            expect(':');
        }

        @SuppressWarnings("unchecked") // the containers this reader made
        private void add(Object value) {
            Object top = open.get(open.size() - 1);
            if (top instanceof Map) {
                ((Map<String, Object>) top).put(names.get(names.size() - 1), value);
            } else {
                ((List<Object>) top).add(value);
            }
        }

        private Object scalar() {
            char c = peek();
            if (c == '"') {
                return string();
            }
            for (String word : new String[] {"true", "false", "null"}) {
                if (text.startsWith(word, at)) {
                    at += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            int start = at;
            while (at < text.length() && "+-.eE0123456789".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
            String number = text.substring(start, at);
            if (number.isEmpty()) {
                throw new IllegalArgumentException("expected a JSON value at " + start);
            }
            if (number.matches("-?\\d+")) {
                BigInteger whole = new BigInteger(number);
                return whole.bitLength() < 32 ? (Object) whole.intValue()
                        : whole.bitLength() < 64 ? (Object) whole.longValue() : whole;
            }
            return Double.valueOf(number);
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (peek() != '"') {
                char c = text.charAt(at++);
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char e = text.charAt(at++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> out.append(e);
                }
            }
            at++;
            return out.toString();
        }

        private char peek() {
            if (at >= text.length()) {
                throw new IllegalArgumentException("the JSON text ends too soon");
            }
            return text.charAt(at);
        }

        private void expect(char c) {
            if (peek() != c) {
                throw new IllegalArgumentException("expected '" + c + "' at " + at + ", found '" + peek() + "'");
            }
            at++;
        }

        private void space() {
            while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
        }
    }
}
