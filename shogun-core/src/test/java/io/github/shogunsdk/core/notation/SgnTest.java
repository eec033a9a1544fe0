package io.github.shogunsdk.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.api.RecordException;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Game records (docs/NOTATION.md (game records)): what the SDK writes, what it reads, and how it refuses. */
class SgnTest {

    @Test
    void writesTagsThenNumberedMovesWithTheirMarks() {
        Game game = Shogun.newGame();
        game.setTag("White", "Ann");
        game.setTag("Red", "Bo");
        game.play("d1d3");
        game.play("e8e7");
        // d3 holds magnet 3 (odd: king 1); e7 holds 4 (even: king 2).
        String expected = "[White \"Ann\"]\n"
                + "[Red \"Bo\"]\n"
                + "[Rules \"standard\"]\n"
                + "[Energy \"magnetic\"]\n"
                + "[Result \"*\"]\n"
                + "\n"
                + "1. d1d3:1 e8e7:2 *\n";
        assertEquals(expected, game.toSgn());
    }

    @Test
    void finishedGamesEndWithTheirResultAndReason() {
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r")));
        game.play("e7e3");
        String expected = "[Rules \"standard\"]\n"
                + "[Energy \"fixed\"]\n"
                + "[Position \"8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r\"]\n"
                + "[Result \"0-1\"]\n"
                + "\n"
                + "1... e7e3:4# {Red wins by checkmate} 0-1\n";
        assertEquals(expected, game.toSgn());
        Game read = Shogun.readGame(expected);
        assertEquals(new Outcome.Win(Colour.RED, WinReason.CHECKMATE), read.outcome());
        assertEquals(game.history(), read.history());
    }

    @Test
    void readingToleratesCommentsNumbersBothNotationsAndUnknownTags() {
        String record = "[Event \"Club night\"]\n"
                + "[White \"Ann\"]\n"
                + "[Rules \"Standard\"]\n"
                + "\n"
                + "{an opening} 1.d1-d3 e8xe7 ; a line comment\n"
                + "2. a1a5+ {no check, the mark is not checked} 2... b8b6 *\n";
        Game game = Shogun.readGame(record);
        assertEquals(4, game.history().size());
        assertEquals("Club night", game.tags().get("Event"));
        assertEquals("Ann", game.tags().get("White"));
        assertEquals(Colour.WHITE, game.sideToMove());
        assertTrue(game.toSgn().startsWith("[Event \"Club night\"]\n[White \"Ann\"]\n[Rules \"standard\"]\n"));
    }

    @Test
    void recordsOfEveryEnergyModelReplayToTheSamePositions() {
        for (EnergyModel model : new EnergyModel[] {EnergyModel.fixed(), EnergyModel.magnetic(Rotation.R270),
            EnergyModel.random(99)}) {
            Game game = Shogun.newGame(GameSetup.standard().withRuleSet(RuleSet.of(Variant.KOTH)).withEnergyModel(model));
            for (int i = 0; i < 40 && !game.outcome().isOver(); i++) {
                game.play(game.legalMoves().get((i * 5) % game.legalMoves().size()));
            }
            Game read = Shogun.readGame(game.toSgn());
            assertEquals(game.history(), read.history(), model.toString());
            assertEquals(game.outcome(), read.outcome());
            assertEquals(game.setup().ruleSet(), read.setup().ruleSet());
            assertEquals(game.setup().energyModel(), read.setup().energyModel());
        }
    }

