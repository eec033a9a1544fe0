package io.github.shogunsdk.core.behaviour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.SvgStyle;
import io.github.shogunsdk.api.TerminalStyle;
import io.github.shogunsdk.api.spi.ShogunProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The package overview's promise about {@code null}, checked over the whole API by reflection: for
 * every public constructor and method of every public type in {@code io.github.shogunsdk.api} and
 * {@code …api.spi}, and each of its reference-typed parameters, a call with {@code null} there (and
 * valid sample values everywhere else) throws a {@link NullPointerException} whose message is that
 * parameter's name. The service interfaces are called on the core's implementations. Types and
 * members are visited in name order, so a run is deterministic.
 *
 * <p>A new type or parameter type needs a sample value below; the test says which.
 */
class NullArgumentsTest {

    /**
     * Members that accept {@code null}, keyed by declaring type and signature, with the reason. Enum
     * {@code valueOf(String)} methods are left out too: the compiler writes them, and the JDK's own
     * message ("Name is null") is what they throw.
     */
    private static final Map<String, String> NULL_ALLOWED = Map.of(
            "equals(java.lang.Object)", "Object.equals: null is a value that equals nothing",
            "spi.Messages.quote(java.lang.String)", "documented: shows null as null, for messages about missing values",
            "RecordException(java.lang.String,int,int,int,int,java.lang.String,java.lang.String)#move",
            "documented: the move's text, or null when the fault is not in a move's text",
            "RecordFileException(java.lang.String,int,int,int,int,int,int,java.lang.String,java.lang.String)#move",
            "documented: the move's text, or null when the fault is not in a move's text");

    private static final Square D1 = Square.parse("d1");
    private static final Square D3 = Square.parse("d3");
    private static final Move D1D3 = Move.of(D1, D3);

    /** One engine for every engine method: a small table, and a depth-1 limit if a call ever searched. */
    private static final Engine ENGINE = Shogun.newEngine(GameSetup.standard(), EngineOptions.defaults().withHashMegabytes(1));

    /**
     * One external engine for every external engine method, started when first needed: the
     * scripted engine of the external engine tests. A null argument is refused before anything is
     * sent to it; the program ends with this JVM, as its input closes.
     */
    private static final class ScriptedProgram {
        private static io.github.shogunsdk.api.ExternalEngine engine;

