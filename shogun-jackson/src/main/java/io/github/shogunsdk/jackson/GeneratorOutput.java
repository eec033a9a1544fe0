package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import io.github.shogunsdk.json.internal.Output;
import java.io.IOException;

/** Jackson's generator as the streaming writer that the JSON layer walks its plain data into. */
final class GeneratorOutput implements Output<IOException> {

    private final JsonGenerator out;

    GeneratorOutput(JsonGenerator out) {
        this.out = out;
    }

    @Override
    public void startObject() throws IOException {
        out.writeStartObject();
    }

    @Override
    public void name(String name) throws IOException {
        out.writeFieldName(name);
    }

    @Override
    public void endObject() throws IOException {
        out.writeEndObject();
    }

    @Override
    public void startArray() throws IOException {
        out.writeStartArray();
    }

    @Override
    public void endArray() throws IOException {
        out.writeEndArray();
    }

    @Override
    public void string(String value) throws IOException {
        out.writeString(value);
    }

    @Override
    public void number(int value) throws IOException {
        out.writeNumber(value);
    }

    @Override
    public void number(long value) throws IOException {
        out.writeNumber(value);
    }

    @Override
    public void bool(boolean value) throws IOException {
        out.writeBoolean(value);
    }

    @Override
    public void nullValue() throws IOException {
        out.writeNull();
    }
}
