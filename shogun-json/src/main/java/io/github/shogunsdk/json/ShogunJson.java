package io.github.shogunsdk.json;

import io.github.shogunsdk.json.internal.Shapes;
import java.util.List;
import java.util.Objects;

/**
 * The JSON shapes of the SDK's values, for any JSON library: turns every value of
 * {@code io.github.shogunsdk.api} into plain data and back. Plain data is what a JSON document
 * holds, as JSON libraries read and write it: {@code Map<String, Object>} for objects (keys in
 * their documented order), {@code List<Object>} for arrays, {@code String}, {@code Integer} or
 * {@code Long} for numbers (all the SDK's numbers are whole), {@code Boolean} and {@code null}.
 *
 * <p>With Gson, for example, a value is written and read in two calls each:
 * <pre>{@code
 * Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping()
 *         .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE).create();
 * Game game = Shogun.newGame();
 * Ply ply = game.play("d1d3");
 * String json = gson.toJson(ShogunJson.toPlain(ply));
 * // {"move":"d1d3","path":{"move":"d1d3","shape":"U","squares":["d2","d3"]},"piece":"K2",…}
 * Ply back = ShogunJson.fromPlain(gson.fromJson(json, Object.class), Ply.class);   // equal to ply
 * }</pre>
 * The SDK's Jackson modules ({@code shogun-jackson}, {@code shogun-jackson3}) are built on this
 * class and write the same JSON, byte for byte.
 *
 * <h2>Shapes</h2>
 * Values with a text form travel as that text; the others are small objects with fixed keys, in
 * the order below. Enum constants are lower-case words with hyphens ({@code "king-captured"}).
 * <table>
 *   <caption>The JSON of each value</caption>
 *   <tr><th>value</th><th>JSON</th></tr>
 *   <tr><td>{@code Square}, {@code Move}, {@code Piece}</td><td>{@code "d3"}, {@code "d1d3"}, {@code "P4"}</td></tr>
 *   <tr><td>{@code Position}</td><td>its SPN</td></tr>
 *   <tr><td>{@code RuleSet}, {@code EnergyModel}, {@code MagnetLayout}</td><td>their text:
 *       {@code "koth quiet-plies=0"}, {@code "magnetic 90"}, {@code "random 42"}</td></tr>
 *   <tr><td>{@code Colour}, {@code PieceKind}, {@code Variant}, {@code Direction},
 *       {@code BareKingRule} and the reasons</td><td>words: {@code "white"}, {@code "pawn"},
 *       {@code "koth"}, {@code "up"}, {@code "king-alone"}, {@code "checkmate"}</td></tr>
 *   <tr><td>{@code Shape}</td><td>its letters: {@code "UL"}</td></tr>
 *   <tr><td>{@code Rotation}</td><td>its degrees: {@code 90}</td></tr>
 *   <tr><td>{@code MovePath}</td><td>{@code {"move":"d4b6","shape":"UL","squares":["d5","d6","c6","b6"]}}</td></tr>
 *   <tr><td>{@code GameSetup}</td><td>{@code {"ruleSet":"standard","energyModel":"magnetic","start":null}}</td></tr>
 *   <tr><td>{@code Outcome}</td><td>{@code {"over":true,"result":"1-0","winner":"white","reason":"checkmate","text":"White wins by checkmate"}}</td></tr>
 *   <tr><td>{@code Ply}</td><td>{@code {"move","path","piece","captured","energyBefore","landingEnergy","check","checkmate","notation","before","after"}}</td></tr>
 *   <tr><td>{@code Refusal}</td><td>{@code {"from","to","reason","message","blockers","checkers","energy","distance","piece"}}</td></tr>
 *   <tr><td>{@code Score}</td><td>{@code {"centipawns":35}}, {@code {"winIn":3}} or {@code {"lossIn":2}}</td></tr>
 *   <tr><td>{@code SearchLimits}</td><td>{@code {"depth":5,"nodes":null,"timeMs":500}}, with
 *       {@code "lines"} when it asks for several lines and the clock's keys ({@code "clockLeftMs"},
 *       {@code "incrementMs"}, {@code "movesToGo"}) when it has one</td></tr>
 *   <tr><td>{@code SearchProgress}</td><td>{@code {"depth","score","principalVariation","nodes","nodesPerSecond","elapsedMs"}}, with
 *       {@code "lines"} when there are several</td></tr>
 *   <tr><td>{@code SearchResult}</td><td>{@code {"bestMove","score","principalVariation","depth","nodes","elapsedMs","stopReason"}},
 *       with {@code "lines"} when there are several: {@code [{"rank":1,"score":{"centipawns":35},"principalVariation":["d1d3"]},…]}</td></tr>
 *   <tr><td>{@code GameRecord}</td><td>its tree: {@code {"setup","tags","comment","mainline","result"}},
 *       the main line an array of nodes</td></tr>
 *   <tr><td>{@code RecordNode}</td><td>{@code {"move","shape","landingEnergy"}}, then {@code "glyphs"},
 *       {@code "comment"} and {@code "variations"} (arrays of nodes) when it has them</td></tr>
 *   <tr><td>{@code NodePath}</td><td>its child indices: {@code [0,0,1]}</td></tr>
 *   <tr><td>{@code Game}</td><td>{@code {"record","start","history","position","sideToMove","inCheck","outcome"}}:
 *       its record (a {@code GameRecord} without glyphs or variations), then what the record
 *       determines, its {@code "history"} an array of {@code Ply} shapes; read back by replaying the
 *       record into a new game</td></tr>
 * </table>
 * The project's {@code docs/JSON.md} shows every shape with an example.
 *
 * <h2>Reading</h2>
 * <ul>
 *   <li>What is written reads back to an equal value.</li>
 *   <li>Keys that the others determine (a ply's {@code "notation"}, a path's {@code "squares"}, an
 *       outcome's {@code "text"}, …) may be left out; when present they must agree, so a value is
 *       never read with two meanings. Only a search report's {@code "nodesPerSecond"} is not checked.</li>
 *   <li>A missing key of a {@code GameSetup}, a {@code SearchLimits} or a {@code GameRecord} takes
 *       the default; {@code null} counts as absent.</li>
 *   <li>Unknown keys are refused, unless {@link UnknownKeys#SKIP} says to skip them.</li>
 *   <li>Whole numbers may come as {@code Integer}, {@code Long}, {@code Short}, {@code Byte},
 *       {@code BigInteger}, or any other {@code Number} whose text is digits (a {@code BigDecimal}
 *       read from {@code 35}); {@code 35.0} is not whole, whichever type holds it.</li>
 *   <li>Faults throw a {@link JsonShapeException} with a one-line message, which says where the
 *       fault is inside a record's tree ({@code mainline[3].variations[0][1]: expected the key "move"}).
 *       A record holds at most {@code Game.MAX_PLIES} plies over all its lines, refused while reading.</li>
 *   <li>Reading a {@code Game} replays its record into a new game (the SDK's implementation,
 *       {@code shogun-core}, must be present), equal to the one written: the same record, and so
 *       the same plies, positions and outcome. Moves taken back and not replayed (its redo) are
 *       not written.</li>
 *   <li>A value of the API with no shape (an {@code Engine}, {@code Rules}, …) is refused, by the
 *       SDK's Jackson modules too, rather than written as the properties of a bean.</li>
 *   <li>Reading takes data of any depth: each shape reads as deep as it goes (a record's
 *       variations nest at most 64 deep) and refuses what is deeper with its usual message.</li>
 * </ul>
 */