        static synchronized io.github.shogunsdk.api.ExternalEngine engine() {
            if (engine == null) {
                try {
                    java.nio.file.Path transcript = java.nio.file.Files.createTempFile("null-arguments", ".txt");
                    transcript.toFile().deleteOnExit();
                    engine = Shogun.externalEngine(GameSetup.standard(), List.of(
                            java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                            System.getProperty("java.class.path"),
                            io.github.shogunsdk.core.external.ScriptedEngine.class.getName(), transcript.toString(),
                            "full"), EngineOptions.defaults());
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
            return engine;
        }
    }

    /** Valid sample values by type, made afresh for each call so that no call can spoil another. */
    private static final Map<Class<?>, Supplier<Object>> SAMPLES = new HashMap<>();

    static {
        sample(String.class, () -> "White");
        sample(Object.class, () -> "x");
        sample(Square.class, () -> D1);
        sample(Move.class, () -> D1D3);
        sample(MovePath.class, () -> MovePath.straight(D1, Direction.UP, 2));
        sample(MovePath.Straight.class, () -> MovePath.straight(D1, Direction.UP, 2));
        sample(MovePath.Bent.class, () -> MovePath.bent(D1, Direction.UP, 1, Direction.LEFT, 1));
        sample(Position.class, Position::initial);
        sample(Piece.class, () -> Piece.of(PieceKind.PAWN, Colour.WHITE, 2));
        sample(Direction.class, () -> Direction.UP);
        sample(Shape.class, () -> Shape.U);
        sample(EnergyModel.class, EnergyModel::magnetic);
        sample(EnergyModel.Fixed.class, () -> EnergyModel.fixed());
        sample(EnergyModel.Magnetic.class, () -> EnergyModel.magnetic());
        sample(EnergyModel.Random.class, () -> EnergyModel.random(1));
        sample(MagnetLayout.class, MagnetLayout::standard);
        sample(RuleSet.class, RuleSet::standard);
        sample(GameSetup.class, GameSetup::standard);
        sample(EngineOptions.class, EngineOptions::defaults);
        sample(SearchLimits.class, () -> SearchLimits.ofDepth(1));
        sample(Score.class, () -> Score.ofCentipawns(0));
        sample(SvgStyle.class, SvgStyle::plain);
        sample(TerminalStyle.class, TerminalStyle::plain);
        sample(Refusal.class, () -> Shogun.rules().refusal(Position.initial(), D1, Square.parse("d4")).orElseThrow());
        sample(Duration.class, () -> Duration.ofSeconds(1));
        sample(Set.class, () -> Set.of(D1));
        sample(List.class, List::of);
        sample(Map.class, Map::of);
        sample(Optional.class, Optional::empty);
        sample(Consumer.class, () -> (Consumer<Object>) progress -> { });
        sample(Game.class, Shogun::newGame);
        sample(io.github.shogunsdk.api.Rules.class, Shogun::rules);
        sample(Engine.class, () -> ENGINE);
        sample(io.github.shogunsdk.api.ExternalEngine.class, ScriptedProgram::engine);
        sample(java.util.function.BiConsumer.class, () -> (java.util.function.BiConsumer<Object, Object>) (a, b) -> { });
        sample(io.github.shogunsdk.api.Perft.class, Shogun::perft);
        sample(io.github.shogunsdk.api.Renderer.class, Shogun::renderer);
        sample(io.github.shogunsdk.api.EndgameTables.class, () -> Shogun.openTables(java.nio.file.Path.of("unread-tables"),
                io.github.shogunsdk.api.RuleSet.standard(), io.github.shogunsdk.api.EnergyModel.magnetic()));
        sample(io.github.shogunsdk.api.TableValue.class, io.github.shogunsdk.api.TableValue::ofDraw);
        sample(Ply.class, () -> Shogun.newGame().play("d1d3"));
        sample(NodePath.class, NodePath::start);
        sample(RecordNode.class, () -> RecordNode.of(MovePath.straight(D1, Direction.UP, 2), 1));
        sample(GameRecord.class, () -> GameRecord.of(GameSetup.standard()));
        sample(io.github.shogunsdk.api.Evaluation.class,
                () -> io.github.shogunsdk.api.Evaluation.of(Score.ofCentipawns(0), Colour.WHITE));
        sample(io.github.shogunsdk.api.PlyReview.class, () -> io.github.shogunsdk.api.PlyReview.of(1, Colour.WHITE,
                RecordNode.of(MovePath.straight(D1, Direction.UP, 2), 1), Score.ofCentipawns(0), Score.ofCentipawns(0),
                List.of()));
        sample(io.github.shogunsdk.api.GameReview.class, () -> io.github.shogunsdk.api.GameReview.of(
                GameRecord.of(GameSetup.standard()), SearchLimits.ofDepth(1), List.of()));
        sample(Throwable.class, () -> new IllegalStateException("a cause"));
        sample(io.github.shogunsdk.api.RecordFileReader.class, io.github.shogunsdk.api.RecordFileReader::of);
        sample(io.github.shogunsdk.api.RecordFileWriter.class,
                () -> io.github.shogunsdk.api.RecordFileWriter.of(java.nio.file.Path.of("unwritten.sgn")));
        sample(io.github.shogunsdk.api.RecordEntry.class,
                () -> io.github.shogunsdk.api.RecordEntry.of(1, 1, GameRecord.of(GameSetup.standard())));
        sample(io.github.shogunsdk.api.BadGamePolicy.class, () -> io.github.shogunsdk.api.BadGamePolicy.SKIP);
        sample(java.nio.file.Path.class, () -> java.nio.file.Path.of("unread.sgn"));
        sample(java.io.Reader.class, () -> new java.io.StringReader(""));
        sample(java.io.InputStream.class, () -> new java.io.ByteArrayInputStream(new byte[0]));
        sample(ShogunProvider.class, () -> ServiceLoader.load(ShogunProvider.class).iterator().next());
    }

    private static void sample(Class<?> type, Supplier<Object> value) {
        SAMPLES.put(type, value);
    }

    @Test
    void everyNullArgumentOfTheApiThrowsANullPointerExceptionNamingItsParameter() throws Exception {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (Class<?> type : apiTypes()) {
            List<Executable> members = new ArrayList<>();
            if (!Modifier.isAbstract(type.getModifiers())) {
                for (Constructor<?> constructor : type.getConstructors()) {
                    members.add(constructor);
                }
            }
            for (Method method : type.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers()) && !method.isSynthetic() && !method.isBridge()
                        && !isEnumValueOf(type, method)) {
                    members.add(method);
                }
            }
            members.sort(Comparator.comparing(Executable::toGenericString));
            for (Executable member : members) {
                Parameter[] parameters = member.getParameters();
                for (int i = 0; i < parameters.length; i++) {
                    if (parameters[i].getType().isPrimitive() || isAllowed(type, member, parameters[i])) {
                        continue;
                    }
                    assertTrue(parameters[i].isNamePresent(), "compile the API with -parameters: " + member);
                    checked++;
                    String failure = callWithNull(type, member, i);
                    if (failure != null) {
                        failures.add(failure);
                    }
                }
            }
        }
        assertTrue(checked > 150, "only " + checked + " parameters were found: is the API on the class path?");
        assertEquals(List.of(), failures, failures.size() + " of " + checked + " null arguments are not named");
    }

