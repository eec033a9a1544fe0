package io.github.shogunsdk.jackson3;

import io.github.shogunsdk.json.ShogunJson;
import tools.jackson.core.Version;
import tools.jackson.databind.module.SimpleModule;

/**
 * The Jackson 3 module of the Shogun SDK ({@code tools.jackson}): writes and reads every value of
 * {@code io.github.shogunsdk.api} as JSON, and reads back exactly what it writes. Its JSON is the
 * same, byte for byte, as that of the Jackson 2 module {@code io.github.shogunsdk.jackson}: both
 * carry the shapes of the SDK's JSON layer, {@link ShogunJson} (artifact {@code shogun-json}).
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
 * <p>The shapes: values with a text form travel as that text, enum constants as lower-case words
 * with hyphens ({@code "king-captured"}), the others as small objects with fixed keys in a fixed
 * order; {@link ShogunJson} lists them type by type, and the project's {@code docs/JSON.md} shows
 * each with an example. Reading, as in the Jackson 2 module:
 * <ul>
 *   <li>keys that the others determine (a ply's {@code "notation"}, …) may be left out, and must
 *       agree when present;</li>
 *   <li>unknown keys are refused while {@code DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES}
 *       is on and skipped when it is off, which is Jackson 3's default (Jackson 2's is on);</li>
 *   <li>times travel in whole milliseconds, elapsed times rounded down and limits up;</li>
 *   <li>bad input throws Jackson's {@code InvalidFormatException} (a string that is not the value's
 *       text) or {@code MismatchedInputException}, both unchecked in Jackson 3, with the layer's
 *       one-line messages;</li>
 *   <li>the string-valued types (squares, moves, pieces, colours, …) also work as map keys;</li>
 *   <li>a {@code Game} is written with its record and read back by replaying it into a new game,
 *       and the API's types with no shape ({@code Engine}, {@code Rules}, …) are refused, written
 *       or read, with an {@code InvalidDefinitionException} naming the type.</li>
 * </ul>
 */
public final class ShogunModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    /** Creates the module, with what writes and reads every value of the JSON layer. */
    public ShogunModule() {
        super(ShogunModule.class.getName(), Version.unknownVersion());
        ShogunJson.supportedTypes().forEach(this::addShape);
    }

    /** Adds a type's serializer and deserializer, and those of its map keys when its shape is text. */
    private <T> void addShape(Class<T> type) {
        addSerializer(type, new ShapeSerializer<>(type, false)).addDeserializer(type, new ShapeDeserializer<>(type));
        if (ShogunJson.isText(type)) {
            addKeySerializer(type, new ShapeSerializer<>(type, true)).addKeyDeserializer(type, new KeyReader(type));
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
}
