package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import tools.jackson.core.Version;
import tools.jackson.databind.module.SimpleModule;

/**
 * The Jackson 3 module of the Shogun SDK ({@code tools.jackson}): writes and reads every value of
 * {@code io.github.shogunsdk.api} as JSON, and reads back exactly what it writes. Its JSON is the
 * same, byte for byte, as that of the Jackson 2 module {@code io.github.shogunsdk.jackson}.
 *
 * <p>Register it like any Jackson 3 module: {@code JsonMapper.builder().findAndAddModules()} finds
 * it through the service loader (on the class path and on the module path), or add it by hand with
 * {@code JsonMapper.builder().addModule(new ShogunModule())}. A Spring Boot 4 application needs
 * neither: Boot adds every Jackson module it finds this way to the mapper it configures (while
 * {@code spring.jackson.find-and-add-modules} is on, its default).
 *
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
 * mapper.writeValueAsString(Square.parse("d3"));        // "d3"
 * mapper.writeValueAsString(Position.initial());        // "p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w"
 * Game game = Shogun.newGame();
 * mapper.writeValueAsString(game.play("d1d3"));         // {"move":"d1d3","path":{"move":"d1d3","shape":"U",…},…}
 * mapper.writeValueAsString(game.outcome());            // {"over":false,"result":"*","winner":null,"reason":null,"text":"Game in progress"}
 * Move move = mapper.readValue("\"e8e7\"", Move.class);
 * Refusal refusal = game.refusal(Square.parse("e8"), Square.parse("e6")).orElseThrow();
 * mapper.readValue(mapper.writeValueAsString(refusal), Refusal.class).equals(refusal);   // true
 * }</pre>
 *
 * <h2>Shapes</h2>
 * Values with a text form travel as that text; the others are small objects with fixed keys,
 * written in the order below. Enum constants are lower-case words with hyphens
 * ({@code "king-captured"}).
 * <table>
 *   <caption>The JSON of each value</caption>
 *   <tr><th>value</th><th>JSON</th></tr>
 *   <tr><td>{@code Square}</td><td>{@code "d3"}</td></tr>
 *   <tr><td>{@code Move}</td><td>{@code "d1d3"}</td></tr>
 *   <tr><td>{@code Piece}</td><td>{@code "P4"}, {@code "k1"}</td></tr>
 *   <tr><td>{@code Position}</td><td>its SPN</td></tr>
 *   <tr><td>{@code RuleSet}, {@code EnergyModel}, {@code MagnetLayout}</td><td>their text:
 *       {@code "koth quiet-plies=0"}, {@code "magnetic 90"}, {@code "random 42"}</td></tr>
 *   <tr><td>{@code Colour}, {@code PieceKind}, {@code Variant}, {@code Direction},
 *       {@code BareKingRule} and the reasons</td><td>words: {@code "white"}, {@code "pawn"},
 *       {@code "koth"}, {@code "up"}, {@code "king-alone"}, {@code "checkmate"}</td></tr>
 *   <tr><td>{@code Shape}</td><td>its letters: {@code "UL"}</td></tr>
 *   <tr><td>{@code Rotation}</td><td>its degrees: {@code 90}</td></tr>
 *   <tr><td>{@code MovePath}</td><td>{@code {"move":"d4b6","shape":"UL","squares":["d5","d6","c6","b6"]}}</td></tr>
 *   <tr><td>{@code GameSetup}</td><td>{@code {"rules":"standard","energy":"magnetic","start":null}}</td></tr>
 *   <tr><td>{@code Outcome}</td><td>{@code {"over":true,"result":"1-0","winner":"white","reason":"checkmate","text":"White wins by checkmate"}}</td></tr>
 *   <tr><td>{@code Ply}</td><td>{@code {"move","path","piece","captured","energyBefore","energyAfter","check","checkmate","notation","before","after"}}</td></tr>
 *   <tr><td>{@code Refusal}</td><td>{@code {"from","to","reason","message","blockers","checkers","energy","distance","piece"}}</td></tr>
 *   <tr><td>{@code Score}</td><td>{@code {"cp":35}}, {@code {"winIn":3}} or {@code {"lossIn":2}}</td></tr>
 *   <tr><td>{@code SearchLimits}</td><td>{@code {"depth":5,"nodes":null,"timeMs":500}}, with
 *       {@code "lines":3} when it asks for several lines</td></tr>
 *   <tr><td>{@code SearchProgress}</td><td>{@code {"depth","score","pv","nodes","nps","timeMs"}}, with
 *       {@code "lines"} when there are several</td></tr>
 *   <tr><td>{@code SearchResult}</td><td>{@code {"bestMove","score","pv","depth","nodes","timeMs","stopReason"}},
 *       with {@code "lines"} when there are several: {@code [{"rank":1,"score":{"cp":35},"pv":["d1d3"]},…]}</td></tr>
 *   <tr><td>{@code GameRecord}</td><td>its tree: {@code {"setup","tags","comment","mainline","result"}},
 *       the main line an array of nodes</td></tr>
 *   <tr><td>{@code RecordNode}</td><td>{@code {"move","shape","landingEnergy"}}, then {@code "glyphs"},
 *       {@code "comment"} and {@code "variations"} (arrays of nodes) when it has them</td></tr>
 *   <tr><td>{@code NodePath}</td><td>its child indices: {@code [0,0,1]}</td></tr>
 * </table>
 * The project's {@code docs/JSON.md} shows every shape with an example.
 *
 * <h2>Reading</h2>
 * <ul>
 *   <li>Keys that the others determine (a ply's {@code "notation"}, a path's {@code "squares"}, an
 *       outcome's {@code "text"}, …) may be left out; when present they must agree, so a value is
 *       never read with two meanings. Only a search report's {@code "nps"} is not checked.</li>
 *   <li>A {@code GameSetup}'s missing keys take the defaults: standard rules, magnetic energies, the
 *       energy model's initial position.</li>
 *   <li>Unknown keys are refused while {@code DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES}
 *       is on and skipped when it is off, which is Jackson 3's default (Jackson 2's is on).</li>
 *   <li>Times travel in whole milliseconds: elapsed times are rounded down, time limits up (so a
 *       limit is never lost). Values with whole-millisecond durations read back equal.</li>
 *   <li>Bad input throws Jackson's {@code InvalidFormatException} (a string that is not the value's
 *       text, with the SDK's own message naming the bad character) or
 *       {@code MismatchedInputException} (both unchecked in Jackson 3), both with one-line messages.</li>
 *   <li>Squares, moves, pieces, colours and the other string-valued types also work as map keys.</li>
 * </ul>
 */
