package io.github.shogunsdk.json.internal;

/**
 * A streaming JSON writer, as the shapes write into it: a library's generator (Jackson's), a
 * writer of JSON text (the browser build's), or the builder of plain data ({@link PlainBuilder}).
 *
 * @param <X> what its methods throw, such as {@code IOException}
 */
public interface Output<X extends Exception> {

    /**
     * Starts an object.
     *
     * @throws X as the writer does
     */
    void startObject() throws X;

    /**
     * Writes a key of the object; its value comes next.
     *
     * @param name the key
     * @throws X as the writer does
     */
    void name(String name) throws X;

    /**
     * Ends the object.
     *
     * @throws X as the writer does
     */
    void endObject() throws X;

    /**
     * Starts an array.
     *
     * @throws X as the writer does
     */
    void startArray() throws X;

    /**
     * Ends the array.
     *
     * @throws X as the writer does
     */
    void endArray() throws X;

    /**
     * Writes a string.
     *
     * @param value the string
     * @throws X as the writer does
     */
    void string(String value) throws X;

    /**
     * Writes a number that the shapes keep in an int.
     *
     * @param value the number
     * @throws X as the writer does
     */
    void number(int value) throws X;

    /**
     * Writes a number that the shapes keep in a long: counts and times.
     *
     * @param value the number
     * @throws X as the writer does
     */
    void number(long value) throws X;

    /**
     * Writes true or false.
     *
     * @param value the truth
     * @throws X as the writer does
     */
    void bool(boolean value) throws X;

    /**
     * Writes JSON's null.
     *
     * @throws X as the writer does
     */
    void nullValue() throws X;
}
