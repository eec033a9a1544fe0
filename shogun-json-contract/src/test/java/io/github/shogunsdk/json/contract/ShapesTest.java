package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The JSON of every value, character for character, as docs/JSON.md gives it; each is also read
 * back to the value.
 */
class ShapesTest {

    private final JsonAdapter json = JsonAdapter.underTest();

    private void same(Object value, String text) throws Exception {
        assertEquals(text, json.write(value));
        assertEquals(value, json.read(text, value.getClass()));
    }

    @Test
    void textValues() throws Exception {
        same(Square.parse("d3"), "\"d3\"");
        same(Move.parse("d1d3"), "\"d1d3\"");
        same(Piece.parse("P4"), "\"P4\"");
        same(Piece.parse("k1"), "\"k1\"");
        same(Position.initial(), "\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\"");
        same(Position.parse("8/8/8/3K24/8/8/8/7k1 r 12 40"), "\"8/8/8/3K24/8/8/8/7k1 r 12 40\"");
        same(RuleSet.of(Variant.KOTH).withQuietPlyLimit(0), "\"koth quiet-plies=0\"");
        same(RuleSet.standard(), "\"standard\"");
        same(EnergyModel.magnetic(Rotation.R90), "\"magnetic 90\"");
        same(EnergyModel.random(42), "\"random 42\"");
        same(EnergyModel.fixed(), "\"fixed\"");
        same(MagnetLayout.standard(), "\"4231331311234124241123244411232143231124123334423234214143241432\"");
    }

    @Test
    void enums() throws Exception {
        same(Colour.WHITE, "\"white\"");
        same(Colour.RED, "\"red\"");
        same(PieceKind.PAWN, "\"pawn\"");
        same(Variant.COURSEWORK, "\"coursework\"");
        same(BareKingRule.KING_AND_ONE_PAWN, "\"king-and-one-pawn\"");
        same(Direction.LEFT, "\"left\"");
        same(Shape.UL, "\"UL\"");
        same(Rotation.R270, "270");
        same(WinReason.KING_CAPTURED, "\"king-captured\"");
        same(WinReason.BARE_KING, "\"bare-king\"");
        same(DrawReason.QUIET_PLIES, "\"quiet-plies\"");
        same(RefusalReason.OWN_PIECE_ON_DESTINATION, "\"own-piece-on-destination\"");
        same(RefusalReason.KING_CAPTURES_DEFENDED_PIECE, "\"king-captures-defended-piece\"");
        same(StopReason.GAME_OVER, "\"game-over\"");
    }

    @Test
    void movePath() throws Exception {
        MovePath path = MovePath.bent(Square.parse("d4"), Direction.UP, 2, Direction.LEFT, 2);
        same(path, "{\"move\":\"d4b6\",\"shape\":\"UL\",\"squares\":[\"d5\",\"d6\",\"c6\",\"b6\"]}");
        same(MovePath.straight(Square.parse("d1"), Direction.UP, 2), "{\"move\":\"d1d3\",\"shape\":\"U\",\"squares\":[\"d2\",\"d3\"]}");
    }

    @Test
    void gameSetup() throws Exception {
        same(GameSetup.standard(), "{\"ruleSet\":\"standard\",\"energyModel\":\"magnetic\",\"start\":null}");
        same(GameSetup.standard().withRuleSet(RuleSet.of(Variant.KOTH)).withEnergyModel(EnergyModel.random(7))
                .withStart(Position.initial()),
                "{\"ruleSet\":\"koth\",\"energyModel\":\"random 7\",\"start\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\"}");
    }

    @Test
    void outcomes() throws Exception {
        same(Outcome.ongoing(),
                "{\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,\"text\":\"Game in progress\"}");
        same(Outcome.win(Colour.WHITE, WinReason.CHECKMATE),
                "{\"over\":true,\"result\":\"1-0\",\"winner\":\"white\",\"reason\":\"checkmate\",\"text\":\"White wins by checkmate\"}");
        same(Outcome.win(Colour.RED, WinReason.HILL),
                "{\"over\":true,\"result\":\"0-1\",\"winner\":\"red\",\"reason\":\"hill\",\"text\":\"Red wins by reaching the hill\"}");
        same(Outcome.draw(DrawReason.REPETITION),
                "{\"over\":true,\"result\":\"1/2-1/2\",\"winner\":null,\"reason\":\"repetition\",\"text\":\"Draw by threefold repetition\"}");
    }

