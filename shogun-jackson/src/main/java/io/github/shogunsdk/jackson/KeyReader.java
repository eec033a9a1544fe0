package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.KeyDeserializer;
import io.github.shogunsdk.json.internal.Adapters;
import java.io.IOException;

/** Reads a map key of a type whose shape is text, such as a square's name. */
final class KeyReader extends KeyDeserializer {

    private final Class<?> type;

    KeyReader(Class<?> type) {
        this.type = type;
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext context) throws IOException {
        return Adapters.readKey(key, type, message -> context.handleWeirdKey(type, key, "%s", message));
    }
}
