package io.github.shogunsdk.json.contract;

/**
 * How an adapter rejected JSON of another shape.
 *
 * @param message the one-line message, without the adapter's own additions (Jackson's location)
 * @param text the string refused when it was not the value's text form (Jackson's
 *     {@code InvalidFormatException}); {@code null} for JSON of another shape
 * @param type the type that was being read
 * @param field the field of the application's object that held the value, when the adapter names
 *     it (Jackson's path); {@code null} otherwise
 */
public record Rejection(String message, String text, Class<?> type, String field) {
}
