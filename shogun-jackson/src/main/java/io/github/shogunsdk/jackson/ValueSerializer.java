package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/** Writes the values of one {@link Kind}. */
final class ValueSerializer<T> extends StdSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final Kind kind;

    ValueSerializer(Class<T> type, Kind kind) {
        super(type);
        this.kind = kind;
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
        kind.write(value, out);
    }
}
