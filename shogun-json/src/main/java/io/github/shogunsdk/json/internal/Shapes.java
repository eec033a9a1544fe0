package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.json.JsonShapeException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The shapes by type, behind {@link io.github.shogunsdk.json.ShogunJson}. */
public final class Shapes {

    /** The members of the sealed families, which have their family's shape. */
    private static final List<Class<?>> MEMBERS = List.of(MovePath.Straight.class, MovePath.Bent.class,
            EnergyModel.Fixed.class, EnergyModel.Magnetic.class, EnergyModel.Random.class, Outcome.Ongoing.class,
            Outcome.Win.class, Outcome.Draw.class);
    private static final List<Class<?>> TYPES = types();
    /** The API's package and the packages inside it, such as its service provider interface. */
    private static final String API = "io.github.shogunsdk.api.";

    private Shapes() {
    }

    private static List<Class<?>> types() {
        List<Class<?>> types = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            types.add(kind.type);
        }
        types.addAll(MEMBERS);
        return Collections.unmodifiableList(types);
    }

    /**
     * The types that have a shape: each kind's type, then the members of the sealed families.
     *
     * @return an unmodifiable list
     */
    public static List<Class<?>> supportedTypes() {
        return TYPES;
    }

    /**
     * Tells whether a type has a shape.
     *
     * @param type the type
     * @return whether it is, or belongs to, a type of {@link #supportedTypes()}
     */
    public static boolean supports(Class<?> type) {
        return Kind.of(type) != null;
    }

    /**
     * Tells whether a type is one of the SDK's API (of {@code io.github.shogunsdk.api} or a package
     * inside it, or implementing or extending such a type) that has no shape, so that a JSON
     * library refuses it rather than writing its properties as it would a bean's.
     *
     * @param type the type
     * @return whether the adapters refuse to write or read it
     */
    public static boolean refuses(Class<?> type) {
        return !supports(type) && isApi(type);
    }

    /**
     * The message of a refused type, on one line.
     *
     * @param type a type that {@link #refuses(Class)}
     * @return what is wrong and where to look
     */
    public static String refusal(Class<?> type) {
        Class<?> api = apiType(type);
        return (api == null ? type : api).getName() + " has no JSON shape in the Shogun SDK, so it is neither written nor read"
                + " (rather than as the properties of a bean); ShogunJson.supportedTypes() lists the types"
                + " that have one";
    }

    private static boolean isApi(Class<?> type) {
        return apiType(type) != null;
    }

    /** The type itself when it is the API's, else the first class or interface of the API it extends or implements. */
    private static Class<?> apiType(Class<?> type) {
        for (Class<?> at = type; at != null; at = at.getSuperclass()) {
            Class<?> api = at.getName().startsWith(API) ? at : apiInterface(at);
            if (api != null) {
                return api;
            }
        }
        return null;
    }

    private static Class<?> apiInterface(Class<?> type) {
        for (Class<?> implemented : type.getInterfaces()) {
            Class<?> api = implemented.getName().startsWith(API) ? implemented : apiInterface(implemented);
            if (api != null) {
                return api;
            }
        }
        return null;
    }

    /**
     * Tells whether a type's plain data is a string.
     *
     * @param type the type
     * @return whether it is written as a string, so that its values can be map keys
     */
    public static boolean isText(Class<?> type) {
        Kind kind = Kind.of(type);
        return kind != null && kind.isText();
    }

    /**
     * Writes a value's shape into a streaming writer.
     *
     * @param <X> what the writer throws
     * @param value the value
     * @param out the writer
     * @throws X as the writer does
     * @throws IllegalArgumentException if the value's type has no shape
     */
    public static <X extends Exception> void write(Object value, Output<X> out) throws X {
        Kind kind = Kind.of(value.getClass());
        if (kind == null) {
            throw new IllegalArgumentException("not a value of the Shogun SDK with a JSON shape: "
                    + value.getClass().getName());
        }
        kind.write(value, out);
    }

    /**
     * Returns a value's plain data.
     *
     * @param value the value
     * @return its plain data
     * @throws IllegalArgumentException if the value's type has no shape
     */
    public static Object toPlain(Object value) {
        Kind kind = Kind.of(value.getClass());
        if (kind != null && kind.isText()) {
            // A string needs no builder: map keys and text values cost their text alone.
            return kind.text(value);
        }
        PlainBuilder plain = new PlainBuilder();
        write(value, plain);
        return plain.result();
    }

    /**
     * Reads a value from plain data.
     *
     * @param <T> the type
     * @param data the plain data
     * @param type the type: a type of {@link #supportedTypes()}, or a member of one
     * @param strict whether a key that a shape does not name is refused (otherwise it is skipped)
     * @return the value
     * @throws JsonShapeException if the data does not have the shape, or does not make a value
     * @throws IllegalArgumentException if the type has no shape
     */
    public static <T> T read(Object data, Class<T> type, boolean strict) {
        Kind kind = Kind.of(type);
        if (kind == null) {
            throw new IllegalArgumentException("not a type of the Shogun SDK with a JSON shape: " + type.getName());
        }
        Object value;
        try {
            value = kind.read(data, new Reads(strict));
        } catch (JsonShapeException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            // The API's own refusal, such as a NotationException: its message as it stands.
            throw new JsonShapeException("", String.valueOf(e.getMessage()), e);
        }
        if (!type.isInstance(value)) {
            throw new JsonShapeException("", "expected " + type.getSimpleName() + ", found "
                    + value.getClass().getSimpleName() + " " + Messages.quote(value.toString()));
        }
        return type.cast(value);
    }
}
