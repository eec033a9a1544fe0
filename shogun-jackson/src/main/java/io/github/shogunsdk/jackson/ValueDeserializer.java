package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.github.shogunsdk.json.internal.Adapters;
import java.io.IOException;

/**
 * Reads a value as {@code type}, which is a type of the JSON layer or, for a sealed family such as
 * {@code MovePath}, one of its members: Jackson's tree, copied into plain data without recursion,
 * read by the layer. Faults become Jackson's own exceptions with the layer's one-line message: an
 * {@link InvalidFormatException} for a string that is not the value's text, a
 * {@link MismatchedInputException} otherwise.
 */
final class ValueDeserializer<T> extends StdDeserializer<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;

    ValueDeserializer(Class<T> type) {
        super(type);
        this.type = type;
    }

    @Override
    public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        return Adapters.read(context.readTree(parser), ValueDeserializer::open, type,
                context.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES),
                (message, text) -> text == null ? MismatchedInputException.from(parser, type, message)
                        : InvalidFormatException.from(parser, message, text, type));
    }

    /** A node as the layer's copy wants it: an object's properties, an array's elements, a leaf's value. */
    private static Object open(JsonNode node) {
        return node.isObject() ? node.properties() : node.isArray() ? node : node.isNumber() ? node.numberValue()
                : node.isBoolean() ? (Object) node.booleanValue() : node.textValue();
    }
}