public final class ShogunJson {

    private ShogunJson() {
    }

    /**
     * Returns a value's plain data.
     *
     * @param value a value of a type of {@link #supportedTypes()}
     * @return a {@code String}, an {@code Integer} (a rotation's degrees), or a new mutable
     *     {@code Map<String, Object>} or {@code List<Object>} whose values are plain data
     * @throws IllegalArgumentException if the value's type has no JSON shape
     */
    public static Object toPlain(Object value) {
        return Shapes.toPlain(Objects.requireNonNull(value, "value"));
    }

    /**
     * Reads a value from plain data, refusing keys that its shape does not name.
     *
     * @param <T> the value's type
     * @param plain the plain data, such as a JSON library reads a document into; {@code null} for JSON's null
     * @param type the value's type: one of {@link #supportedTypes()}
     * @return the value
     * @throws JsonShapeException if the data does not have the type's shape, or does not make a value of it
     * @throws IllegalArgumentException if the type has no JSON shape
     */
    public static <T> T fromPlain(Object plain, Class<T> type) {
        return fromPlain(plain, type, UnknownKeys.REFUSE);
    }

    /**
     * Reads a value from plain data.
     *
     * @param <T> the value's type
     * @param plain the plain data, such as a JSON library reads a document into; {@code null} for JSON's null
     * @param type the value's type: one of {@link #supportedTypes()}
     * @param unknownKeys what to do with keys that a shape does not name
     * @return the value
     * @throws JsonShapeException if the data does not have the type's shape, or does not make a value of it
     * @throws IllegalArgumentException if the type has no JSON shape
     */
    public static <T> T fromPlain(Object plain, Class<T> type, UnknownKeys unknownKeys) {
        Objects.requireNonNull(type, "type");
        return Shapes.read(plain, type, Objects.requireNonNull(unknownKeys, "unknownKeys") == UnknownKeys.REFUSE);
    }

    /**
     * Returns the types that have a JSON shape: the API's values ({@code Square}, {@code Move},
     * {@code Piece}, {@code Position}, {@code RuleSet}, {@code EnergyModel}, {@code MagnetLayout},
     * the enums {@code Colour}, {@code PieceKind}, {@code Direction}, {@code Variant},
     * {@code BareKingRule}, {@code WinReason}, {@code DrawReason}, {@code RefusalReason},
     * {@code StopReason}, {@code Shape} and {@code Rotation}, then {@code MovePath},
     * {@code GameSetup}, {@code Outcome}, {@code Ply}, {@code Refusal}, {@code Score},
     * {@code SearchLimits}, {@code SearchProgress}, {@code SearchResult}, {@code GameRecord},
     * {@code RecordNode}, {@code NodePath} and {@code Game}), followed by the members of the sealed families
     * ({@code MovePath.Straight} and {@code Bent}, {@code EnergyModel.Fixed}, {@code Magnetic} and
     * {@code Random}, {@code Outcome.Ongoing}, {@code Win} and {@code Draw}), each of which is read
     * only from its own data.
     *
     * @return the types, in that order; an unmodifiable list
     */
    public static List<Class<?>> supportedTypes() {
        return Shapes.supportedTypes();
    }

    /**
     * Tells whether a type's plain data is a string, so that its values can be the keys of a JSON
     * object: a {@code Map<Square, Piece>} is {@code {"a1":"P4",…}}. All the types before
     * {@code Rotation} in {@link #supportedTypes()} are, and the members of {@code EnergyModel}.
     *
     * @param type a type
     * @return true when its values are written as strings
     */
    public static boolean isText(Class<?> type) {
        return Shapes.isText(Objects.requireNonNull(type, "type"));
    }
}
