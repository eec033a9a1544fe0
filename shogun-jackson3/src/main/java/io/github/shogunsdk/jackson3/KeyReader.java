package io.github.shogunsdk.jackson3;

import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.node.StringNode;

/** Reads a map key of a text {@link Kind}, such as a square's name. */
final class KeyReader extends KeyDeserializer {

    private final Kind kind;

    KeyReader(Kind kind) {
        this.kind = kind;
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext context) {
        try {
            return kind.read(StringNode.valueOf(key),
                    new Reads(context.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)));
        } catch (JsonShapeException | IllegalArgumentException e) {
            return context.handleWeirdKey(kind.type, key, "%s", e.getMessage());
        }
    }
}
