package io.github.shogunsdk.json.contract;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.json.JsonShapeException;
import io.github.shogunsdk.json.ShogunJson;
import io.github.shogunsdk.json.UnknownKeys;
import io.github.shogunsdk.json.internal.Shapes;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The neutral layer as a JSON adapter: values read from plain data with {@link ShogunJson}, and
 * written by the layer's shapes streamed into a JSON text writer, with the contract's own JSON text
 * ({@link ReferenceJson}) by default; that the shapes' plain data ({@code ShogunJson.toPlain}) is
 * the same text, the contract checks of every adapter. Maps and the {@link Held} field are bound by
 * hand, as an application that uses the layer with another library binds its own types.
 */
public class PlainAdapter implements JsonAdapter {

    /** Creates the adapter, with the contract's own JSON text. */
    public PlainAdapter() {
    }

    /**
     * Reads JSON text into plain data.
     *
     * @param json the text
     * @return its plain data
     */
    protected Object parse(String json) {
        return ReferenceJson.read(json);
    }

    /**
     * Writes a value of the API as JSON text.
     *
     * @param value the value
     * @return its JSON
     */
    protected String text(Object value) {
        ReferenceJson.Writer out = new ReferenceJson.Writer();
        Shapes.write(value, out);
        return out.toString();
    }

    @Override
    public String write(Object value) {
        if (!(value instanceof Map<?, ?> map)) {
            return text(value);
        }
        StringBuilder out = new StringBuilder("{");
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            out.append(out.length() == 1 ? "" : ",");
            ReferenceJson.quote((String) ShogunJson.toPlain(entry.getKey()), out);
            out.append(':').append(entry.getValue() instanceof Number ? entry.getValue().toString() : text(entry.getValue()));
        }
        return out.append('}').toString();
    }

    @Override
    public Object read(String json, Type type) {
        return bind(parse(json), type, UnknownKeys.REFUSE);
    }

    @Override
    public Object readSkippingUnknownKeys(String json, Type type) {
        return bind(parse(json), type, UnknownKeys.SKIP);
    }

    @Override
    public Rejection rejection(Exception thrown) {
        if (thrown instanceof Refused refused) {
            return refused.refusal;
        }
        throw new AssertionError("not a refusal of JSON of another shape: " + thrown, thrown);
    }

    private static Object bind(Object plain, Type type, UnknownKeys keys) {
        if (type == Held.class) {
            Object record = plain instanceof Map<?, ?> map ? map.get("record") : null;
            return new Held((GameRecord) value(record, GameRecord.class, keys, "record"));
        }
        if (type instanceof ParameterizedType map) {
            Map<Object, Object> read = new LinkedHashMap<>();
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) plain).entrySet()) {
                read.put(value(entry.getKey(), (Class<?>) map.getActualTypeArguments()[0], keys, null),
                        value(entry.getValue(), (Class<?>) map.getActualTypeArguments()[1], keys, null));
            }
            return read;
        }
        return value(plain, (Class<?>) type, keys, null);
    }

    private static Object value(Object plain, Class<?> type, UnknownKeys keys, String field) {
        if (type == Integer.class || type == Long.class) {
            return type == Integer.class ? ((Number) plain).intValue() : (Object) ((Number) plain).longValue();
        }
        try {
            return ShogunJson.fromPlain(plain, type, keys);
        } catch (JsonShapeException e) {
            throw new Refused(new Rejection(e.getMessage(), plain instanceof String text ? text : null, type, field), e);
        }
    }

    /** The refusal of one read, carried out of it. */
    private static final class Refused extends RuntimeException {

        private static final long serialVersionUID = 1L;

        final transient Rejection refusal;

        Refused(Rejection refusal, Throwable cause) {
            super(refusal.message(), cause);
            this.refusal = refusal;
        }
    }
}
