package io.github.shogunsdk.json.contract;

import java.lang.reflect.Type;

/**
 * A way to write and read the SDK's values as JSON text, as the contract's cases drive it: the
 * neutral layer with a plain JSON text reader ({@link PlainAdapter}), or an adapter of a JSON
 * library (Jackson 2, Jackson 3, the browser build). An adapter module's build scans the cases
 * from this kit's test jar and names its adapter class in the system property
 * {@value #PROPERTY}; the cases run against it.
 */
public interface JsonAdapter {

    /** The system property that names the adapter class under test (public, with a public no-argument constructor). */
    String PROPERTY = "shogun.json.adapter";

    /**
     * Writes a value as JSON text: a value of the API, or a {@code Map} of them whose keys are of a
     * type written as text.
     *
     * @param value the value
     * @return its JSON
     * @throws Exception as the adapter does
     */
    String write(Object value) throws Exception;

    /**
     * Reads a value, refusing keys that its shape does not name.
     *
     * @param json the JSON text
     * @param type a type of the API, {@link Held}, or a {@code Map} type made by {@link Types#map}
     * @return the value
     * @throws Exception as the adapter does, for JSON of another shape
     */
    Object read(String json, Type type) throws Exception;

    /**
     * Reads a value, skipping keys that its shape does not name.
     *
     * @param json the JSON text
     * @param type a type as for {@link #read}
     * @return the value
     * @throws Exception as the adapter does, for JSON of another shape
     */
    Object readSkippingUnknownKeys(String json, Type type) throws Exception;

    /**
     * Tells what the adapter's exception for JSON of another shape says.
     *
     * @param thrown what {@link #read} threw
     * @return the rejection
     * @throws AssertionError when the exception is not the adapter's refusal of JSON of another shape
     */
    Rejection rejection(Exception thrown);

    /**
     * Tells how deep the adapter's JSON text reader reads: JSON nested deeper is refused by the
     * reader itself, before the layer reads it, and the contract's cases of deeper JSON are left out.
     *
     * @return the most levels of arrays and objects read; by default no limit
     */
    default int maxTextDepth() {
        return Integer.MAX_VALUE;
    }

    /**
     * Reads JSON that the adapter must refuse, and says how it did.
     *
     * @param json the JSON text
     * @param type a type as for {@link #read}
     * @return the refusal, whose message is one line
     * @throws AssertionError when the JSON is read, or refused otherwise than as JSON of another shape
     */
    default Rejection refuse(String json, Type type) {
        Object read;
        try {
            read = read(json, type);
        } catch (Exception e) {
            Rejection refusal = rejection(e);
            if (refusal.message().contains("\n")) {
                throw new AssertionError("a message of several lines: " + refusal.message());
            }
            return refusal;
        }
        throw new AssertionError("read " + json + " as " + read + ", expected a refusal");
    }

    /**
     * Returns the adapter under test: the class that the system property {@value #PROPERTY}
     * names, or the neutral layer's when it is not set.
     *
     * @return the adapter
     */
    static JsonAdapter underTest() {
        String name = System.getProperty(PROPERTY);
        if (name == null) {
            return new PlainAdapter();
        }
        try {
            return (JsonAdapter) Class.forName(name).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no JSON adapter " + name + ": " + e, e);
        }
    }
}
