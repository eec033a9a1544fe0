package io.github.shogunsdk.core.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.SvgStyle;
import io.github.shogunsdk.api.TerminalStyle;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.api.notation.MoveText;
import io.github.shogunsdk.api.notation.NotationException;
import io.github.shogunsdk.api.notation.RecordException;
import io.github.shogunsdk.api.notation.Spn;
import java.util.List;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Runs every {@code <pre>} example of the API's Javadoc, line for line, and checks the values its
 * comments promise, so the documentation cannot drift from the code. Keep each method in step
 * with the example of the type it names.
 */
class JavadocExamplesTest {

    @Test
    void shogun() {
        Rules rules = Shogun.rules();
        Rules koth = Shogun.rules(RuleSet.of(Variant.KOTH));
        assertEquals(27, rules.legalMoves(Position.initial()).size());
        assertEquals(Variant.STANDARD, rules.ruleSet().variant());
        assertEquals(Variant.KOTH, koth.ruleSet().variant());
    }

    @Test
    void shogunGamesAndRenderer() {
        Game game = Shogun.newGame();
        Game replayed = Shogun.readGame(game.toSgn());
        String board = Shogun.renderer().coursework(game.position());
        assertEquals(game.position(), replayed.position());
        assertEquals(17, board.lines().count());
    }

    /** The README's "Games, records and boards" example. */
    @Test
    void readmeGames() {
        Game game = Shogun.newGame(GameSetup.standard()
                .withRules(RuleSet.of(Variant.KOTH)));
        assertEquals("[d1c2, d1d3, d1e2]", game.legalMoves(Square.of("d1")).toString());
        Ply ply = game.play("d1d3");
        assertEquals("d1d3:1", ply.toString());
        game.undo();
        game.redo();
        assertEquals("Game in progress", game.outcome().toString());
        String record = game.toSgn();
        assertTrue(record.startsWith("[Rules \"koth\"]\n[Energy \"magnetic\"]\n"), record);
        assertTrue(record.endsWith("1. d1d3:1 *\n"), record);
        Game again = Shogun.readGame(record);
        assertEquals(game.history(), again.history());
        String svg = Shogun.renderer().svg(game.position(), SvgStyle.plain().withArrow(ply.move()));
        assertTrue(svg.contains("<svg"));
    }

