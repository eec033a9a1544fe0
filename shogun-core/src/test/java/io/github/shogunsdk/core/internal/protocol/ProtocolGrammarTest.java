package io.github.shogunsdk.core.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Score;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engine protocol's grammar, on the lines of docs/PROTOCOL.md: each command and answer is read
 * and written by one class, so what the SDK's client writes is what the command line's engine
 * reads, and the other way round. The expected lines are copied from the document's examples;
 * the expected messages are those the engine answered before the grammar had a package of its
 * own.
 */
class ProtocolGrammarTest {

    @Test
    void aForcedResultTravelsInTheMoversMovesThoughTheApiCountsPlies() {
        assertEquals(2, InfoLine.mateMoves(Score.ofWinIn(3)), "three plies are two of the winner's moves");
        assertEquals(-1, InfoLine.mateMoves(Score.ofLossIn(2)), "the loser makes one move before the end");
        assertEquals(0, InfoLine.mateMoves(Score.ofLossIn(0)));
        assertEquals("mate 2", InfoLine.score(Score.ofWinIn(3)));
        assertEquals("cp -105", InfoLine.score(Score.ofCentipawns(-105)));
    }

    @Test
    void aLineIsItsTokensWhateverTheSpaces() {
        assertEquals(List.of("go", "depth", "3"), Command.tokens("  go   depth\t3 "));
        assertEquals(List.of(), Command.tokens(" \t "));
        assertEquals(Command.PONDERHIT, Command.named("ponderhit").orElseThrow());
        assertTrue(Command.named("uci").isEmpty());
        assertTrue(Command.named("GO").isEmpty(), "command words are lower case");
    }

    @Test
    void goReadsItsParametersInAnyOrderAndWritesThemInTheDocumentsOrder() {
        GoCommand go = GoCommand.parse(words("go wtime 60000 rtime 58000 winc 1000 rinc 1000"));
        assertEquals(60_000L, go.time(Colour.WHITE));
        assertEquals(58_000L, go.time(Colour.RED));
        assertEquals(1000, go.increment(Colour.RED));
        assertEquals("go wtime 60000 winc 1000 rtime 58000 rinc 1000", go.toString());

        GoCommand ponder = GoCommand.parse(words("go movestogo 3 infinite depth 5 ponder nodes 9 movetime 40"));
        assertEquals(new GoCommand(true, 5, 9, 40, null, null, 0, 0, 3, true), ponder);
        assertEquals("go ponder depth 5 nodes 9 movetime 40 movestogo 3 infinite", ponder.toString());
        // The client gives the mover's clock only, and its increment even when it is 0.
        assertEquals("go rtime 0 rinc 0", new GoCommand(false, 0, 0, 0, null, 0L, 0, 0, 0, false).toString());
        assertEquals("go", GoCommand.parse(List.of()).toString());
    }

    @Test
    void aBadGoIsRefusedWithTheParameterNamed() {
        assertEquals("depth takes a whole number from 1 to 64, not '0'", refusal("go depth 0"));
        assertEquals("depth needs a value", refusal("go depth"));
        assertEquals("unknown parameter 'frob' needs a value", refusal("go frob"));
        assertEquals("unknown parameter 'frob'", refusal("go frob 1"));
        assertEquals("rinc takes a whole number of 0 or more, not '-1'", refusal("go rinc -1"));
        assertEquals("wtime takes a whole number, not 'x'", refusal("go wtime x"));
        assertEquals("movestogo takes a whole number from 1 to 10000, not '10001'", refusal("go movestogo 10001"));
        assertEquals("nodes takes a whole number of 1 or more, not '\\u001B[2J'", refusal("go nodes \u001B[2J"));
    }