    /** Calls a member with null for one parameter; returns what went wrong, or null when the NPE names it. */
    private static String callWithNull(Class<?> type, Executable member, int nullAt) {
        Parameter[] parameters = member.getParameters();
        Object[] arguments = new Object[parameters.length];
        for (int i = 0; i < parameters.length; i++) {
            arguments[i] = i == nullAt ? null : sampleOf(parameters[i].getType(), member);
        }
        String name = parameters[nullAt].getName();
        String what = describe(type, member) + " with null " + name;
        try {
            if (member instanceof Constructor<?> constructor) {
                constructor.newInstance(arguments);
            } else {
                Method method = (Method) member;
                Object receiver = Modifier.isStatic(method.getModifiers()) ? null : sampleOf(type, member);
                method.invoke(receiver, arguments);
            }
            return what + ": returned normally";
        } catch (InvocationTargetException e) {
            Throwable thrown = e.getCause();
            if (thrown instanceof NullPointerException && name.equals(thrown.getMessage())) {
                return null;
            }
            return what + ": threw " + thrown;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(what + ": cannot be called", e);
        }
    }

    private static Object sampleOf(Class<?> type, Executable member) {
        if (type == int.class) {
            return 1;
        }
        if (type == long.class) {
            return 1L;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == char.class) {
            return 'a';
        }
        if (type.isEnum()) {
            return type.getEnumConstants()[0];
        }
        Supplier<Object> sample = SAMPLES.get(type);
        if (sample == null) {
            throw new AssertionError("no sample value of " + type.getName() + " (needed by " + member
                    + "): add one to NullArgumentsTest");
        }
        return sample.get();
    }

    private static boolean isEnumValueOf(Class<?> type, Method method) {
        return type.isEnum() && method.getName().equals("valueOf") && Modifier.isStatic(method.getModifiers())
                && method.getParameterCount() == 1 && method.getParameterTypes()[0] == String.class;
    }

    private static boolean isAllowed(Class<?> type, Executable member, Parameter parameter) {
        String signature = signature(member);
        String key = describeType(type) + (member instanceof Constructor<?> ? "" : ".") + signature;
        return NULL_ALLOWED.containsKey(signature) && signature.startsWith("equals(")
                || NULL_ALLOWED.containsKey(key) || NULL_ALLOWED.containsKey(key + "#" + parameter.getName());
    }

    /** {@code name(type,type)} for a method, {@code (type,type)} for a constructor. */
    private static String signature(Executable member) {
        StringBuilder out = new StringBuilder(member instanceof Constructor<?> ? "" : member.getName()).append('(');
        Class<?>[] types = member.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            out.append(i > 0 ? "," : "").append(types[i].getTypeName());
        }
        return out.append(')').toString();
    }

    /** The type's name below {@code io.github.shogunsdk.api}, such as {@code spi.Messages} or {@code MovePath.Bent}. */
    private static String describeType(Class<?> type) {
        return type.getName().substring("io.github.shogunsdk.api.".length()).replace('$', '.');
    }

    private static String describe(Class<?> type, Executable member) {
        return describeType(type) + (member instanceof Constructor<?> ? "" : ".") + signature(member);
    }

    /** The public types of the two API packages, nested ones included, in name order. */
    static List<Class<?>> apiTypes() throws ClassNotFoundException {
        List<String> names = new ArrayList<>();
        Path location;
        try {
            location = Path.of(Shogun.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
        if (Files.isDirectory(location)) {
            for (String folder : List.of("io/github/shogunsdk/api", "io/github/shogunsdk/api/spi")) {
                try (Stream<Path> files = Files.list(location.resolve(folder))) {
                    files.map(file -> folder + "/" + file.getFileName()).forEach(names::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        } else {
            try (JarFile jar = new JarFile(location.toFile())) {
                for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
                    names.add(entries.nextElement().getName());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        List<Class<?>> types = new ArrayList<>();
        for (String name : names) {
            if (!name.matches("io/github/shogunsdk/api/(spi/)?[A-Za-z$0-9]+\\.class") || name.contains("-info")) {
                continue;
            }
            Class<?> type = Class.forName(name.substring(0, name.length() - ".class".length()).replace('/', '.'), false,
                    Shogun.class.getClassLoader());
            if (isVisible(type)) {
                types.add(type);
            }
        }
        types.sort(Comparator.comparing(Class::getName));
        return types;
    }

    /** Public, and reachable by name: top-level or a member of a visible type. */
    private static boolean isVisible(Class<?> type) {
        if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic() || !Modifier.isPublic(type.getModifiers())) {
            return false;
        }
        return type.getEnclosingClass() == null || isVisible(type.getEnclosingClass());
    }
}
