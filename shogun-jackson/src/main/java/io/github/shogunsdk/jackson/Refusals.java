package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.ser.Serializers;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.shogunsdk.json.internal.Shapes;
import java.io.IOException;

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
        public JsonSerializer<?> findSerializer(SerializationConfig config, JavaType type, BeanDescription bean) {
            return Shapes.refuses(type.getRawClass()) ? new Writer(type) : null;
        }
    }

    /** Finds the refusing deserializer for the API's types without a shape. */
    static final class Readers extends Deserializers.Base {

        @Override
        public JsonDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                BeanDescription bean) {
            return Shapes.refuses(type.getRawClass()) ? new Reader(type) : null;
        }

        @Override
        public JsonDeserializer<?> findEnumDeserializer(Class<?> type, DeserializationConfig config,
                BeanDescription bean) {
            return Shapes.refuses(type) ? new Reader(config.constructType(type)) : null;
        }
    }

    /** Throws at every value: the type has no shape. */
    private static final class Writer extends StdSerializer<Object> {

        private static final long serialVersionUID = 1L;

        private final JavaType type;

        Writer(JavaType type) {
            super(Object.class);
            this.type = type;
        }

        @Override
        public void serialize(Object value, JsonGenerator out, SerializerProvider provider) throws IOException {
            throw InvalidDefinitionException.from(out, Shapes.refusal(type.getRawClass()), type);
        }
    }

    /** Throws at every JSON value: the type has no shape. */
    private static final class Reader extends StdDeserializer<Object> {

        private static final long serialVersionUID = 1L;

        private final JavaType type;

        Reader(JavaType type) {
            super(type);
            this.type = type;
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            throw InvalidDefinitionException.from(parser, Shapes.refusal(type.getRawClass()), type);
        }
    }
}
