package io.github.shogunsdk.jackson3;

import com.fasterxml.jackson.annotation.JsonFormat;
import io.github.shogunsdk.json.internal.Shapes;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.Deserializers;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.ser.Serializers;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Refuses the API's types that have no JSON shape (an {@code Engine}, {@code Rules}, …): without
 * this, Jackson writes such a value as a bean, from whatever getters it has ({@code {}} or
 * {@code {"inCheck":false}}), and an HTTP client receives that as if it were the value. Writing or
 * reading one throws an {@link InvalidDefinitionException} naming the type instead.
 */
final class Refusals {

    private Refusals() {
    }

    /** Finds the refusing serializer for the API's types without a shape. */
    static final class Writers extends Serializers.Base {

        @Override
        public ValueSerializer<?> findSerializer(SerializationConfig config, JavaType type,
                BeanDescription.Supplier bean, JsonFormat.Value format) {
            return Shapes.refuses(type.getRawClass()) ? new Writer(type) : null;
        }

        @Override
        public ValueSerializer<?> findEnumSerializer(SerializationConfig config, JavaType type,
                BeanDescription.Supplier bean, JsonFormat.Value format) {
            return findSerializer(config, type, bean, format);
        }
    }

    /** Finds the refusing deserializer for the API's types without a shape. */
    static final class Readers extends Deserializers.Base {

        @Override
        public ValueDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                BeanDescription.Supplier bean) {
            return Shapes.refuses(type.getRawClass()) ? new Reader(type) : null;
        }

        @Override
        public ValueDeserializer<?> findEnumDeserializer(JavaType type, DeserializationConfig config,
                BeanDescription.Supplier bean) {
            return findBeanDeserializer(type, config, bean);
        }

        @Override
        public boolean hasDeserializerFor(DeserializationConfig config, Class<?> type) {
            return Shapes.refuses(type);
        }
    }

    /** Throws at every value: the type has no shape. */
    private static final class Writer extends StdSerializer<Object> {

        private final JavaType type;

        Writer(JavaType type) {
            super(Object.class);
            this.type = type;
        }

        @Override
        public void serialize(Object value, JsonGenerator out, SerializationContext context) {
            throw InvalidDefinitionException.from(out, Shapes.refusal(type.getRawClass()), type);
        }
    }

    /** Throws at every JSON value: the type has no shape. */
    private static final class Reader extends StdDeserializer<Object> {

        private final JavaType type;

        Reader(JavaType type) {
            super(type);
            this.type = type;
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) {
            throw InvalidDefinitionException.from(parser, Shapes.refusal(type.getRawClass()), type);
        }
    }
}
