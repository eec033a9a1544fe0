package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.CHECKMATE;
import static io.github.shogunsdk.cli.CommandLine.INITIAL;
import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.SvgStyle;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code shogun svg}: standard output is parsed as XML; errors are one line and exit status 2. */
class SvgCommandTest {

    private static final String SVG = "http://www.w3.org/2000/svg";
    /** docs/RULES.md §3 with Red to move: the red pawn on d4 goes up 2 to d6, then left 2 to b6. */
    private static final String REACH_RED_TO_MOVE = "3p44/8/8/1P36/3p43P1/3P21P12/8/8 r";

    private static Document parse(Result result) {
        assertEquals(0, result.status(), result.err());
        assertEquals("", result.err());
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return factory.newDocumentBuilder()
                    .parse(new ByteArrayInputStream(result.out().getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + result.out(), e);
        }
    }

    private static List<Element> withClass(Document document, String className) {
        NodeList nodes = document.getElementsByTagNameNS(SVG, "*");
        List<Element> found = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (List.of(element.getAttribute("class").split(" ")).contains(className)) {
                found.add(element);
            }
        }
        return found;
    }

    private static String title(Document document) {
        return document.getElementsByTagNameNS(SVG, "title").item(0).getTextContent();
    }

    @Test
    void drawsTheInitialPositionByDefault() {
        Result result = run("svg");
        Document svg = parse(result);

        assertEquals("svg", svg.getDocumentElement().getLocalName());
        assertEquals(SVG, svg.getDocumentElement().getNamespaceURI());
        assertEquals("540", svg.getDocumentElement().getAttribute("width"));
        assertEquals(INITIAL, title(svg));
        assertEquals(16, withClass(svg, "piece").size());
        assertEquals(0, withClass(svg, "highlight").size());
        assertEquals(0, withClass(svg, "arrow").size());
        assertEquals(Shogun.renderer().svg(Position.initial(), SvgStyle.plain()), result.out());
    }

    @Test
    void drawsAPositionGivenAsAnArgument() {
        Document svg = parse(run("svg", CHECKMATE));

        assertEquals(CHECKMATE, title(svg));
        assertEquals(Position.parse(CHECKMATE).pieces().size(), withClass(svg, "piece").size());
        assertEquals(2, withClass(svg, "king").size());
    }

    @Test
    void highlightsCommaSeparatedSquares() {
        Result result = run("svg", "--highlight", "e4, d3", CHECKMATE);
        Document svg = parse(result);

        List<Element> highlights = withClass(svg, "highlight");
        assertEquals(2, highlights.size());
        // d3 then e4, in square order: left edge x·60 − 30, top edge (9 − y)·60 − 30
        assertEquals("210,330", highlights.get(0).getAttribute("x") + "," + highlights.get(0).getAttribute("y"));
        assertEquals("270,270", highlights.get(1).getAttribute("x") + "," + highlights.get(1).getAttribute("y"));
        assertEquals(Shogun.renderer().svg(Position.parse(CHECKMATE),
                SvgStyle.plain().withHighlights(Set.of(Square.parse("d3"), Square.parse("e4")))), result.out());
    }

    @Test
    void drawsTheArrowAlongTheMovesPath() {
        Document svg = parse(run("svg", "--arrow", "d4b6", "--size=40", REACH_RED_TO_MOVE));

        List<Element> arrows = withClass(svg, "arrow");
        assertEquals(1, arrows.size());
        // centres (x·40, (9 − y)·40): d4 (160,200), corner d6 (160,120), b6 (80,120)
        assertEquals("160,200 160,120 80,120", arrows.get(0).getAttribute("points"));
        assertEquals("360", svg.getDocumentElement().getAttribute("width"));
    }

    @Test
    void acceptsTheMoveNotationsVariants() {
        Document svg = parse(run("svg", "--arrow", "D1-D3"));

        assertEquals("240,480 240,360", withClass(svg, "arrow").get(0).getAttribute("points"));
    }

    @Test
    void setsTheSquareSize() {
        Document svg = parse(run("svg", "--size", "16"));

        assertEquals("144", svg.getDocumentElement().getAttribute("width"));
        assertEquals("0 0 144 144", svg.getDocumentElement().getAttribute("viewBox"));
    }

    @Test
    void hasItsOwnHelpAndIsListedInTheOverallHelp() {
        Result help = run("svg", "--help");
        assertEquals(0, help.status());
        assertTrue(help.out().startsWith("usage: shogun svg"), help.out());
        for (String option : List.of("--highlight", "--arrow", "--size")) {
            assertTrue(help.out().contains(option), option);
        }
        assertTrue(run("--help").out().contains("\n  svg "), run("--help").out());
    }

    static Stream<Arguments> errors() {
        return Stream.of(
                Arguments.of("size not a number", new String[] {"svg", "--size", "big"}, "--size"),
                Arguments.of("size too small", new String[] {"svg", "--size", "8"}, "--size"),
                Arguments.of("size too large", new String[] {"svg", "--size", "300"}, "--size"),
                Arguments.of("size without a value", new String[] {"svg", "--size"}, "--size"),
                Arguments.of("bad square", new String[] {"svg", "--highlight", "d3,z9"}, "--highlight"),
                Arguments.of("empty square", new String[] {"svg", "--highlight", "d3,,e4"}, "--highlight"),
                Arguments.of("no squares", new String[] {"svg", "--highlight="}, "--highlight"),
                Arguments.of("not move notation", new String[] {"svg", "--arrow", "zz"}, "--arrow"),
                Arguments.of("wrong distance", new String[] {"svg", "--arrow", "d1d4"}, "--arrow"),
                Arguments.of("not the mover's piece", new String[] {"svg", "--arrow", "e8e7"}, "--arrow"),
                Arguments.of("bad position", new String[] {"svg", "8/8/8/8/8/8/8/8 x"}, "bad position"),
                Arguments.of("two positions", new String[] {"svg", INITIAL, INITIAL}, "too many arguments"),
                Arguments.of("unknown option", new String[] {"svg", "--colour", "red"}, "--colour"),
                Arguments.of("option twice", new String[] {"svg", "--size", "20", "--size", "30"}, "--size"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void badInputIsOneLineOnStandardErrorAndStatus2(String description, String[] args, String mentioned) {
        Result result = run(args);

        assertEquals(2, result.status(), description + ": " + result.err());
        assertEquals("", result.out(), "nothing on standard output");
        assertTrue(result.err().startsWith("shogun: "), result.err());
        assertTrue(result.err().contains(mentioned), result.err());
        assertEquals(1, result.err().split("\n", -1).length - 1, "exactly one line: " + result.err());
    }
}
