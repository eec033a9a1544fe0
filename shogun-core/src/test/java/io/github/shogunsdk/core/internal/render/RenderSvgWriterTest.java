package io.github.shogunsdk.core.internal.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link SvgWriter}: escaping and number formatting. */
class RenderSvgWriterTest {

    @Test
    void escapesTextAndAttributes() {
        String unsafe = "a<b & \"c\" 'd' >";
        String xml = new SvgWriter()
                .open("svg", "xmlns", SvgDocument.SVG_NAMESPACE, "class", unsafe)
                .text("title", unsafe)
                .close("svg")
                .toString();

        SvgDocument svg = SvgDocument.parse(xml);
        assertEquals(unsafe, svg.root().getAttribute("class"));
        assertEquals(unsafe, svg.elements("title").get(0).getTextContent());
    }

    @Test
    void writesNumbersWithoutTrailingZeros() {
        assertEquals("30", SvgWriter.number(30.0));
        assertEquals("22.5", SvgWriter.number(22.5));
        assertEquals("0", SvgWriter.number(0.0));
        assertEquals("0.33", SvgWriter.number(1.0 / 3));
        assertEquals("-6.3", SvgWriter.number(-6.3));
    }
}
