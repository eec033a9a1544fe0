package io.github.shogunsdk.core.internal.render;

import java.math.BigDecimal;

/**
 * Writes indented XML elements, escaping every attribute value and text, and formats numbers the
 * same way in every locale ({@code 30}, {@code 22.5}, never {@code 22,5} or {@code 30.0}).
 * One writer builds one document; it is not thread-safe, and is never shared.
 */
final class SvgWriter {

    private final StringBuilder out = new StringBuilder(8192);
    private int depth;

    /**
     * Writes text as it is, such as the XML declaration.
     *
     * @param line the line, without its line feed
     * @return this writer
     */
    SvgWriter raw(String line) {
        out.append(line).append('\n');
        return this;
    }

    /**
     * Opens an element; close it with {@link #close}.
     *
     * @param name the element's name
     * @param attributes names and values, alternately
     * @return this writer
     */
    SvgWriter open(String name, String... attributes) {
        start(name, attributes).append(">\n");
        depth++;
        return this;
    }

    /**
     * Closes the element opened last.
     *
     * @param name the element's name
     * @return this writer
     */
    SvgWriter close(String name) {
        depth--;
        indent().append("</").append(name).append(">\n");
        return this;
    }

    /**
     * Writes an element without content.
     *
     * @param name the element's name
     * @param attributes names and values, alternately
     * @return this writer
     */
    SvgWriter empty(String name, String... attributes) {
        start(name, attributes).append("/>\n");
        return this;
    }

    /**
     * Writes an element holding text.
     *
     * @param name the element's name
     * @param text the text, escaped here
     * @param attributes names and values, alternately
     * @return this writer
     */
    SvgWriter text(String name, String text, String... attributes) {
        start(name, attributes).append('>');
        escape(text, out);
        out.append("</").append(name).append(">\n");
        return this;
    }

    /**
     * Returns the document written so far.
     *
     * @return the XML text
     */
    @Override
    public String toString() {
        return out.toString();
    }

    /**
     * Formats a coordinate or length with at most two decimals and no trailing zeros.
     *
     * @param value the number
     * @return such as {@code "30"} or {@code "22.5"}
     */
    static String number(double value) {
        return BigDecimal.valueOf(Math.round(value * 100), 2).stripTrailingZeros().toPlainString();
    }

    private StringBuilder start(String name, String... attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name-value pairs");
        }
        indent().append('<').append(name);
        for (int i = 0; i < attributes.length; i += 2) {
            out.append(' ').append(attributes[i]).append("=\"");
            escape(attributes[i + 1], out);
            out.append('"');
        }
        return out;
    }

    private StringBuilder indent() {
        return out.append("  ".repeat(depth));
    }

    private static void escape(String text, StringBuilder into) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> into.append("&amp;");
                case '<' -> into.append("&lt;");
                case '>' -> into.append("&gt;");
                case '"' -> into.append("&quot;");
                case '\'' -> into.append("&apos;");
                default -> into.append(c);
            }
        }
    }
}
