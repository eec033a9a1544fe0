package io.github.shogunsdk.core.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Square;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The grammar's two halves agree: whatever one side writes, the other reads back as it was
 * written; and any line at all is read or refused with one line, never with another exception.
 */
class ProtocolGrammarPropertiesTest {

    @Property(tries = 300)
    void whatAGoWritesIsReadBack(@ForAll("goCommands") GoCommand go) {
        List<String> tokens = Command.tokens(go.toString());
        assertEquals(Command.GO, Command.named(tokens.get(0)).orElseThrow());
        assertEquals(go, GoCommand.parse(tokens.subList(1, tokens.size())));
    }

    @Property(tries = 200)
    void whatAnInfoLineWritesIsReadBack(@ForAll("infoLines") InfoLine info, @ForAll boolean numbered) {
        String line = InfoLine.write(numbered || info.rank() > 1, info.rank(), info.depth(), info.score(), info.nodes(),
                info.nodes() / 3, info.nodes() / 7, info.moves());
        assertEquals(info, InfoLine.parse(line));
    }

    @Property(tries = 200)
    void whatAPositionWritesIsReadBack(@ForAll("spn") String spn, @ForAll("moves") List<String> moves,
            @ForAll boolean startpos) {
        PositionCommand position = new PositionCommand(startpos ? null : spn, moves);
        List<String> tokens = Command.tokens(position.toString());
        assertEquals(position, PositionCommand.parse(tokens.subList(1, tokens.size())));
    }

    @Property(tries = 300)
    void anyTokensAreReadOrRefusedWithOneLine(@ForAll("tokens") List<String> tokens) {
        refusedOnOneLine(() -> GoCommand.parse(tokens));
        refusedOnOneLine(() -> PositionCommand.parse(tokens));
        refusedOnOneLine(() -> SetOptionCommand.parse(tokens));
        String line = String.join(" ", tokens);
        InfoLine.parse("info " + line);
        assertNotNull(BestMoveLine.parse("bestmove " + line));
        OptionLine.parse("option name " + line);
    }

    private static void refusedOnOneLine(Runnable parse) {
        try {
            parse.run();
        } catch (IllegalArgumentException e) {
            assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), e.getMessage());
        }
    }

    @Provide
    Arbitrary<GoCommand> goCommands() {
        Arbitrary<Long> time = Arbitraries.longs().injectNull(0.3);
        Arbitrary<Long> increment = Arbitraries.oneOf(Arbitraries.just(0L), Arbitraries.longs().greaterOrEqual(0));
        Arbitrary<Long> positive = Arbitraries.oneOf(Arbitraries.just(0L), Arbitraries.longs().greaterOrEqual(1));
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.integers().between(0, SearchLimits.MAX_DEPTH),
                positive, positive, time, time, increment, increment).flatAs((ponder, depth, nodes, movetime, white, red,
                        whiteIncrement, redIncrement) -> Combinators.combine(
                                Arbitraries.integers().between(0, SearchLimits.MAX_MOVES_TO_GO), Arbitraries.of(true, false))
                        .as((movesToGo, infinite) -> new GoCommand(ponder, depth, nodes, movetime, white, red,
                                whiteIncrement, redIncrement, movesToGo, infinite)));
    }

    @Provide
    Arbitrary<InfoLine> infoLines() {
        Arbitrary<Score> score = Arbitraries.oneOf(
                Arbitraries.integers().between(-Score.MAX_CENTIPAWNS, Score.MAX_CENTIPAWNS).map(Score::ofCentipawns),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES / 2 - 1).map(moves -> Score.ofWinIn(2 * moves + 1)),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES / 2).map(moves -> Score.ofLossIn(2 * moves)));
        return Combinators.combine(Arbitraries.integers().between(1, InfoLine.MAX_RANK),
                Arbitraries.integers().between(1, SearchLimits.MAX_DEPTH), score, Arbitraries.longs().greaterOrEqual(0),
                Arbitraries.of(allMoves()).list().ofMinSize(1).ofMaxSize(20)).as(InfoLine::new);
    }

    @Provide
    Arbitrary<String> spn() {
        return Arbitraries.strings().withChars("0123456789/pkPKrw-").ofMinLength(1).ofMaxLength(12).list().ofMinSize(1)
                .ofMaxSize(4).map(parts -> String.join(" ", parts)).filter(spn -> !List.of(spn.split(" ")).contains("moves"));
    }

    @Provide
    Arbitrary<List<String>> moves() {
        return Arbitraries.strings().withChars("abcdefgh12345678:x+#-").ofMinLength(1).ofMaxLength(8).list().ofMaxSize(6);
    }

    @Provide
    Arbitrary<List<String>> tokens() {
        Arbitrary<String> word = Arbitraries.oneOf(
                Arbitraries.of("go", "depth", "nodes", "movetime", "wtime", "rtime", "winc", "rinc", "movestogo",
                        "infinite", "ponder", "name", "value", "moves", "spn", "startpos", "score", "cp", "mate", "pv",
                        "multipv", "string", "type", "min", "max", "-1", "0", "64", "65", "9223372036854775808", "d1d3"),
                Arbitraries.strings().ofMinLength(1).ofMaxLength(12).filter(text -> !text.isBlank()
                        && text.strip().equals(text) && text.split("\\s+").length == 1));
        return word.list().ofMaxSize(10);
    }

    private static List<Move> allMoves() {
        List<Move> moves = new ArrayList<>();
        for (Square from : Square.all()) {
            for (Square to : Square.all()) {
                if (!from.equals(to)) {
                    moves.add(Move.of(from, to));
                }
            }
        }
        return moves;
    }
}
