package io.github.shogunsdk.wasm;

/**
 * Writes JSON text into a buffer, with the commas placed by the writer: begin an object, give keys
 * and values, end it. Strings are escaped as Jackson escapes them (quotes, backslashes and control
 * characters), so this module's text equals what {@code shogun-jackson} writes for the same value.
 */
final class Json {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final StringBuilder text = new StringBuilder(128);
    /** Whether the next value is the first of its object or array (or follows its key). */
    private boolean first = true;

    Json beginObject() {
        separate();
        text.append('{');
        first = true;
        return this;
    }

    Json endObject() {
        text.append('}');
        first = false;
        return this;
    }

    Json beginArray() {
        separate();
        text.append('[');
        first = true;
        return this;
    }

    Json endArray() {
        text.append(']');
        first = false;
        return this;
    }

    /** Writes a key; the next call writes its value. */
    Json key(String name) {
        separate();
        quoted(name);
        text.append(':');
        first = true;
        return this;
    }

    /** Writes a string, or {@code null}. */
    Json value(String value) {
        separate();
        if (value == null) {
            text.append("null");
        } else {
            quoted(value);
        }
        return this;
    }

    Json value(long number) {
        separate();
        text.append(number);
        return this;
    }

    Json value(boolean truth) {
        separate();
        text.append(truth);
        return this;
    }

    Json nullValue() {
        separate();
        text.append("null");
        return this;
    }

    /**
     * Writes plain data as it stands: maps (string keys, in order), lists, strings, whole numbers,
     * booleans and {@code null}, as {@code RecordData} makes them.
     */
    Json plain(Object data) {
        if (data instanceof java.util.Map<?, ?>) {
            beginObject();
            for (java.util.Map.Entry<?, ?> entry : ((java.util.Map<?, ?>) data).entrySet()) {
                key((String) entry.getKey());
                plain(entry.getValue());
            }
            return endObject();
        }
        if (data instanceof java.util.List<?>) {
            beginArray();
            for (Object element : (java.util.List<?>) data) {
                plain(element);
            }
            return endArray();
        }
        if (data instanceof Integer) {
            return value(((Integer) data).intValue());
        }
        if (data instanceof Long) {
            return value(((Long) data).longValue());
        }
        if (data instanceof Boolean) {
            return value(((Boolean) data).booleanValue());
        }
        if (data == null || data instanceof String) {
            return value((String) data);
        }
        throw new IllegalStateException("not plain data: a value of another type than RecordData writes");
    }

    private void separate() {
        if (!first) {
            text.append(',');
        }
        first = false;
    }

    private void quoted(String value) {
        text.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"':
                    text.append("\\\"");
                    break;
                case '\\':
                    text.append("\\\\");
                    break;
                case '\n':
                    text.append("\\n");
                    break;
                case '\r':
                    text.append("\\r");
                    break;
                case '\t':
                    text.append("\\t");
                    break;
                case '\b':
                    text.append("\\b");
                    break;
                case '\f':
                    text.append("\\f");
                    break;
                default:
                    if (c < 0x20) {
                        text.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        text.append(c);
                    }
            }
        }
        text.append('"');
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
