package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.json.internal.Adapters;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;

/** Reads a map key of a type whose shape is text, such as a square's name. */
final class KeyReader extends KeyDeserializer {

    private final Class<?> type;

    KeyReader(Class<?> type) {
        this.type = type;
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext context) {
        return Adapters.<RuntimeException>readKey(key, type, message -> context.handleWeirdKey(type, key, "%s", message));
    }
}
