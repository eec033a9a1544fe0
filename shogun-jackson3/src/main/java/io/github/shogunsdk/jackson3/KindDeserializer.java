package io.github.shogunsdk.jackson3;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;

/**
 * Reads the values of one {@link Kind} as {@code type}, which is the kind's type or, for a sealed
 * family such as {@code MovePath}, one of its members. Faults become Jackson's own exceptions: an
 * {@link InvalidFormatException} for a string that is not the value's text, a
 * {@link MismatchedInputException} otherwise, each with a one-line message.
 */
final class KindDeserializer<T> extends StdDeserializer<T> {

    private final Class<T> type;
    private final Kind kind;

    KindDeserializer(Class<T> type, Kind kind) {
        super(type);
        this.type = type;
        this.kind = kind;
    }

    @Override
    public T deserialize(JsonParser parser, DeserializationContext context) {
        JsonNode node = context.readTree(parser);
        Reads in = new Reads(context.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));
        try {
            Object value = kind.read(node, in);
            if (!type.isInstance(value)) {
                throw new JsonShapeException("expected " + type.getSimpleName() + ", found "
                        + value.getClass().getSimpleName() + " " + Reads.quote(value.toString()));
            }
            return type.cast(value);
        } catch (JsonShapeException | IllegalArgumentException e) {
            String message = e.getMessage();
            if (node.isString()) {
                throw InvalidFormatException.from(parser, message, node.stringValue(), type);
            }
            throw MismatchedInputException.from(parser, type, message);
        }
    }
}
