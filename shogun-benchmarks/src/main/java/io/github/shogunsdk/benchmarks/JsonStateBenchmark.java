package io.github.shogunsdk.benchmarks;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.jackson.ShogunModule;
import io.github.shogunsdk.json.ShogunJson;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of the JSON layer's intermediate form on the web game's state: a mid-game game as the
 * page draws it (setup, position, pieces and magnets, outcome, last ply, the engine's result with
 * three lines) with its record tree (about 40 plies on the main line, comments, glyphs and
 * variations), written as JSON by Jackson 2.
 *
 * <ul>
 *   <li>{@code streamed}: {@code shogun-jackson} as it is, which streams each value's shape into
 *       Jackson's generator;</li>
 *   <li>{@code viaPlainData}: the same JSON through the layer's plain data, as an adapter that
 *       writes {@code ShogunJson.toPlain(value)} would (a module of this class's own);</li>
 *   <li>{@code plainDataOnly}: the plain data of the record tree alone, what Gson or Moshi users pay
 *       before their library writes it.</li>
 * </ul>
 * Run with {@code -prof gc} for the bytes allocated per state written.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class JsonStateBenchmark {

    /**
     * The web game's state, as its JSON API answers with it: the SDK's values in the shapes of
     * docs/JSON.md, around them the page's own fields.
     *
     * @param id the game's id
     * @param setup rules, energy model and start
     * @param position the position
     * @param sideToMove who moves
     * @param status the status line
     * @param outcome the outcome
     * @param pieces the pieces by square
     * @param magnets the magnets by square
     * @param check whether the side to move is in check
     * @param checkers the checking pieces' squares
     * @param lastPly the last ply
     * @param limits the engine's limits
     * @param result the engine's result
     * @param path the node shown
     * @param record the record tree
     */
    public record WebState(String id, GameSetup setup, Position position, Colour sideToMove, String status,
            Outcome outcome, Map<Square, Piece> pieces, Map<Square, Integer> magnets, boolean check, Set<Square> checkers,
            Ply lastPly, SearchLimits limits, SearchResult result, NodePath path, GameRecord record) {
    }

    private final ObjectMapper streamed = new ObjectMapper().registerModule(new ShogunModule());
    private final ObjectMapper viaPlainData = new ObjectMapper().registerModule(plainDataModule());
    private WebState state;

    /** Creates the benchmark; JMH calls it. */
    public JsonStateBenchmark() {
    }

    /** Plays the game, searches it once and checks that both ways write the same JSON. */
    @Setup
    public void setUp() throws JsonProcessingException {
        GameRecord record = RecordTreeBenchmark.annotated(60);
        NodePath end = NodePath.mainline(record.mainline().size());
        Game game = record.game(end);
        SearchLimits limits = SearchLimits.ofDepth(3).withLines(3);
        SearchResult result = Shogun.newEngine(game.setup()).search(game, limits);
        Map<Square, Integer> magnets = new LinkedHashMap<>();
        if (game.setup().energyModel() instanceof EnergyModel.Magnetic magnetic) {
            for (Square square : Square.all()) {
                magnets.put(square, magnetic.magnetAt(square));
            }
        }
        Square king = game.position().pieces().entrySet().stream()
                .filter(entry -> entry.getValue().kind() == PieceKind.KING && entry.getValue().colour() == game.sideToMove())
                .map(Map.Entry::getKey).findFirst().orElseThrow();
        state = new WebState("g1", game.setup(), game.position(), game.sideToMove(), "White to move", game.outcome(),
                game.position().pieces(), magnets, game.isInCheck(), game.attackers(king), game.lastPly().orElseThrow(),
                limits, result, end, record);
        String json = streamed.writeValueAsString(state);
        if (!json.equals(viaPlainData.writeValueAsString(state))) {
            throw new IllegalStateException("the two ways write different JSON");
        }
    }

    /**
     * Writes the state with the module.
     *
     * @return the JSON
     * @throws JsonProcessingException never
     */
    @Benchmark
    public byte[] streamed() throws JsonProcessingException {
        return streamed.writeValueAsBytes(state);
    }

    /**
     * Writes the state through the layer's plain data.
     *
     * @return the JSON
     * @throws JsonProcessingException never
     */
    @Benchmark
    public byte[] viaPlainData() throws JsonProcessingException {
        return viaPlainData.writeValueAsBytes(state);
    }

    /**
     * Makes the record tree's plain data.
     *
     * @return the data
     */
    @Benchmark
    public Object plainDataOnly() {
        return ShogunJson.toPlain(state.record());
    }

    /** A Jackson module that writes every value as its plain data, through Jackson's own map and list writers. */
    private static SimpleModule plainDataModule() {
        SimpleModule module = new SimpleModule("plain-data");
        List<Class<?>> types = new ArrayList<>(ShogunJson.supportedTypes());
        for (Class<?> type : types) {
            add(module, type);
        }
        return module;
    }

    private static <T> void add(SimpleModule module, Class<T> type) {
        module.addSerializer(type, new StdSerializer<T>(type) {
            private static final long serialVersionUID = 1L;

            @Override
            public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
                provider.defaultSerializeValue(ShogunJson.toPlain(value), out);
            }
        });
        if (ShogunJson.isText(type)) {
            module.addKeySerializer(type, new StdSerializer<T>(type) {
                private static final long serialVersionUID = 1L;

                @Override
                public void serialize(T value, JsonGenerator out, SerializerProvider provider) throws IOException {
                    out.writeFieldName((String) ShogunJson.toPlain(value));
                }
            });
        }
    }
}