    @Test
    void engineAndSearch() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        SearchResult result = engine.search(Position.initial(), SearchLimits.depth(3));
        assertTrue(Shogun.rules().isLegal(Position.initial(), result.bestMove()));
        assertEquals(result.bestMove(), result.principalVariation().get(0));
        assertEquals(4, SearchLimits.depth(4).depth());
        SearchLimits timed = SearchLimits.time(Duration.ofMillis(500)).withDepth(10);
        assertEquals(10, timed.depth());
        Position beforeMate = Position.parse("8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r");
        SearchResult mate = Shogun.newEngine(GameSetup.standard().withEnergy(EnergyModel.fixed()))
                .search(beforeMate, SearchLimits.depth(3));
        assertEquals(OptionalInt.of(1), mate.winsIn());
    }

    @Test
    void game() {
        Game game = Shogun.newGame();
        assertEquals("[d1c2, d1d3, d1e2]", game.legalMoves(Square.of("d1")).toString());
        game.play("d1d3");
        game.undo();
        assertEquals(Position.initial(), game.position());
        game.redo();
        assertEquals("d1d3:1", game.history().get(0).toString());
        assertEquals("Game in progress", game.outcome().toString());
        String record = game.toSgn();
        assertEquals(game.position(), Shogun.readGame(record).position());
    }

    @Test
    void ply() {
        Game game = Shogun.newGame();
        Ply ply = game.play("d1d3");
        assertEquals(2, ply.energyBefore());
        assertEquals(1, ply.energyAfter());
        assertEquals("d1d3:1", ply.toString());
    }

    @Test
    void gameSetup() {
        GameSetup setup = GameSetup.standard()
                .withRules(RuleSet.of(Variant.KOTH))
                .withEnergy(EnergyModel.random(42));
        Game game = Shogun.newGame(setup);
        assertEquals(setup, game.setup());
    }

    @Test
    void recordException() {
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame("1. d1d4 *"));
        assertEquals(1, e.getLine());
        assertEquals(4, e.getColumn());
        assertTrue(e.getMessage().startsWith("bad record at line 1, column 4: move 1 (d1d4): illegal move d1d4: the white king"),
                e.getMessage());
    }

    @Test
    void rendererAndStyles() {
        Renderer renderer = Shogun.renderer();
        String text = renderer.coursework(Position.initial());
        String board = renderer.terminal(Position.initial(), TerminalStyle.plain());
        String svg = renderer.svg(Position.initial(), SvgStyle.plain()
                .withHighlights(Set.of(Square.of("d3")))
                .withArrow(Shogun.rules().move(Position.initial(), "d1d3")));
        assertEquals(17, text.lines().count());
        assertFalse(board.isEmpty());
        assertTrue(svg.contains("<svg"));
        Move move = Shogun.rules().move(Position.initial(), "d1d3");
        TerminalStyle style = TerminalStyle.plain().withLastMove(move).withColour(true);
        assertTrue(style.colour());
        SvgStyle sized = SvgStyle.plain().withHighlights(Set.of(Square.of("d3"))).withSquareSize(48);
        assertEquals(48, sized.squareSize());
    }

    @Test
    void rules() {
        Rules rules = Shogun.rules();
        Position start = Position.initial();
        List<Move> moves = rules.legalMoves(start);
        Position next = rules.play(start, rules.move(start, "d1d3"), EnergyModel.magnetic());
        assertEquals(Optional.of(Piece.of(PieceKind.KING, Colour.WHITE, 1)), next.pieceAt(Square.of("d3")));
        assertFalse(moves.isEmpty());
    }

    @Test
    void illegalMoveException() {
        Rules rules = Shogun.rules();
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.move(Position.initial(), "d1d4"));
        assertEquals(IllegalMoveException.Reason.WRONG_DISTANCE, e.reason());
        assertEquals("illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away", e.getMessage());
    }

    @Test
    void outcome() {
        Rules rules = Shogun.rules();
        Position position = Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w");
        Outcome outcome = rules.outcome(position);
        assertTrue(outcome instanceof Outcome.Win);
        assertEquals("Red wins by checkmate", outcome.toString());
        assertEquals("White wins by checkmate", new Outcome.Win(Colour.WHITE, WinReason.CHECKMATE).toString());
    }

    @Test
    void position() {
        Position start = Position.initial();
        assertEquals(Optional.of(Piece.of(PieceKind.KING, Colour.WHITE, 2)), start.pieceAt(Square.of("d1")));
        assertEquals("Optional[K2]", start.pieceAt(Square.of("d1")).toString());
        assertEquals(Colour.WHITE, start.sideToMove());
        Position p = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");
        assertEquals(2, p.count(Colour.RED, PieceKind.PAWN));
        assertEquals("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w", p.toString());
    }

    @Test
    void move() {
        Move up = Move.straight(Square.of("d1"), Direction.UP, 2);
        assertEquals(Square.of("d3"), up.to());
        assertEquals("d1d3", up.toString());
        Move bent = Move.bent(Square.of("d4"), Direction.UP, 2, Direction.LEFT, 2);
        assertEquals("[d5, d6, c6, b6]", bent.path().toString());
        assertEquals(Shape.UL, bent.shape());
    }

    @Test
    void square() {
        Square d4 = Square.of("d4");
        assertEquals(4, d4.x());
        assertTrue(Square.of(4, 4).equals(d4));
        assertEquals(Square.of("d6"), d4.step(Direction.UP, 2).orElseThrow());
    }

    @Test
    void pieceAndKind() {
        Piece pawn = Piece.of(PieceKind.PAWN, Colour.RED, 4);
        assertEquals("p4", pawn.toString());
        assertEquals("p2", pawn.withEnergy(2).toString());
        assertEquals(4, PieceKind.PAWN.maxEnergy());
        assertFalse(PieceKind.KING.isValidEnergy(3));
    }

    @Test
    void enums() {
        assertEquals(Colour.RED, Colour.WHITE.opponent());
        assertTrue(Direction.UP.isPerpendicularTo(Direction.LEFT));
        assertEquals(Direction.DOWN, Direction.UP.opposite());
        assertEquals(Direction.RIGHT, Shape.RU.first());
        assertEquals(Optional.of(Direction.UP), Shape.RU.then());
        assertEquals(Shape.U, Shape.of(Direction.UP));
        assertEquals(Variant.KOTH, Variant.parse("KotH"));
        assertEquals("coursework", Variant.COURSEWORK.id());
    }

    @Test
    void ruleSetAndBareKing() {
        RuleSet rules = RuleSet.of(Variant.KOTH)
                .withBareKing(BareKingRule.KING_AND_ONE_PAWN)
                .withQuietPlyLimit(0);
        assertEquals(Variant.KOTH, rules.variant());
        RuleSet strict = RuleSet.standard().withBareKing(BareKingRule.KING_AND_ONE_PAWN);
        assertEquals(BareKingRule.KING_AND_ONE_PAWN, strict.bareKing());
    }

    @Test
    void energyModelRotationAndLayout() {
        assertEquals("magnetic 90", EnergyModel.magnetic(Rotation.R90).toString());
        assertEquals("random 42", EnergyModel.parse("random 42").toString());
        assertEquals(2, EnergyModel.magnetic().landingEnergy(PieceKind.KING, Square.of("d1")));
        assertEquals(Rotation.R90, Rotation.of(90));
        assertEquals(Square.of("h1"), Rotation.R90.sourceOf(Square.of("a1")));
        MagnetLayout standard = MagnetLayout.standard();
        assertEquals(4, standard.valueAt(Square.of("d1")));
        assertEquals(2, standard.rotated(Rotation.R90).valueAt(Square.of("a1")));
        MagnetLayout custom = MagnetLayout.parse("11111111/22222222/33333333/44444444/11111111/22222222/33333333/44444444");
        assertEquals(1, custom.valueAt(Square.of("a8")));
    }

    @Test
    void notations() {
        Position p = Spn.parse("8/8/8/8/8/8/8/3K2P13 r 12 30");
        assertEquals(12, p.quietPlies());
        assertEquals("8/8/8/8/8/8/8/3K2P13 r 12 30", Spn.format(p));
        MoveText text = MoveText.parse("D4xB6+");
        assertEquals(Square.of("d4"), text.from());
        assertEquals("d4b6", text.toString());
        NotationException e = assertThrows(NotationException.class, () -> Position.parse("8/8/8/8/8/8/8/7 w"));
        assertEquals(15, e.getErrorIndex());
        assertEquals("bad position at index 15 of \"8/8/8/8/8/8/8/7 w\": rank 1 has 7 squares, expected 8", e.getMessage());
    }
}
