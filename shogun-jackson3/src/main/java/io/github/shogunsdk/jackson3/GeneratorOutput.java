package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.json.internal.Output;
import tools.jackson.core.JsonGenerator;

/**
 * Jackson 3's generator as the streaming writer that the JSON layer walks its plain data into.
 * Nothing here throws a checked exception: Jackson 3's are unchecked.
 */
record GeneratorOutput(JsonGenerator out) implements Output<RuntimeException> {

    @Override
    public void startObject() {
        out.writeStartObject();
    }

    @Override
    public void name(String name) {
        out.writeName(name);
    }

    @Override
    public void endObject() {
        out.writeEndObject();
    }

    @Override
    public void startArray() {
        out.writeStartArray();
    }

    @Override
    public void endArray() {
        out.writeEndArray();
    }

    @Override
    public void string(String value) {
        out.writeString(value);
    }

    @Override
    public void number(int value) {
        out.writeNumber(value);
    }

    @Override
    public void number(long value) {
        out.writeNumber(value);
    }

    @Override
    public void bool(boolean value) {
        out.writeBoolean(value);
    }

    @Override
    public void nullValue() {
        out.writeNull();
    }
}
