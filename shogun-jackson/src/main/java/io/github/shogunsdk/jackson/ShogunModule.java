package io.github.shogunsdk.jackson;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.github.shogunsdk.json.ShogunJson;

/**
 * The Jackson module of the Shogun SDK: writes and reads every value of
 * {@code io.github.shogunsdk.api} as JSON, and reads back exactly what it writes.
 *
 * <p>Register it like any Jackson module: {@code ObjectMapper.findAndRegisterModules()} finds it
 * through the service loader (on the class path and on the module path), or add it by hand with
 * {@code mapper.registerModule(new ShogunModule())}. A Spring Boot application needs neither: this
 * artifact's auto-configuration gives Boot the module as a bean, and Boot registers it in its
 * {@code ObjectMapper}.
 *
 * <pre>{@code
 * ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
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
 * The JSON of each value is the shape of the SDK's JSON layer, {@link ShogunJson} (artifact
 * {@code shogun-json}), which this module writes through Jackson's generator and reads from
 * Jackson's tree: values with a text form travel as that text ({@code "d3"}), enum constants as
 * lower-case words with hyphens ({@code "king-captured"}), the others as small objects with fixed
 * keys. {@link ShogunJson}'s page has the table of every type; the project's {@code docs/JSON.md}
 * shows every shape with an example.
 *
 * <h2>Reading</h2>
 * <ul>
 *   <li>Keys that the others determine (a ply's {@code "notation"}, a path's {@code "squares"}, an
 *       outcome's {@code "text"}, …) may be left out; when present they must agree.</li>
 *   <li>Unknown keys are refused while {@code DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES}
 *       is on (Jackson's default) and skipped when it is off.</li>
 *   <li>Times travel in whole milliseconds: elapsed times are rounded down, time limits up (so a
 *       limit is never lost). Values with whole-millisecond durations read back equal.</li>
 *   <li>Bad input throws Jackson's {@code InvalidFormatException} (a string that is not the value's
 *       text, with the SDK's own message naming the bad character) or
 *       {@code MismatchedInputException}, both with the layer's one-line messages.</li>
 *   <li>Squares, moves, pieces, colours and the other string-valued types also work as map keys.</li>
 *   <li>A {@code Game} is written with its record and read back by replaying it into a new game.
 *       The API's types with no shape ({@code Engine}, {@code Rules}, …) are refused, written or
 *       read, with an {@code InvalidDefinitionException} naming the type.</li>
 * </ul>
 */
public final class ShogunModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    /** Creates the module, with the serializers and deserializers of every value. */
    public ShogunModule() {
        super(ShogunModule.class.getName(), Version.unknownVersion());
        for (Class<?> type : ShogunJson.supportedTypes()) {
            add(type);
        }
    }

    /**
     * Registers the shapes, and the refusal of the API's types that have none: writing or reading
     * an {@code Engine}, {@code Rules} or any other value of {@code io.github.shogunsdk.api}
     * without a shape throws an {@code InvalidDefinitionException} naming the type, rather than
     * writing the value's getters as a bean's properties.
     *
     * @param context Jackson's set-up of the mapper
     */
    @Override
    public void setupModule(SetupContext context) {
        super.setupModule(context);
        context.addSerializers(new Refusals.Writers());
        context.addDeserializers(new Refusals.Readers());
    }

    private <T> void add(Class<T> type) {
        addSerializer(type, new ValueSerializer<>(type, false));
        addDeserializer(type, new ValueDeserializer<>(type));
        if (ShogunJson.isText(type)) {
            addKeySerializer(type, new ValueSerializer<>(type, true));
            addKeyDeserializer(type, new KeyReader(type));
        }
    }
}
