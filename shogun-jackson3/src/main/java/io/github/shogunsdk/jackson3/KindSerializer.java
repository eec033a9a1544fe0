package io.github.shogunsdk.jackson3;

import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes the values of one {@link Kind}. */
final class KindSerializer<T> extends StdSerializer<T> {

    private final Kind kind;

    KindSerializer(Class<T> type, Kind kind) {
        super(type);
        this.kind = kind;
    }

    @Override
    public void serialize(T value, JsonGenerator out, SerializationContext context) {
        kind.write(value, out);
    }
}
