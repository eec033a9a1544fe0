package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every value reads back equal to itself, as its declared type and as its own class, and writing
 * the value read gives the same JSON again.
 */
class RoundTripPropertiesTest {

    private final JsonAdapter json = JsonAdapter.underTest();

    private void roundTrip(Object value, Class<?> type) throws Exception {
        String text = json.write(value);
        Object back = json.read(text, type);
        assertEquals(value, back, text);
        assertEquals(value, json.read(text, value.getClass()), text);
        assertEquals(text, json.write(back));
    }

    @Provide Arbitrary<Square> squares() {
        return Values.squares();
    }

    @Provide Arbitrary<Move> moves() {
        return Values.moves();
    }

    @Provide Arbitrary<Piece> pieces() {
        return Values.pieces();
    }

    @Provide Arbitrary<Position> positions() {
        return Values.positions();
    }

    @Provide Arbitrary<MovePath> paths() {
        return Values.paths();
    }

    @Provide Arbitrary<RuleSet> ruleSets() {
        return Values.ruleSets();
    }

    @Provide Arbitrary<MagnetLayout> layouts() {
        return Values.layouts();
    }

    @Provide Arbitrary<EnergyModel> energyModels() {
        return Values.energyModels();
    }

    @Provide Arbitrary<GameSetup> setups() {
        return Values.setups();
    }

    @Provide Arbitrary<Outcome> outcomes() {
        return Values.outcomes();
    }

    @Provide Arbitrary<Ply> plies() {
        return Values.plies();
    }

    @Provide Arbitrary<Refusal> gameRefusals() {
        return Values.gameRefusals();
    }

    @Provide Arbitrary<Refusal> madeRefusals() {
        return Values.madeRefusals();
    }

    @Provide Arbitrary<Score> scores() {
        return Values.scores();
    }

    @Provide Arbitrary<SearchLimits> limits() {
        return Values.limits();
    }

    @Provide Arbitrary<SearchProgress> progress() {
        return Values.progress();
    }

    @Provide Arbitrary<SearchResult> results() {
        return Values.results();
    }

    @Provide Arbitrary<GameRecord> records() {
        return Values.records();
    }

    @Provide Arbitrary<Enum<?>> constants() {
        return Arbitraries.oneOf(List.of(Arbitraries.of(Colour.class), Arbitraries.of(PieceKind.class),
                Arbitraries.of(Direction.class), Arbitraries.of(Shape.class), Arbitraries.of(Variant.class),
                Arbitraries.of(BareKingRule.class), Arbitraries.of(Rotation.class), Arbitraries.of(WinReason.class),
                Arbitraries.of(DrawReason.class), Arbitraries.of(RefusalReason.class), Arbitraries.of(StopReason.class)));
    }

    @Property
    void square(@ForAll("squares") Square value) throws Exception {
        roundTrip(value, Square.class);
    }

    @Property
    void move(@ForAll("moves") Move value) throws Exception {
        roundTrip(value, Move.class);
    }

    @Property
    void piece(@ForAll("pieces") Piece value) throws Exception {
        roundTrip(value, Piece.class);
    }

    @Property
    void position(@ForAll("positions") Position value) throws Exception {
        roundTrip(value, Position.class);
    }

    @Property
    void path(@ForAll("paths") MovePath value) throws Exception {
        roundTrip(value, MovePath.class);
    }

    @Property
    void ruleSet(@ForAll("ruleSets") RuleSet value) throws Exception {
        roundTrip(value, RuleSet.class);
    }

    @Property(tries = 200)
    void magnetLayout(@ForAll("layouts") MagnetLayout value) throws Exception {
        roundTrip(value, MagnetLayout.class);
    }

    @Property
    void energyModel(@ForAll("energyModels") EnergyModel value) throws Exception {
        roundTrip(value, EnergyModel.class);
    }

    @Property
    void gameSetup(@ForAll("setups") GameSetup value) throws Exception {
        roundTrip(value, GameSetup.class);
    }

    @Property(tries = 100)
    void outcome(@ForAll("outcomes") Outcome value) throws Exception {
        roundTrip(value, Outcome.class);
    }

    @Property(tries = 200)
    void ply(@ForAll("plies") Ply value) throws Exception {
        roundTrip(value, Ply.class);
    }

    @Property(tries = 200)
    void refusalOfAGame(@ForAll("gameRefusals") Refusal value) throws Exception {
        roundTrip(value, Refusal.class);
    }

    @Property
    void refusalMadeByHand(@ForAll("madeRefusals") Refusal value) throws Exception {
        roundTrip(value, Refusal.class);
    }

    @Property
    void score(@ForAll("scores") Score value) throws Exception {
        roundTrip(value, Score.class);
    }

    @Property
    void searchLimits(@ForAll("limits") SearchLimits value) throws Exception {
        roundTrip(value, SearchLimits.class);
    }

    @Property
    void searchProgress(@ForAll("progress") SearchProgress value) throws Exception {
        roundTrip(value, SearchProgress.class);
    }

    @Property
    void searchResult(@ForAll("results") SearchResult value) throws Exception {
        roundTrip(value, SearchResult.class);
    }

    @Property(tries = 200)
    void gameRecord(@ForAll("records") GameRecord value) throws Exception {
        roundTrip(value, GameRecord.class);
        for (RecordNode node : value.mainline()) {
            roundTrip(node, RecordNode.class);
        }
    }

    @Property(tries = 100)
    void enumConstant(@ForAll("constants") Enum<?> value) throws Exception {
        roundTrip(value, value.getDeclaringClass());
    }

    @Property(tries = 200)
    void theBoardOfAPositionAsAMap(@ForAll("positions") Position value) throws Exception {
        Map<Square, Piece> pieces = value.pieces();
        String text = json.write(pieces);
        assertEquals(pieces, json.read(text, Types.map(Square.class, Piece.class)));
    }

    @Property(tries = 200)
    void movesAndColoursAsMapKeys(@ForAll("moves") Move move, @ForAll("pieces") Piece piece) throws Exception {
        Map<Move, Long> divide = Map.of(move, 7L);
        assertEquals(divide, json.read(json.write(divide), Types.map(Move.class, Long.class)));
        Map<Colour, Piece> byColour = Map.of(piece.colour(), piece);
        String text = json.write(byColour);
        assertEquals("{\"" + piece.colour().displayName() + "\":\"" + piece + "\"}", text);
        assertEquals(byColour, json.read(text, Types.map(Colour.class, Piece.class)));
    }
}