    @Test
    void positionIsAStartAndTheMovesAsSent() {
        PositionCommand start = PositionCommand.parse(words("position startpos moves d1d3 e8e7"));
        assertNull(start.spn());
        assertEquals(List.of("d1d3", "e8e7"), start.moves());
        assertEquals("position startpos moves d1d3 e8e7", start.toString());

        PositionCommand spn = PositionCommand.parse(words("position spn 8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r"));
        assertEquals("8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r", spn.spn());
        assertEquals(List.of(), spn.moves());
        assertEquals("position spn 8/4p43/8/7P2/3p44/8/3k24/3P21p3K21 r", spn.toString());

        for (String bad : List.of("position", "position spn", "position moves d1d3", "position startpos x",
                "position fen x")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> PositionCommand.parse(words(bad)), bad);
            assertEquals("expected position startpos [moves ...] or position spn <SPN> [moves ...]", e.getMessage());
        }
    }

    @Test
    void setoptionTakesEveryTokenAfterValue() {
        SetOptionCommand rules = SetOptionCommand.parse(words("setoption name Rules value standard quiet-plies=0"));
        assertEquals(new SetOptionCommand("Rules", "standard quiet-plies=0"), rules);
        assertEquals("setoption name Rules value standard quiet-plies=0", rules.toString());
        assertEquals(new SetOptionCommand("Two Words", ""), SetOptionCommand.parse(words("setoption name Two Words value")));
        for (String bad : List.of("setoption", "setoption name value 3", "setoption Hash value 3", "setoption name Hash")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SetOptionCommand.parse(words(bad)), bad);
            assertEquals("expected setoption name <Name> value <v>", e.getMessage());
        }
    }

    @Test
    void infoIsWrittenAsTheDocumentShowsItAndReadBack() {
        List<Move> line = List.of(Move.parse("a1a5"), Move.parse("d8d7"), Move.parse("c1d2"));
        String written = InfoLine.write(false, 1, 3, Score.ofCentipawns(34), 1354, 35265, 38, line);
        assertEquals("info depth 3 score cp 34 nodes 1354 nps 35265 time 38 pv a1a5 d8d7 c1d2", written);
        assertEquals(new InfoLine(1, 3, Score.ofCentipawns(34), 1354, line), InfoLine.parse(written));

        String second = InfoLine.write(true, 2, 1, Score.ofCentipawns(14), 91, 8412, 10, List.of(Move.parse("a1d2")));
        assertEquals("info multipv 2 depth 1 score cp 14 nodes 91 nps 8412 time 10 pv a1d2", second);
        assertEquals(2, InfoLine.parse(second).rank());

        // "mate 1": a win with the mover's next move, one ply; "mate -2": a loss after two of its moves, four plies.
        assertEquals(Score.ofWinIn(1), InfoLine.parse("info depth 1 score mate 1 nodes 35 nps 0 time 0 pv d4h4").score());
        assertEquals("mate 1", InfoLine.score(Score.ofWinIn(1)));
        assertEquals(Score.ofLossIn(4), InfoLine.parse("info depth 5 score mate -2 pv d4h4").score());
        assertEquals("mate -2", InfoLine.score(Score.ofLossIn(4)));
    }

    @Test
    void anInfoLineThatIsNoReportIsSkipped() {
        assertTrue(InfoLine.isInfo("info string error position: move 1"));
        assertNull(InfoLine.parse("info string depth 3 score cp 1 pv a1a5"));
        assertNull(InfoLine.parse("info depth 3 score cp 1"), "no line of moves");
        assertNull(InfoLine.parse("info depth 0 score cp 1 pv a1a5"), "no completed depth");
        assertNull(InfoLine.parse("info depth 3 score cp 1 pv a1a1"), "not a move");
        assertNull(InfoLine.parse("info multipv 17 depth 3 score cp 1 pv a1a5"), "a rank beyond the API's lines");
        assertNull(InfoLine.parse("info depth 3 score kp 1 pv a1a5"));
        assertEquals(Score.ofCentipawns(Score.MAX_CENTIPAWNS),
                InfoLine.parse("info depth 1 score cp 2000000000 seldepth x pv a1a5").score(), "clamped; fields of others skipped");
    }

    @Test
    void bestmoveIsAMoveAndMaybeTheReplyExpected() {
        BestMoveLine ponder = BestMoveLine.parse("bestmove a1a5 ponder d8d7");
        assertEquals(new BestMoveLine("a1a5", "d8d7"), ponder);
        assertEquals("bestmove a1a5 ponder d8d7", ponder.toString());
        assertFalse(ponder.isNone());
        assertEquals("bestmove d4h4", BestMoveLine.parse("bestmove d4h4").toString());
        assertTrue(BestMoveLine.parse("bestmove none").isNone());
        assertTrue(BestMoveLine.parse("bestmove").isNone());
        assertNull(BestMoveLine.parse("bestmove a1a5 ponder").ponder());
        assertTrue(BestMoveLine.isBestMove("bestmove"));
        assertFalse(BestMoveLine.isBestMove("bestmoves a1a5"));
    }

    @Test
    void optionsAreAnnouncedAsTheDocumentShowsThemAndReadBack() {
        String hash = OptionLine.spin("Hash", 16, 1, 1024);
        assertEquals("option name Hash type spin default 16 min 1 max 1024", hash);
        assertEquals("option name Ponder type check default false", OptionLine.check("Ponder", false));
        assertEquals("option name Rules type string default standard", OptionLine.string("Rules", "standard"));
        OptionLine read = OptionLine.parse(hash);
        assertEquals("Hash", read.name());
        assertEquals(1024, read.clamp(4096));
        assertEquals(1, read.clamp(0));
        assertEquals(64, read.clamp(64));
        assertEquals(7, OptionLine.parse("option name Odd Name type spin default 1 min x max 7").clamp(9));
        assertNull(OptionLine.parse("option name NoType"));
        assertNull(OptionLine.parse("id name Shogun"));
        assertTrue(OptionLine.sameName("MULTIpv", "MultiPV"));
        assertFalse(OptionLine.sameName("Ha\u017Fh", "Hash"), "a long s folds to s in Unicode, not in ASCII");
        assertFalse(OptionLine.sameName("\u212Aelvin", "kelvin"), "nor does the Kelvin sign to k");
    }

    @Test
    void theShortAnswers() {
        assertEquals("id name Shogun 0.3.0", Answers.idName("Shogun 0.3.0"));
        assertEquals("Shogun 0.3.0", Answers.name("id name  Shogun 0.3.0 "));
        assertNull(Answers.name("id author The Shogun SDK authors"));
        assertEquals("id author The Shogun SDK authors", Answers.idAuthor("The Shogun SDK authors"));
        assertEquals("info string error unknown command 'uci\\u001B'", Answers.error("unknown command 'uci\u001B'"));
        assertTrue(Answers.isError(Answers.error("x")));
        assertFalse(Answers.isError("info string all is well"));
    }

    private static List<String> words(String line) {
        List<String> tokens = Command.tokens(line);
        return tokens.subList(1, tokens.size());
    }

    private static String refusal(String line) {
        return assertThrows(IllegalArgumentException.class, () -> GoCommand.parse(words(line)), line).getMessage();
    }
}
