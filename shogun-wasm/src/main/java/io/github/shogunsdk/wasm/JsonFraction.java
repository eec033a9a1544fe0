package io.github.shogunsdk.wasm;

/**
 * A JSON number that is not a whole number of up to 18 digits, kept as its text: the record's
 * reader refuses it, quoting the text, and never needs its value, so parsing it stays out of the
 * browser build unless a value is asked for.
 */
final class JsonFraction extends Number {

    private static final long serialVersionUID = 1L;

    private final String text;

    JsonFraction(String text) {
        this.text = text;
    }

    @Override
    public int intValue() {
        return (int) doubleValue();
    }

    @Override
    public long longValue() {
        return (long) doubleValue();
    }

    @Override
    public float floatValue() {
        return (float) doubleValue();
    }

    @Override
    public double doubleValue() {
        return Double.parseDouble(text);
    }

    /** The number as the JSON text wrote it. */
    @Override
    public String toString() {
        return text;
    }
}