public final class ShogunModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    /** Creates the module, with the serializers and deserializers of every value. */
    public ShogunModule() {
        super(ShogunModule.class.getName(), Version.unknownVersion());
        for (Kind kind : Kind.values()) {
            add(kind.type, kind);
            if (kind.isText()) {
                addKey(kind.type, kind);
            }
        }
        add(MovePath.Straight.class, Kind.MOVE_PATH);
        add(MovePath.Bent.class, Kind.MOVE_PATH);
        add(EnergyModel.Fixed.class, Kind.ENERGY_MODEL);
        add(EnergyModel.Magnetic.class, Kind.ENERGY_MODEL);
        add(EnergyModel.Random.class, Kind.ENERGY_MODEL);
        add(Outcome.Ongoing.class, Kind.OUTCOME);
        add(Outcome.Win.class, Kind.OUTCOME);
        add(Outcome.Draw.class, Kind.OUTCOME);
    }

    private <T> void add(Class<T> type, Kind kind) {
        addSerializer(type, new KindSerializer<>(type, kind));
        addDeserializer(type, new KindDeserializer<>(type, kind));
    }

    private <T> void addKey(Class<T> type, Kind kind) {
        addKeySerializer(type, new KeySerializer<>(type));
        addKeyDeserializer(type, new KeyReader(kind));
    }
}
