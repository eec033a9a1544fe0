package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.json.internal.Adapters;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;

/**
 * Reads a value as {@code type}, which is a type of the JSON layer or, for a sealed family such as
 * {@code MovePath}, one of its members: Jackson 3's tree, copied into plain data without recursion,
 * read by the layer. Faults become Jackson 3's own (unchecked) exceptions with the layer's one-line
 * message: an {@link InvalidFormatException} for a string that is not the value's text, a
 * {@link MismatchedInputException} otherwise.
 */
final class ShapeDeserializer<T> extends StdDeserializer<T> {

    private final Class<T> type;

    ShapeDeserializer(Class<T> type) {
        super(type);
        this.type = type;
    }

    @Override
    public T deserialize(JsonParser parser, DeserializationContext context) {
        boolean strict = context.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        return Adapters.read(context.readTree(parser), ShapeDeserializer::open, type, strict, (message, text) ->
                text == null ? MismatchedInputException.from(parser, type, message)
                        : InvalidFormatException.from(parser, message, text, type));
    }

    /** The layer's view of a node: the properties of an object, the elements of an array, the value of a leaf. */
    private static Object open(JsonNode node) {
        if (node.isObject()) {
            return node.properties();
        }
        return node.isArray() ? node : node.isNumber() ? node.numberValue() : node.isBoolean() ? (Object) node.booleanValue()
                : node.isString() ? node.stringValue() : null;
    }
}
