package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;

/** Reads a map key of a text {@link Kind}, such as a square's name. */
final class KeyReader extends KeyDeserializer {

    private final Kind kind;

    KeyReader(Kind kind) {
        this.kind = kind;
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext context) throws IOException {
        try {
            return kind.read(TextNode.valueOf(key),
                    new Reads(context.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)));
        } catch (JsonShapeException | IllegalArgumentException e) {
            return context.handleWeirdKey(kind.type, key, "%s", e.getMessage());
        }
    }
}