    @Test
    void ply() throws Exception {
        Position before = Position.parse("4k13/8/1p26/8/3P44/8/8/8 w");
        MovePath path = MovePath.bent(Square.parse("d4"), Direction.UP, 2, Direction.LEFT, 2);
        Position after = Position.parse("4k13/8/1P26/8/8/8/8/8 r");
        Ply ply = Ply.of(before, path, after, true, false);
        same(ply, "{\"move\":\"d4b6\",\"path\":{\"move\":\"d4b6\",\"shape\":\"UL\",\"squares\":[\"d5\",\"d6\",\"c6\",\"b6\"]},"
                + "\"piece\":\"P4\",\"captured\":\"p2\",\"energyBefore\":4,\"landingEnergy\":2,\"check\":true,\"checkmate\":false,"
                + "\"notation\":\"d4xb6:2+\",\"before\":\"4k13/8/1p26/8/3P44/8/8/8 w\",\"after\":\"4k13/8/1P26/8/8/8/8/8 r\"}");
    }

    @Test
    void refusal() throws Exception {
        Refusal blocked = Refusal.of(Square.parse("d4"), Square.parse("b6"), RefusalReason.BLOCKED,
                Optional.of(Piece.parse("P4")), Set.of(Square.parse("d5")), Set.of(), "the path is blocked at d5");
        same(blocked, "{\"from\":\"d4\",\"to\":\"b6\",\"reason\":\"blocked\",\"message\":\"illegal move d4b6: the path is blocked at d5\","
                + "\"blockers\":[\"d5\"],\"checkers\":[],\"energy\":4,\"distance\":4,\"piece\":\"P4\"}");
        Refusal empty = Refusal.of(Square.parse("c3"), Square.parse("c4"), RefusalReason.NO_PIECE, Optional.empty(),
                Set.of(), Set.of(), "there is no piece on c3");
        same(empty, "{\"from\":\"c3\",\"to\":\"c4\",\"reason\":\"no-piece\",\"message\":\"illegal move c3c4: there is no piece on c3\","
                + "\"blockers\":[],\"checkers\":[],\"energy\":null,\"distance\":1,\"piece\":null}");
    }

    @Test
    void scores() throws Exception {
        same(Score.ofCentipawns(35), "{\"centipawns\":35}");
        same(Score.ofCentipawns(-120), "{\"centipawns\":-120}");
        same(Score.ofWinIn(3), "{\"winIn\":3}");
        same(Score.ofLossIn(2), "{\"lossIn\":2}");
        same(Score.ofLossIn(0), "{\"lossIn\":0}");
    }

    @Test
    void search() throws Exception {
        same(SearchLimits.ofDepth(5).withTime(Duration.ofMillis(500)), "{\"depth\":5,\"nodes\":null,\"timeMs\":500}");
        same(SearchLimits.unlimited(), "{\"depth\":null,\"nodes\":null,\"timeMs\":null}");
        same(SearchLimits.ofNodes(100_000), "{\"depth\":null,\"nodes\":100000,\"timeMs\":null}");
        // The clock's time left is clockLeft() in Java, so "clockLeftMs" in JSON: "timeMs" is the time limit.
        same(SearchLimits.ofClock(Duration.ofSeconds(1), Duration.ofMillis(100)),
                "{\"depth\":null,\"nodes\":null,\"timeMs\":null,\"clockLeftMs\":1000,\"incrementMs\":100}");
        List<Move> line = List.of(Move.parse("d1d3"), Move.parse("e8e7"));
        same(SearchProgress.of(5, List.of(SearchLine.of(1, Score.ofCentipawns(35), line)), 12345, Duration.ofMillis(12)),
                "{\"depth\":5,\"score\":{\"centipawns\":35},\"principalVariation\":[\"d1d3\",\"e8e7\"],\"nodes\":12345,\"nodesPerSecond\":1028750,\"elapsedMs\":12}");
        same(SearchResult.of(List.of(SearchLine.of(1, Score.ofWinIn(1), line)), 5, 12345, Duration.ofMillis(12),
                StopReason.DEPTH),
                "{\"bestMove\":\"d1d3\",\"score\":{\"winIn\":1},\"principalVariation\":[\"d1d3\",\"e8e7\"],\"depth\":5,\"nodes\":12345,"
                        + "\"elapsedMs\":12,\"stopReason\":\"depth\"}");
        same(SearchResult.ofGameOver(Score.ofLossIn(0), Duration.ZERO),
                "{\"bestMove\":null,\"score\":{\"lossIn\":0},\"principalVariation\":[],\"depth\":0,\"nodes\":0,\"elapsedMs\":0,\"stopReason\":\"game-over\"}");
    }

