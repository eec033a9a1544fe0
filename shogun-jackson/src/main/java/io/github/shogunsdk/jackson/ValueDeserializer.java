package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.io.IOException;

/**
 * Reads the values of one {@link Kind} as {@code type}, which is the kind's type or, for a sealed
 * family such as {@code MovePath}, one of its members. Faults become Jackson's own exceptions: an
 * {@link InvalidFormatException} for a string that is not the value's text, a
 * {@link MismatchedInputException} otherwise, each with a one-line message.
 */
final class ValueDeserializer<T> extends StdDeserializer<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final Kind kind;

    ValueDeserializer(Class<T> type, Kind kind) {
        super(type);
        this.type = type;
        this.kind = kind;
    }

    @Override
    public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
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
            if (node.isTextual()) {
                throw InvalidFormatException.from(parser, message, node.textValue(), type);
            }
            throw MismatchedInputException.from(parser, type, message);
        }
    }
}
