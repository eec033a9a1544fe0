package io.github.shogunsdk.json.internal;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Reads the API's values that have a text form from their text, for web frameworks that bind a
 * request's parameters: the types whose JSON is text ({@code Square}, {@code Move},
 * {@code Position}, {@code RuleSet}, {@code EnergyModel}, the enums' words, …), and any other type
 * of the API with a public static {@code parse(String)} that returns it.
 */
public final class TextValues {

    private static final String API = "io.github.shogunsdk.api.";

    private TextValues() {
    }

    /**
     * Tells whether a type is read from text.
     *
     * @param type the type
     * @return whether {@link #read(String, Class)} reads it
     */
    public static boolean reads(Class<?> type) {
        return Shapes.isText(type) || parser(type) != null;
    }

    /**
     * Reads a value from its text.
     *
     * @param text the text, such as a request parameter
     * @param type a type that {@link #reads(Class)}
     * @return the value
     * @throws IllegalArgumentException with the SDK's one-line message, if the text is not a value of the type
     */
    public static Object read(String text, Class<?> type) {
        if (Shapes.isText(type)) {
            return Shapes.read(text, type, true);
        }
        Method parse = parser(type);
        if (parse == null) {
            throw new IllegalArgumentException("not a type of the Shogun SDK with a text form: " + type.getName());
        }
        try {
            return parse.invoke(null, text);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException refusal) {
                throw refusal;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The type's public static {@code parse(String)}, when it is a type of the API; null otherwise. */
    private static Method parser(Class<?> type) {
        if (!type.getName().startsWith(API) || !Modifier.isPublic(type.getModifiers())) {
            return null;
        }
        try {
            Method parse = type.getMethod("parse", String.class);
            return Modifier.isStatic(parse.getModifiers()) && type.isAssignableFrom(parse.getReturnType()) ? parse : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }
}
