package io.github.shogunsdk.wasm;

import io.github.shogunsdk.json.internal.Output;

/**
 * Writes JSON text into a buffer, with the commas placed by the writer: begin an object, give keys
 * and values, end it; the JSON layer's shapes write into it through {@link #events()}. Strings are
 * escaped as Jackson escapes them (quotes, backslashes and control characters), so this module's
 * text equals what {@code shogun-jackson} writes for the same value.
 */
final class Json {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final StringBuilder text = new StringBuilder(128);
    private final Events events = new Events();
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
     * This writer as the streaming writer that the JSON layer's shapes write into.
     *
     * @return the writer's events
     */
    Output<RuntimeException> events() {
        return events;
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

    /** The writer's methods as the JSON layer's streaming writer. */
    private final class Events implements Output<RuntimeException> {

        @Override
        public void startObject() {
            beginObject();
        }

        @Override
        public void name(String name) {
            key(name);
        }

        @Override
        public void endObject() {
            Json.this.endObject();
        }

        @Override
        public void startArray() {
            beginArray();
        }

        @Override
        public void endArray() {
            Json.this.endArray();
        }

        @Override
        public void string(String value) {
            value(value);
        }

        @Override
        public void number(int value) {
            value(value);
        }

        @Override
        public void number(long value) {
            value(value);
        }

        @Override
        public void bool(boolean value) {
            value(value);
        }

        @Override
        public void nullValue() {
            Json.this.nullValue();
        }
    }
}