    @Test
    void severalLinesAreWrittenOnlyWhenThereAreSeveral() throws Exception {
        same(SearchLimits.ofDepth(4).withLines(3), "{\"depth\":4,\"nodes\":null,\"timeMs\":null,\"lines\":3}");
        same(SearchLimits.ofDepth(4).withLines(1), "{\"depth\":4,\"nodes\":null,\"timeMs\":null}");
        SearchLine first = SearchLine.of(1, Score.ofCentipawns(24), List.of(Move.parse("a1a5"), Move.parse("d8d7")));
        SearchLine second = SearchLine.of(2, Score.ofCentipawns(13), List.of(Move.parse("c1c3")));
        String lines = ",\"lines\":[{\"rank\":1,\"score\":{\"centipawns\":24},\"principalVariation\":[\"a1a5\",\"d8d7\"]},"
                + "{\"rank\":2,\"score\":{\"centipawns\":13},\"principalVariation\":[\"c1c3\"]}]";
        same(SearchResult.of(List.of(first, second), 4, 7967, Duration.ofMillis(63), StopReason.DEPTH),
                "{\"bestMove\":\"a1a5\",\"score\":{\"centipawns\":24},\"principalVariation\":[\"a1a5\",\"d8d7\"],\"depth\":4,\"nodes\":7967,"
                        + "\"elapsedMs\":63,\"stopReason\":\"depth\"" + lines + "}");
        same(SearchProgress.of(4, List.of(first, second), 7967, Duration.ofMillis(63)),
                "{\"depth\":4,\"score\":{\"centipawns\":24},\"principalVariation\":[\"a1a5\",\"d8d7\"],\"nodes\":7967,\"nodesPerSecond\":126460,"
                        + "\"elapsedMs\":63" + lines + "}");
        // One line is the value's own score and pv: left out, and read back the same when given.
        SearchResult one = SearchResult.of(List.of(first), 4, 7967, Duration.ofMillis(63), StopReason.DEPTH);
        same(one, "{\"bestMove\":\"a1a5\",\"score\":{\"centipawns\":24},\"principalVariation\":[\"a1a5\",\"d8d7\"],\"depth\":4,"
                + "\"nodes\":7967,\"elapsedMs\":63,\"stopReason\":\"depth\"}");
        assertEquals(one, json.read("{\"score\":{\"centipawns\":24},\"principalVariation\":[\"a1a5\",\"d8d7\"],\"depth\":4,"
                + "\"nodes\":7967,\"elapsedMs\":63,\"stopReason\":\"depth\",\"lines\":[{\"score\":{\"centipawns\":24},"
                + "\"principalVariation\":[\"a1a5\",\"d8d7\"]}]}", SearchResult.class));
    }

    @Test
    void timeLimitsRoundUpAndElapsedTimesDown() throws Exception {
        assertEquals("{\"depth\":null,\"nodes\":null,\"timeMs\":1}", json.write(SearchLimits.ofTime(Duration.ofNanos(1))));
        assertEquals("{\"depth\":null,\"nodes\":null,\"timeMs\":" + Long.MAX_VALUE + "}",
                json.write(SearchLimits.ofTime(Duration.ofSeconds(Long.MAX_VALUE))));
        SearchProgress progress = SearchProgress.of(1, List.of(SearchLine.of(1, Score.ofCentipawns(0),
                List.of(Move.parse("a1a5")))), 10, Duration.ofNanos(1_999_999));
        assertEquals(1, ((Map<?, ?>) ReferenceJson.read(json.write(progress))).get("elapsedMs"));
    }
}
