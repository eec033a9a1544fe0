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
import io.github.shogunsdk.api.PonderSearch;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.Evaluation;
import io.github.shogunsdk.api.MoveJudgement;
import io.github.shogunsdk.api.PlyReview;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.SvgStyle;
import io.github.shogunsdk.api.TerminalStyle;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Perft;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.spi.Messages;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
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
        long leaves = Shogun.perft().count(Position.initial(), 3, EnergyModel.fixed());
        assertEquals(15865, leaves);
    }

    @Test
    void shogunGamesAndRenderer() {
        Game game = Shogun.newGame();
        Game replayed = Shogun.readGame(game.toSgn());
        Engine engine = Shogun.newEngine(game.setup());
        String board = Shogun.renderer().coursework(game.position());
        assertEquals(game.position(), replayed.position());
        assertEquals(game.setup(), engine.setup());
        assertEquals(17, board.lines().count());
    }

    /** The README's "Games, records and boards" example. */
    @Test
    void readmeGames() {
        Game game = Shogun.newGame(GameSetup.standard()
                .withRuleSet(RuleSet.of(Variant.KOTH)));
        assertEquals("[d1c2, d1d3, d1e2]", game.legalMoves(Square.parse("d1")).toString());
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
        String svg = Shogun.renderer().svg(game.position(), SvgStyle.plain().withArrow(ply.path()));
        assertTrue(svg.contains("<svg"));
    }

    @Test
    void engine() {
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        SearchResult result = engine.search(game, SearchLimits.ofDepth(3));
        assertTrue(game.legalMoves().contains(result.bestMove().orElseThrow()));
        game.play(result.bestMove().orElseThrow());

        List<SearchProgress> seen = new CopyOnWriteArrayList<>();
        CompletableFuture<SearchResult> hint = engine.searchAsync(game, SearchLimits.ofTime(Duration.ofSeconds(1)),
                seen::add);
        assertTrue(hint.join().bestMove().isPresent());
        assertFalse(seen.isEmpty(), "the listener hears of each completed depth");
    }

    @Test
    void searchResultAndLimits() {
        Engine engine = Shogun.newEngine(GameSetup.standard());
        SearchResult result = engine.search(Shogun.newGame(), SearchLimits.ofDepth(3));
        assertTrue(Shogun.rules().isLegal(Position.initial(), result.bestMove().orElseThrow()));
        assertEquals(result.bestMove().orElseThrow(), result.bestLine().orElseThrow().principalVariation().get(0));
        assertEquals(StopReason.DEPTH, result.stopReason());
        assertEquals(OptionalInt.of(4), SearchLimits.ofDepth(4).depth());
        SearchLimits timed = SearchLimits.ofTime(Duration.ofMillis(500)).withDepth(10);
        assertEquals(OptionalInt.of(10), timed.depth());
        assertEquals(Optional.of(Duration.ofMillis(500)), timed.time());
        assertEquals("unlimited", SearchLimits.unlimited().toString());
        Position beforeMate = Position.parse("8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r");
        SearchResult mate = Shogun.newEngine(GameSetup.standard().withEnergyModel(EnergyModel.fixed()))
                .search(beforeMate, SearchLimits.ofDepth(3));
        assertEquals(OptionalInt.of(1), mate.score().winIn());
        assertEquals("win in 1 ply", mate.score().toString());
    }

    @Test
    void clockLimitsAndPondering() throws Exception {
        // SearchLimits and ENGINE-TIME.md: a clock, moves to go.
        SearchLimits limits = SearchLimits.ofClock(Duration.ofSeconds(1), Duration.ofMillis(100));
        Game game = Shogun.newGame();
        Engine engine = Shogun.newEngine(game.setup());
        SearchResult mine = engine.search(game, limits.withDepth(3));
        assertTrue(game.legalMoves().contains(mine.bestMove().orElseThrow()));
        SearchLimits control = SearchLimits.ofClock(Duration.ofMinutes(5), Duration.ZERO).withMovesToGo(20);
        assertEquals(OptionalInt.of(20), control.movesToGo());
        // PonderSearch and Engine.ponder: ponder on the expected reply, then hit.
        game.play(mine.bestMove().orElseThrow());
        Move expected = mine.bestLine().orElseThrow().principalVariation().get(1);
        Game guess = game.copy();
        guess.play(expected);
        PonderSearch pondering = engine.ponder(guess, SearchLimits.ofDepth(2), progress -> { });
        game.play(expected);
        pondering.hit();
        assertTrue(game.legalMoves().contains(pondering.result().get(60, java.util.concurrent.TimeUnit.SECONDS)
                .bestMove().orElseThrow()));
    }

    @Test
    void score() {
        assertEquals("+0.35", Score.ofCentipawns(35).toString());
        assertEquals("win in 3 plies", Score.ofWinIn(3).toString());
        assertTrue(Score.ofWinIn(1).compareTo(Score.ofWinIn(3)) > 0);
        assertEquals(OptionalInt.of(2), Score.ofLossIn(2).lossIn());
    }

    @Test
    void game() {
        Game game = Shogun.newGame();
        Square d1 = Square.parse("d1");
        assertEquals("[d1c2, d1d3, d1e2]", game.legalMoves(d1).toString());
        // The Game Javadoc promises [d1c2 LU, d1c2 UL], "both corners open"; but LU passes c1, which
        // holds the white pawn P2 at the start, so only UL is open.
        assertEquals("[d1c2 UL]", game.paths(Move.parse("d1c2")).toString());
        assertEquals(RefusalReason.WRONG_DISTANCE, game.refusal(d1, Square.parse("d4")).orElseThrow().reason());
        Ply ply = game.play(d1, Square.parse("d3"));
        game.undo();
        assertEquals(Position.initial(), game.position());
        game.redo();
        assertEquals(ply, game.history().get(0));
        assertEquals("d1d3:1", game.history().get(0).toString());
        assertEquals("*", game.outcome().result());
        String record = game.toSgn();
        assertEquals(game.position(), Shogun.readGame(record).position());
    }

    @Test
    void ply() {
        Game game = Shogun.newGame();
        Ply ply = game.play("d1d3");
        assertEquals("d1d3 U", ply.path().toString());
        assertEquals(2, ply.energyBefore());
        assertEquals(1, ply.landingEnergy());
        assertEquals("d1d3:1", ply.toString());
    }

    @Test
    void gameSetup() {
        GameSetup setup = GameSetup.standard()
                .withRuleSet(RuleSet.of(Variant.KOTH))
                .withEnergyModel(EnergyModel.random(42));
        Game game = Shogun.newGame(setup);
        assertEquals(setup, game.setup());
    }

    @Test
    void recordException() {
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame("1. d1d4 *"));
        assertEquals(1, e.getLine());
        assertEquals(4, e.getColumn());
        assertEquals(OptionalInt.of(1), e.getMoveNumber());
        assertTrue(e.getMessage().startsWith("bad record at line 1, column 4: move 1 (d1d4): illegal move d1d4: the white king"),
                e.getMessage());
    }

    @Test
    void refusal() {
        Game game = Shogun.newGame();
        Refusal refusal = game.refusal(Square.parse("d1"), Square.parse("d4")).orElseThrow();
        assertEquals(RefusalReason.WRONG_DISTANCE, refusal.reason());
        assertEquals(OptionalInt.of(2), refusal.energy());
        assertEquals(3, refusal.distance());
        assertEquals("illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away", refusal.message());
    }

    @Test
    void rendererAndStyles() {
        Renderer renderer = Shogun.renderer();
        String text = renderer.coursework(Position.initial());
        String board = renderer.terminal(Position.initial(), TerminalStyle.plain());
        // The Renderer Javadoc still passes rules().move(...), which the API no longer has; the path
        // of d1d3 is the nearest equivalent.
        String svg = renderer.svg(Position.initial(), SvgStyle.plain()
                .withHighlights(Set.of(Square.parse("d3")))
                .withArrow(Shogun.rules().paths(Position.initial(), Move.parse("d1d3")).get(0)));
        assertEquals(17, text.lines().count());
        assertFalse(board.isEmpty());
        assertTrue(svg.contains("<svg"));
        TerminalStyle style = TerminalStyle.plain().withLastMove(Move.parse("d1d3")).withColour(true);
        assertTrue(style.colour());
        assertEquals(Optional.of(Move.parse("d1d3")), style.lastMove());
        SvgStyle sized = SvgStyle.plain()
                .withHighlights(Set.of(Square.parse("d3")))
                .withArrow(MovePath.straight(Square.parse("d1"), Direction.UP, 2))
                .withSquareSize(48);
        assertEquals(48, sized.squareSize());
        assertEquals(Move.parse("d1d3"), sized.arrow().orElseThrow().move());
    }

    @Test
    void rules() {
        Rules rules = Shogun.rules();
        Position start = Position.initial();
        List<Move> moves = rules.legalMoves(start);
        assertEquals(27, moves.size());
        assertEquals(List.of(Move.parse("a1a5"), Move.parse("a1b4")), moves.subList(0, 2));
        Position next = rules.play(start, Move.parse("d1d3"), EnergyModel.magnetic());
        assertEquals(Optional.of(Piece.of(PieceKind.KING, Colour.WHITE, 1)), next.pieceAt(Square.parse("d3")));
        assertEquals(Set.of(), rules.attackers(next, Square.parse("d3")));
    }

    @Test
    void perft() {
        Perft perft = Shogun.perft();
        assertEquals(370049, perft.count(Position.initial(), 4, EnergyModel.fixed()));
        assertEquals(27, perft.divide(Position.initial(), 2, EnergyModel.fixed()).size());
    }

    @Test
    void illegalMoveException() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Shogun.newGame().play("d1d4"));
        assertEquals(RefusalReason.WRONG_DISTANCE, e.getRefusal().reason());
        assertEquals("illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away", e.getMessage());
    }

    @Test
    void outcome() {
        Rules rules = Shogun.rules();
        Position position = Position.parse("8/8/8/7P2/3p44/4p43/3k24/3P21p3K21 w");
        Outcome outcome = rules.outcome(position);
        assertEquals("0-1", outcome.result());
        assertTrue(outcome instanceof Outcome.Win);
        if (outcome instanceof Outcome.Win win) {
            assertEquals("Red wins by checkmate", win.toString());
            assertEquals(Colour.RED, win.winner());
        }
        assertEquals("White wins by checkmate", Outcome.win(Colour.WHITE, WinReason.CHECKMATE).toString());
        assertEquals("*", Shogun.newGame().outcome().result());
    }

    @Test
    void position() {
        Position start = Position.initial();
        assertEquals(Optional.of(Piece.of(PieceKind.KING, Colour.WHITE, 2)), start.pieceAt(Square.parse("d1")));
        assertEquals("Optional[K2]", start.pieceAt(Square.parse("d1")).toString());
        assertEquals(Colour.WHITE, start.sideToMove());
        Position p = Position.parse("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w");
        assertEquals(2, p.count(Colour.RED, PieceKind.PAWN));
        assertTrue(p.hasStandardMaterial());
        assertEquals("3p44/8/8/1P36/3p43P1/3P21P12/8/8 w", p.toString());
    }

    @Test
    void move() {
        Move move = Move.parse("D4xB6+");
        assertEquals(Square.parse("d4"), move.from());
        assertEquals("d4b6", move.toString());
        assertTrue(move.equals(Move.of(Square.parse("d4"), Square.parse("b6"))));
    }

    @Test
    void movePath() {
        MovePath up = MovePath.straight(Square.parse("d1"), Direction.UP, 2);
        assertEquals(Move.parse("d1d3"), up.move());
        MovePath bent = MovePath.bent(Square.parse("d4"), Direction.UP, 2, Direction.LEFT, 2);
        assertEquals("[d5, d6, c6, b6]", bent.squares().toString());
        assertEquals(Shape.UL, bent.shape());
        assertEquals("[c4, b4, b5, b6]", MovePath.of(Move.parse("d4b6"), Shape.LU).orElseThrow().squares().toString());
    }

    @Test
    void square() {
        Square d4 = Square.parse("d4");
        assertEquals(4, d4.x());
        assertTrue(Square.of(4, 4).equals(d4));
        assertEquals(Square.parse("d6"), d4.step(Direction.UP, 2).orElseThrow());
        assertEquals(27, d4.index());
    }

    @Test
    void pieceAndKind() {
        Piece pawn = Piece.of(PieceKind.PAWN, Colour.RED, 4);
        assertEquals("p4", pawn.toString());
        assertEquals("p2", pawn.withEnergy(2).toString());
        assertEquals(Piece.of(PieceKind.KING, Colour.WHITE, 1), Piece.parse("K1"));
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
        assertEquals(OptionalInt.of(2), EnergyModel.magnetic().landingEnergy(PieceKind.KING, Square.parse("d1")));
        assertEquals(Rotation.R90, Rotation.of(90));
        assertEquals(Square.parse("h1"), Rotation.R90.sourceOf(Square.parse("a1")));
        MagnetLayout standard = MagnetLayout.standard();
        assertEquals(4, standard.valueAt(Square.parse("d1")));
        assertEquals(2, standard.rotated(Rotation.R90).valueAt(Square.parse("a1")));
        MagnetLayout custom = MagnetLayout.parse("11111111/22222222/33333333/44444444/11111111/22222222/33333333/44444444");
        assertEquals("1111111122222222333333334444444411111111222222223333333344444444", custom.toString());
        assertEquals(1, custom.valueAt(Square.parse("a8")));
    }

    @Test
    void notations() {
        Position p = Position.parse("8/8/8/8/8/8/8/3K2P13 r 12 30");
        assertEquals(12, p.quietPlies());
        assertEquals("8/8/8/8/8/8/8/3K2P13 r 12 30", p.toString());
        NotationException e = assertThrows(NotationException.class, () -> Position.parse("8/8/8/8/8/8/8/7 w"));
        assertEquals(15, e.getErrorIndex());
        assertEquals("bad position at index 15 of \"8/8/8/8/8/8/8/7 w\": rank 1 has 7 squares, expected 8", e.getMessage());
    }

    @Test
    void messages() {
        assertEquals("\"d1d3\\r\\n\"", Messages.quote("d1d3\r\n"));
        assertEquals("one\\ntwo", Messages.oneLine("one\ntwo"));
    }

    @Test
    void gameRecord() {
        GameRecord record = Shogun.readRecord(
                "1. d1d3:1 {the king steps up} e8e7:2 ?! (1... d8d7:3 $1 {better}) 2. a1a5:4 *");
        assertEquals(3, record.mainline().size());
        assertEquals(java.util.Optional.of("better"), record.node(NodePath.of(0, 1)).comment());
        GameRecord promoted = record.promote(NodePath.of(0, 1));
        assertEquals(Move.parse("d8d7"), promoted.mainline().get(1).move());
        Game game = record.game(NodePath.of(0, 1));
        assertEquals(List.of(Move.parse("d1d3"), Move.parse("d8d7")), game.history().stream().map(Ply::move).toList());
        String text = promoted.toSgn();
        assertEquals(promoted, Shogun.readRecord(text));
    }

    @Test
    void recordNode() {
        Game game = Shogun.newGame();
        RecordNode node = RecordNode.of(game.play("d1d3")).withComment("the king steps up")
                .withGlyphs(java.util.Set.of(1));
        assertEquals("d1d3 U", node.path().toString());
        assertEquals(1, node.landingEnergy());
        String written = GameRecord.of(game.setup()).withMainline(List.of(node)).toSgn();
        assertTrue(written.endsWith("1. d1d3:1 $1 {the king steps up} *\n"), written);
    }

    @Test
    void nodePath() {
        assertEquals(NodePath.of(0, 0), NodePath.of(0, 0, 1).parent());
        assertEquals(NodePath.of(0, 0, 0), NodePath.mainline(3));
        assertEquals(NodePath.of(2), NodePath.start().child(2));
        assertEquals("[0, 0, 1]", NodePath.of(0, 0, 1).toString());
    }

    @Test
    void shogunReadRecord() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 $1 (1. a1a5:4 {also good}) e8e7:2 *");
        assertEquals(java.util.Optional.of("also good"), record.mainline().get(0).variations().get(0).get(0).comment());
    }

    @Test
    void gameReview() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 {the king steps up} e8e7:2 2. a1a5:4 *");
        Engine engine = Shogun.newEngine(record.setup());
        GameReview review = GameReview.run(record, engine, SearchLimits.ofDepth(4));
        assertEquals(3, review.plies().size());
        for (PlyReview ply : review.mistakes()) {
            assertTrue(ply.toString().startsWith("ply " + ply.number() + " (" + ply.mover() + " "), ply.toString());
        }
        GameRecord annotated = review.annotated();
        String comment = annotated.mainline().get(0).comment().orElseThrow();
        assertTrue(comment.matches("\\[%eval [+-][0-9]+\\.[0-9]{2}] the king steps up"), comment);
        assertEquals(annotated, Shogun.readRecord(annotated.toSgn()));
    }

    @Test
    void plyReview() {
        GameRecord record = Shogun.readRecord("1. d1d3:1 *");
        GameReview review = GameReview.run(record, Shogun.newEngine(record.setup()), SearchLimits.ofDepth(2));
        PlyReview ply = review.plies().get(0);
        assertEquals(1, ply.number());
        assertEquals(record.mainline().get(0), ply.node());

        RecordNode d1d3 = RecordNode.of(Shogun.newGame().play("d1d3"));
        PlyReview made = PlyReview.of(1, Colour.WHITE, d1d3, Score.ofCentipawns(40), Score.ofCentipawns(-60), List.of());
        // 1 / (1 + 10^-0.1) = 0.557312, 1 / (1 + 10^0.15) = 0.414501
        assertEquals(0.142810, made.expectedScoreLoss(), 1e-6);
        assertEquals(Optional.of(MoveJudgement.MISTAKE), made.judgement());
        assertEquals("-0.60", made.evaluation().toString());
        assertEquals(Optional.of("[%eval -0.60]"), d1d3.withEvaluation(made.evaluation()).comment());
    }

    @Test
    void moveJudgement() {
        assertEquals(Optional.of(MoveJudgement.MISTAKE), MoveJudgement.of(0.12));
        assertEquals("??", MoveJudgement.BLUNDER.symbol());
        assertEquals(4, MoveJudgement.BLUNDER.glyph());
        assertEquals(Optional.empty(), MoveJudgement.of(0.03));
    }

    @Test
    void evaluation() {
        Evaluation e = Evaluation.of(Score.ofCentipawns(35), Colour.RED);
        assertEquals(Score.ofCentipawns(35), e.relative());
        assertEquals(Colour.RED, e.side());
        assertEquals(Score.ofCentipawns(-35), e.white());
        assertEquals(Score.ofCentipawns(35), e.score(Colour.RED));
        assertEquals("-0.35", e.toString());
        assertEquals(Score.ofWinIn(3), Evaluation.parse("#+3").score(Colour.WHITE));
        // RecordNode.evaluation and withEvaluation: the [%eval] tag of a ply's comment.
        RecordNode node = RecordNode.of(Shogun.newGame().play("d1d3"));
        assertEquals(Optional.of(Evaluation.parse("-0.35")), node.withComment("[%eval -0.35] a quiet move").evaluation());
        assertEquals(Optional.of("[%eval -0.35] a quiet move"), node.withComment("[%eval +1.00] a quiet move")
                .withEvaluation(Evaluation.of(Score.ofCentipawns(35), Colour.RED)).comment());
        // Score.negated
        assertEquals(Score.ofCentipawns(-35), Score.ofCentipawns(35).negated());
        assertEquals(Score.ofLossIn(3), Score.ofWinIn(3).negated());
    }
}