    @Test
    void randomRecordsWithAStartReplayWithoutTheSeed() {
        Position start = Shogun.rules().initial(EnergyModel.random(5));
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.random(5)).withStart(start));
        for (int i = 0; i < 20; i++) {
            game.play(game.legalMoves().get(i % game.legalMoves().size()));
        }
        assertTrue(game.toSgn().contains("[Position \"" + start + "\"]"), game.toSgn());
        // Another seed in the tag: the recorded energies and start position still decide everything.
        String record = game.toSgn().replace("[Energy \"random 5\"]", "[Energy \"random 6\"]");
        assertEquals(game.history().get(19).after(), Shogun.readGame(record).position());
    }

    @Test
    void aRandomGameWithoutAnExplicitStartIsRecordedWithoutAPositionAndItsSeedDrawsTheStart() {
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.random(5)));
        assertEquals(Shogun.rules().initial(EnergyModel.random(5)), game.start());
        for (int i = 0; i < 20; i++) {
            game.play(game.legalMoves().get(i % game.legalMoves().size()));
        }
        String record = game.toSgn();
        assertFalse(record.contains("[Position "), record);
        Game read = Shogun.readGame(record);
        assertEquals(game.start(), read.start());
        assertEquals(game.history(), read.history());
    }

    @Test
    void aBentMoveByItsSecondCornerNamesItsShapeWhenTheFirstWasOpen() {
        GameSetup setup = GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("p16k1/8/8/8/3P24/8/8/3K14 w"));
        Game game = Shogun.newGame(setup);
        // d4c5 (pawn energy 2): both corners are open; LU comes first in shape order, so UL is named.
        game.play(MovePath.bent(Square.parse("d4"), Direction.UP, 1, Direction.LEFT, 1));
        game.play("h8h7");
        // c5d6: both corners are open again; RU comes first, so UR is named.
        game.play(MovePath.bent(Square.parse("c5"), Direction.UP, 1, Direction.RIGHT, 1));
        String record = game.toSgn();
        assertTrue(record.endsWith("\n1. d4c5:2 {UL} h8h7:1 2. c5d6:2 {UR} *\n"), record);
        Game read = Shogun.readGame(record);
        assertEquals(game.history(), read.history());
        assertEquals(Shape.UL, read.history().get(0).path().shape());
        assertEquals(Shape.UR, read.history().get(2).path().shape());
        // By the first open corner, nothing is added.
        Game plain = Shogun.newGame(setup);
        plain.play("d4c5");
        assertEquals(Shape.LU, plain.history().get(0).path().shape());
        assertTrue(plain.toSgn().endsWith("\n1. d4c5:2 *\n"), plain.toSgn());
    }

    @Test
    void movetextIsTheNumberedMovesWithTheirMarksOnOneLine() {
        Game game = Shogun.newGame();
        assertEquals("", game.movetext());
        game.play("d1d3");
        game.play("e8e7");
        assertEquals("1. d1d3:1 e8e7:2", game.movetext());
        game.resign(Colour.WHITE);
        assertEquals("1. d1d3:1 e8e7:2", game.movetext(), "no result");
    }

    /** Game.movetext() promises the moves "without comments or a result". */
    @Test
    void movetextLeavesOutPathComments() {
        Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.fixed())
                .withStart(Position.parse("p16k1/8/8/8/3P24/8/8/3K14 w")));
        game.play(MovePath.bent(Square.parse("d4"), Direction.UP, 1, Direction.LEFT, 1));
        game.play("h8h7");
        assertEquals("1. d4c5:2 h8h7:1", game.movetext());
    }

    @Test
    void aSecondCornerIsNotNamedWhenTheFirstWasBlocked() {
        Game game = Shogun.newGame();
        // b1a3 (energy 3): left first is blocked by a1, so up first is the only path.
        Ply ply = game.play("b1a3");
        assertEquals(Shape.UL, ply.path().shape());
        assertFalse(game.toSgn().contains("{UL}"), game.toSgn());
    }

    @Test
    void resignationAndAgreedDrawsAreWrittenAsResultsAndReadBack() {
        Game resigned = Shogun.newGame();
        resigned.play("d1d3");
        resigned.resign(Colour.RED);
        String record = resigned.toSgn();
        assertTrue(record.contains("[Result \"1-0\"]"), record);
        assertTrue(record.endsWith(" 1-0\n"), record);
        Game read = Shogun.readGame(record);
        assertEquals(new Outcome.Win(Colour.WHITE, WinReason.RESIGNATION), read.outcome());
        assertEquals(resigned.history(), read.history());
        assertEquals(record, read.toSgn());

        Game drawn = Shogun.newGame();
        drawn.play("d1d3");
        drawn.play("e8e7");
        drawn.agreeDraw();
        String drawRecord = drawn.toSgn();
        assertTrue(drawRecord.contains("[Result \"1/2-1/2\"]"), drawRecord);
        Game readDraw = Shogun.readGame(drawRecord);
        assertEquals(new Outcome.Draw(DrawReason.AGREEMENT), readDraw.outcome());
        assertEquals(drawRecord, readDraw.toSgn());
    }

    @Test
    void ruleOptionsTravelInTheRulesTag() {
        RuleSet rules = RuleSet.of(Variant.COURSEWORK).withQuietPlyLimit(0).withRepetitionDraw(false);
        Game game = Shogun.newGame(GameSetup.standard().withRuleSet(rules));
        assertTrue(game.toSgn().contains("[Rules \"coursework quiet-plies=0 repetition=off\"]"));
        assertEquals(rules, Shogun.readGame(game.toSgn()).setup().ruleSet());
    }

    @Test
    void anIllegalMoveNamesLineColumnMoveAndReason() {
        String record = "[Rules \"standard\"]\n\n1. d1d3 e8e7\n2. d3d7 *\n";
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame(record));
        assertEquals(4, e.getLine());
        assertEquals(4, e.getColumn());
        assertEquals(OptionalInt.of(2), e.getMoveNumber());
        assertEquals(Optional.of("d3d7"), e.getMove());
        // After d1d3 the king on d3 has energy 1.
        assertEquals("bad record at line 4, column 4: move 2 (d3d7): illegal move d3d7: the white king on d3 has energy 1,"
                + " but d7 is 4 steps away", e.getMessage());
    }

    @Test
    void malformedRecordsAreRefusedPrecisely() {
        assertRefused("1. d1d3 {never closed", 1, 9, "expected '}' to close the comment");
        assertRefused("1. d1d3 e8e7 hello", 1, 14, "expected a move such as d1d3");
        assertRefused("[White \"Ann]\n", 1, 13, "expected '\"' to close the value of tag White");
        assertRefused("[Energy \"heavy\"]\n1. d1d3", 1, 10, "Energy tag");
        assertRefused("[Rules \"chess\"]\n", 1, 9, "Rules tag: bad rule set at index 0 of \"chess\": expected standard,"
                + " coursework or koth, found \"chess\"");
        assertRefused("[Position \"8/8 w\"]\n", 1, 15, "Position tag");
        assertRefused("1. d1d3 * e8e7", 1, 11, "expected nothing after the result *");
        assertRefused("[White \"A\"]\n[White \"B\"]\n", 2, 1, "the tag White is given twice");
        assertRefused("1. d1d3:3", 1, 4, "a king lands with energy 1 to 2, not 3");
        assertRefused("1. d1d3:2", 1, 4, "the landing energy 2 contradicts the magnetic energy model, which gives 1");
    }

    @Test
    void aResultThatContradictsTheGameIsRefused() {
        String record = "[Energy \"fixed\"]\n[Position \"8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r\"]\n\n1... e7e3 1-0\n";
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame(record));
        assertTrue(e.getMessage().contains("the record gives the result 1-0, but the game ended 0-1: Red wins by checkmate"),
                e.getMessage());
    }

    @Test
    void aDeclaredResultOfAnUnfinishedGameIsReadAsAResignationOrAgreedDraw() {
        Game game = Shogun.readGame("1. d1d3 1-0");
        assertEquals(new Outcome.Win(Colour.WHITE, WinReason.RESIGNATION), game.outcome());
        assertEquals(1, game.history().size());
        assertEquals(new Outcome.Win(Colour.RED, WinReason.RESIGNATION), Shogun.readGame("1. d1d3 0-1").outcome());
        assertEquals(new Outcome.Draw(DrawReason.AGREEMENT), Shogun.readGame("1. d1d3 1/2-1/2").outcome());
        assertEquals(Outcome.ongoing(), Shogun.readGame("1. d1d3 *").outcome());
    }

    private static void assertRefused(String record, int line, int column, String reason) {
        RecordException e = assertThrows(RecordException.class, () -> Shogun.readGame(record), record);
        assertEquals(line, e.getLine(), e.getMessage());
        assertEquals(column, e.getColumn(), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
}
