package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.shogunsdk.json.internal.Adapters;
import java.io.IOException;

/** Writes a value's plain data (the JSON layer's shape) through the generator. */
final class ValueSerializer<T> extends StdSerializer<T> {

    private static final long serialVersionUID = 1L;

    ValueSerializer(Class<T> type) {
        super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
        Adapters.write(value, new GeneratorOutput(out));
    }
}
