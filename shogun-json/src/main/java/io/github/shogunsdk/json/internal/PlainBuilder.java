package io.github.shogunsdk.json.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds plain data from what the shapes write: maps for objects (keys in the order written),
 * lists for arrays, {@code String}, {@code Integer}, {@code Long}, {@code Boolean} and
 * {@code null}. The containers still open are kept on a stack of its own.
 */
final class PlainBuilder implements Output<RuntimeException> {

    /** The objects and arrays still open, innermost last. */
    private final List<Object> open = new ArrayList<>();
    /** The key of the object's next value. */
    private String name;
    private Object result;

    /** Creates a builder, empty. */
    PlainBuilder() {
    }

    /**
     * Returns what was written.
     *
     * @return the plain data of the one value written
     */
    Object result() {
        return result;
    }

    @Override
    public void startObject() {
        Map<String, Object> object = new LinkedHashMap<>();
        add(object);
        open.add(object);
    }

    @Override
    public void name(String name) {
        this.name = name;
    }

    @Override
    public void endObject() {
        open.remove(open.size() - 1);
    }

    @Override
    public void startArray() {
        List<Object> array = new ArrayList<>();
        add(array);
        open.add(array);
    }

    @Override
    public void endArray() {
        open.remove(open.size() - 1);
    }

    @Override
    public void string(String value) {
        add(value);
    }

    @Override
    public void number(int value) {
        add(Integer.valueOf(value));
    }

    @Override
    public void number(long value) {
        add(Long.valueOf(value));
    }

    @Override
    public void bool(boolean value) {
        add(Boolean.valueOf(value));
    }

    @Override
    public void nullValue() {
        add(null);
    }

    @SuppressWarnings("unchecked") // the containers are the maps and lists made above
    private void add(Object value) {
        if (open.isEmpty()) {
            result = value;
        } else if (open.get(open.size() - 1) instanceof Map<?, ?>) {
            ((Map<String, Object>) open.get(open.size() - 1)).put(name, value);
        } else {
            ((List<Object>) open.get(open.size() - 1)).add(value);
        }
    }
}
