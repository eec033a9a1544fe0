package io.github.shogunsdk.json.contract;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Map;

/** The generic types the cases read. */
public final class Types {

    private Types() {
    }

    /**
     * The type {@code Map<K, V>}.
     *
     * @param key the keys' type
     * @param value the values' type
     * @return the type
     */
    public static ParameterizedType map(Class<?> key, Class<?> value) {
        return new ParameterizedType() {
            @Override
            public Type[] getActualTypeArguments() {
                return new Type[] {key, value};
            }

            @Override
            public Type getRawType() {
                return Map.class;
            }

            @Override
            public Type getOwnerType() {
                return null;
            }

            @Override
            public String getTypeName() {
                return "java.util.Map<" + key.getName() + ", " + value.getName() + ">";
            }
        };
    }
}
