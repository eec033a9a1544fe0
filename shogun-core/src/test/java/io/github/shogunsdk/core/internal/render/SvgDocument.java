package io.github.shogunsdk.core.internal.render;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

/** Parses SVG text with a namespace-aware XML parser, which proves it well-formed, and finds its elements. */
final class SvgDocument {

    static final String SVG_NAMESPACE = "http://www.w3.org/2000/svg";

    private final Document document;

    private SvgDocument(Document document) {
        this.document = document;
    }

    /**
     * Parses SVG text.
     *
     * @param svg the text
     * @return the parsed document
     * @throws AssertionError if the text is not well-formed XML
     */
    static SvgDocument parse(String svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            var builder = factory.newDocumentBuilder();
            builder.setErrorHandler(new ErrorHandler() {
                @Override
                public void warning(SAXParseException e) throws SAXParseException {
                    throw e;
                }

                @Override
                public void error(SAXParseException e) throws SAXParseException {
                    throw e;
                }

                @Override
                public void fatalError(SAXParseException e) throws SAXParseException {
                    throw e;
                }
            });
            return new SvgDocument(builder.parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8))));
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
        }
    }

    /**
     * Returns the document's root element.
     *
     * @return the root
     */
    Element root() {
        return document.getDocumentElement();
    }

    /**
     * Returns the SVG elements with a local name, in document order.
     *
     * @param localName such as {@code "rect"}
     * @return the elements
     */
    List<Element> elements(String localName) {
        NodeList nodes = document.getElementsByTagNameNS(SVG_NAMESPACE, localName);
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            elements.add((Element) nodes.item(i));
        }
        return elements;
    }

    /**
     * Returns the SVG elements, of any name, whose class list holds a class.
     *
     * @param className such as {@code "piece"}
     * @return the elements, in document order
     */
    List<Element> withClass(String className) {
        return elements("*").stream().filter(e -> classes(e).contains(className)).toList();
    }

    /**
     * Returns an element's classes.
     *
     * @param element the element
     * @return the words of its class attribute
     */
    static Set<String> classes(Element element) {
        String value = element.getAttribute("class").strip();
        return value.isEmpty() ? Set.of() : Set.of(value.split("\\s+"));
    }

    /**
     * Returns an attribute as a number.
     *
     * @param element the element
     * @param name the attribute
     * @return its value
     */
    static double number(Element element, String name) {
        return Double.parseDouble(element.getAttribute(name));
    }
}
