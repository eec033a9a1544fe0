package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.json.JsonShapeException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * What every adapter of a JSON library does, once: writing a value's shape into the library's
 * streaming writer, and reading a value from the library's tree, which is copied into plain data
 * with a stack of its own, never by recursion, so that no tree nests deep enough to exhaust a
 * thread's stack; the shapes bound the depth they read.
 */
public final class Adapters {

    private Adapters() {
    }

    /**
     * Makes the exception a library throws for data that is not a value's shape.
     *
     * @param <X> the exception
     */
    @FunctionalInterface
    public interface Refusal<X extends Exception> {

        /**
         * Makes the exception.
         *
         * @param message the one-line message of the {@link JsonShapeException}
         * @param text the data read, when it was a string (a text that is not the value's text
         *     form); {@code null} otherwise
         * @return the exception to throw
         */
        X refuse(String message, String text);
    }

    /**
     * Handles a map key that is not the text of its type, as the library does.
     *
     * @param <X> what the library throws
     */
    @FunctionalInterface
    public interface KeyRefusal<X extends Exception> {

        /**
         * Handles the key: throws the library's exception, or gives a value to use instead.
         *
         * @param message the one-line message of the {@link JsonShapeException}
         * @return the key's value instead
         * @throws X the library's exception
         */
        Object refuse(String message) throws X;
    }

    /**
     * Reads a map key of a type whose shape is text.
     *
     * @param <X> what the library throws for a bad key
     * @param key the key
     * @param type its type
     * @param refusal handles a key that is not the type's text
     * @return the value
     * @throws X as the library does for a bad key
     */
    public static <X extends Exception> Object readKey(String key, Class<?> type, KeyRefusal<X> refusal) throws X {
        try {
            return Shapes.read(key, type, true);
        } catch (JsonShapeException e) {
            return refusal.refuse(e.getMessage());
        }
    }

    /**
     * Writes a value's shape into a library's streaming writer, with no plain data in between.
     *
     * @param <X> what the writer throws
     * @param value a value of the API
     * @param out the writer
     * @throws X as the writer does
     */
    public static <X extends Exception> void write(Object value, Output<X> out) throws X {
        Shapes.write(value, out);
    }

    /**
     * Reads a value from a library's tree.
     *
     * @param <N> the tree's node type
     * @param <T> the value's type
     * @param <X> the library's exception for data of another shape
     * @param root the tree
     * @param open opens a node, as {@link #copy(Object, Function)} says
     * @param type the value's type
     * @param strict whether a key that a shape does not name is refused (otherwise it is skipped)
     * @param refusal makes the library's exception from the message
     * @return the value
     * @throws X when the tree is not the type's shape
     */
    public static <N, T, X extends Exception> T read(N root, Function<? super N, ?> open, Class<T> type, boolean strict,
            Refusal<X> refusal) throws X {
        Object plain = copy(root, open);
        try {
            return Shapes.read(plain, type, strict);
        } catch (JsonShapeException e) {
            throw refusal.refuse(e.getMessage(), plain instanceof String ? (String) plain : null);
        }
    }

    /**
     * Copies a library's tree into plain data, keys in order, with a stack rather than recursion,
     * so that a tree of any depth is copied.
     *
     * @param <N> the tree's node type
     * @param root the tree
     * @param open opens a node: an object as a {@code Set} of its {@code Map.Entry}s (key and
     *     node), an array as an {@code Iterable} (not a {@code Set}) of its nodes, any other node
     *     as its value (a {@code String}, a {@code Number}, a {@code Boolean} or {@code null})
     * @return the plain data
     */
    public static <N> Object copy(N root, Function<? super N, ?> open) {
        Deque<Fill> fill = new ArrayDeque<>();
        Object top = start(open.apply(root), fill);
        while (!fill.isEmpty()) {
            Fill next = fill.pop();
            // Every child is put in its place, in order, before it is filled: the order in which
            // the stack fills the children does not matter.
            for (Object item : next.children) {
                if (next.object != null) {
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) item;
                    @SuppressWarnings("unchecked") // the children of a node of type N
                    Object child = start(open.apply((N) entry.getValue()), fill);
                    next.object.put((String) entry.getKey(), child);
                } else {
                    @SuppressWarnings("unchecked") // the children of a node of type N
                    Object child = start(open.apply((N) item), fill);
                    next.array.add(child);
                }
            }
        }
        return top;
    }

    /** An empty map or list for an object or array, put on the stack to fill; the value itself otherwise. */
    private static Object start(Object opened, Deque<Fill> fill) {
        if (opened instanceof Set<?>) {
            Map<String, Object> object = new LinkedHashMap<>();
            fill.push(new Fill((Set<?>) opened, object, null));
            return object;
        }
        if (opened instanceof Iterable<?>) {
            List<Object> array = new ArrayList<>();
            fill.push(new Fill((Iterable<?>) opened, null, array));
            return array;
        }
        return opened;
    }

    /** An object or array of the tree and the map or list it is copied into. */
    private static final class Fill {

        final Iterable<?> children;
        final Map<String, Object> object;
        final List<Object> array;

        Fill(Iterable<?> children, Map<String, Object> object, List<Object> array) {
            this.children = children;
            this.object = object;
            this.array = array;
        }
    }
}
