package io.github.shogunsdk.core.internal.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.SvgStyle;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * {@link Renderer#svg}: the output is parsed as XML in every test. Expected coordinates are worked
 * out by hand: with squares of {@code s} pixels and a margin of {@code s/2}, the centre of square
 * {@code (x, y)} is at {@code (x·s, (9−y)·s)}.
 */
class RenderSvgTest {

    private static final Renderer RENDERER = new CoreRenderer();
    /** docs/RULES.md §3: the red pawn on d4 (energy 4) reaches b6 by going up 2 then left 2. */
    private static final Position REACH_EXAMPLE = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");

    private static SvgDocument render(Position position, SvgStyle style) {
        return SvgDocument.parse(RENDERER.svg(position, style));
    }

    @Test
    void isAStandaloneSvgDocumentOfNineSquares() {
        String text = Shogun.renderer().svg(Position.initial(), SvgStyle.plain());
        SvgDocument svg = SvgDocument.parse(text);

        assertTrue(text.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), text);
        Element root = svg.root();
        assertEquals("svg", root.getLocalName());
        assertEquals(SvgDocument.SVG_NAMESPACE, root.getNamespaceURI());
        assertEquals("1.1", root.getAttribute("version"));
        assertEquals("540", root.getAttribute("width"));
        assertEquals("540", root.getAttribute("height"));
        assertEquals("0 0 540 540", root.getAttribute("viewBox"));
    }

    @Test
    void itsTitleIsThePositionNotation() {
        Element title = render(REACH_EXAMPLE, SvgStyle.plain()).elements("title").get(0);

        assertEquals("svg", ((Element) title.getParentNode()).getLocalName(), "the document's own title");
        assertEquals("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w", title.getTextContent());
    }

    @Test
    void drawsSixtyFourCheckeredSquaresWithRankEightAtTheTop() {
        SvgDocument svg = render(Position.initial(), SvgStyle.plain().withSquareSize(40));
        List<Element> squares = svg.withClass("square");

        assertEquals(64, squares.size());
        assertEquals(32, svg.withClass("dark").size());
        assertEquals(32, svg.withClass("light").size());
        // a8: left edge 40/2 = 20, top edge 20 (rank 8 at the top); a1 is dark, a8 light.
        Element a8 = squares.get(0);
        assertEquals(20, SvgDocument.number(a8, "x"));
        assertEquals(20, SvgDocument.number(a8, "y"));
        assertTrue(SvgDocument.classes(a8).contains("light"));
        // a1: the first square of the last rank drawn, top edge 20 + 7·40 = 300.
        Element a1 = squares.get(56);
        assertEquals(20, SvgDocument.number(a1, "x"));
        assertEquals(300, SvgDocument.number(a1, "y"));
        assertTrue(SvgDocument.classes(a1).contains("dark"));
    }

    @Test
    void labelsFilesAndRanks() {
        List<String> labels = render(Position.initial(), SvgStyle.plain()).withClass("label").stream()
                .map(Element::getTextContent).toList();

        assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h", "8", "7", "6", "5", "4", "3", "2", "1"), labels);
    }

    @Test
    void drawsOneElementPerPiece() {
        SvgDocument initial = render(Position.initial(), SvgStyle.plain());
        assertEquals(16, initial.withClass("piece").size());
        assertEquals(2, initial.withClass("king").size());
        assertEquals(14, initial.withClass("pawn").size());
        assertEquals(8, initial.withClass("white").size());
        assertEquals(8, initial.withClass("red").size());

        SvgDocument reach = render(REACH_EXAMPLE, SvgStyle.plain());
        assertEquals(REACH_EXAMPLE.pieces().size(), reach.withClass("piece").size());
        assertEquals(0, reach.withClass("king").size());
    }

    @Test
    void pawnsAreCirclesAndKingsAnotherShape() {
        SvgDocument svg = render(Position.initial(), SvgStyle.plain());

        for (Element piece : svg.withClass("piece")) {
            boolean king = SvgDocument.classes(piece).contains("king");
            int circles = piece.getElementsByTagNameNS(SvgDocument.SVG_NAMESPACE, "circle").getLength();
            int polygons = piece.getElementsByTagNameNS(SvgDocument.SVG_NAMESPACE, "polygon").getLength();
            assertEquals(king ? 0 : 1, circles);
            assertEquals(king ? 1 : 0, polygons);
        }
    }

    /** Each energy is text on its piece's square: text x is the centre, y within half a square of it. */
    @Test
    void showsEveryEnergyOnItsPiece() {
        for (Position position : List.of(Position.initial(), REACH_EXAMPLE)) {
            int size = 60;
            Map<Square, Integer> drawn = new HashMap<>();
            for (Element text : render(position, SvgStyle.plain()).withClass("energy")) {
                int file = (int) Math.round(SvgDocument.number(text, "x") / size);
                int rank = 9 - (int) Math.round(SvgDocument.number(text, "y") / size);
                drawn.put(Square.of(file, rank), Integer.parseInt(text.getTextContent()));
            }
            Map<Square, Integer> expected = new HashMap<>();
            position.pieces().forEach((square, piece) -> expected.put(square, piece.energy()));
            assertEquals(expected, drawn, position.toString());
        }
    }

    @Test
    void highlightsTheGivenSquares() {
        Set<Square> squares = Set.of(Square.parse("b6"), Square.parse("h4"), Square.parse("a1"));
        List<Element> highlights = render(REACH_EXAMPLE, SvgStyle.plain().withHighlights(squares)).withClass("highlight");

        assertEquals(3, highlights.size());
        // in square order a1, b6, h4; left edge x·60 − 30, top edge (9 − y)·60 − 30
        assertEquals(List.of("30,450", "90,150", "450,270"), highlights.stream()
                .map(e -> e.getAttribute("x") + "," + e.getAttribute("y")).toList());
        for (Element highlight : highlights) {
            assertEquals("60", highlight.getAttribute("width"));
            double opacity = SvgDocument.number(highlight, "fill-opacity");
            assertTrue(opacity > 0 && opacity < 1, "semi-transparent");
        }
        assertEquals(0, render(REACH_EXAMPLE, SvgStyle.plain()).withClass("highlight").size());
    }

    @Test
    void drawsABentMoveThroughItsCorner() {
        MovePath d4b6 = MovePath.bent(Square.parse("d4"), Direction.UP, 2, Direction.LEFT, 2);
        SvgDocument svg = render(REACH_EXAMPLE, SvgStyle.plain().withArrow(d4b6).withSquareSize(40));

        List<Element> arrows = svg.withClass("arrow");
        assertEquals(1, arrows.size());
        Element arrow = arrows.get(0);
        assertEquals("polyline", arrow.getLocalName());
        // d4 (4·40, 5·40), corner d6 (4·40, 3·40), b6 (2·40, 3·40)
        assertEquals("160,200 160,120 80,120", arrow.getAttribute("points"));
        assertEquals("url(#arrowhead)", arrow.getAttribute("marker-end"));
        List<Element> markers = svg.elements("marker");
        assertEquals(1, markers.size());
        assertEquals("arrowhead", markers.get(0).getAttribute("id"));
    }

    @Test
    void drawsTheMovesOwnPathAsTheRulesResolveIt() {
        Position redToMove = REACH_EXAMPLE.withSideToMove(Colour.RED);
        MovePath d4b6 = Shogun.rules().paths(redToMove, Move.parse("d4b6")).get(0);
        Element arrow = render(redToMove, SvgStyle.plain().withArrow(d4b6)).withClass("arrow").get(0);

        // left first is blocked by b5, so the path goes up to d6 first: (240,300) (240,180) (120,180)
        assertEquals("240,300 240,180 120,180", arrow.getAttribute("points"));
    }

    @Test
    void drawsAStraightMoveFromCentreToCentre() {
        MovePath d1d3 = MovePath.straight(Square.parse("d1"), Direction.UP, 2);
        Element arrow = render(Position.initial(), SvgStyle.plain().withArrow(d1d3)).withClass("arrow").get(0);

        assertEquals("240,480 240,360", arrow.getAttribute("points"));
    }

    @Test
    void drawsNoArrowUnlessAsked() {
        SvgDocument svg = render(Position.initial(), SvgStyle.plain());

        assertEquals(0, svg.withClass("arrow").size());
        assertEquals(0, svg.elements("marker").size());
    }

    @Test
    void oddSquareSizesGiveHalfPixelsWrittenTheSameInEveryLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            SvgDocument svg = render(Position.initial(), SvgStyle.plain().withSquareSize(45));

            assertEquals("0 0 405 405", svg.root().getAttribute("viewBox"));
            assertEquals("22.5", svg.withClass("square").get(0).getAttribute("x"));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void piecesAreNamedInTheirTooltips() {
        SvgDocument svg = render(Position.initial(), SvgStyle.plain());
        Element whiteKing = svg.withClass("king").stream()
                .filter(e -> SvgDocument.classes(e).contains("white")).findFirst().orElseThrow();

        Piece king = Position.initial().pieceAt(Square.parse("d1")).orElseThrow();
        assertEquals("white king on d1, energy " + king.energy(),
                whiteKing.getElementsByTagNameNS(SvgDocument.SVG_NAMESPACE, "title").item(0).getTextContent());
    }

    @Test
    void refusesNull() {
        assertThrows(NullPointerException.class, () -> RENDERER.svg(null, SvgStyle.plain()));
        assertThrows(NullPointerException.class, () -> RENDERER.svg(Position.initial(), null));
    }
}
