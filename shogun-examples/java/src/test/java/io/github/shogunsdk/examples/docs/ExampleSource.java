package io.github.shogunsdk.examples.docs;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java source an example becomes: the imports its module's users write, the names its prose
 * introduces, and its code as the body of {@code run()} (or, for a type it declares, a member).
 * A one-line statement whose comment begins {@code // refused} shows a refusal: it must throw, so
 * it becomes {@code refused(() -> { statement })}, which fails when the statement is taken.
 */
final class ExampleSource {

    private static final List<String> COMMON = List.of("io.github.shogunsdk.api.*", "io.github.shogunsdk.api.spi.*",
            "java.time.*", "java.util.*", "java.util.concurrent.*", "java.util.function.*", "java.util.stream.*",
            "java.nio.file.Path", "java.nio.file.Files", "java.io.IOException", "java.io.StringReader",
            "java.io.UncheckedIOException");

    /** The imports of a module's users beside the common ones. */
    private static final Map<String, List<String>> BY_MODULE = Map.of(
            "shogun-json", List.of("io.github.shogunsdk.json.*", "com.google.gson.*", "com.google.gson.reflect.*"),
            "shogun-jackson", List.of("io.github.shogunsdk.jackson.*", "com.fasterxml.jackson.databind.*",
                    "com.fasterxml.jackson.core.*"),
            "shogun-jackson3", List.of("io.github.shogunsdk.jackson3.*", "tools.jackson.databind.*",
                    "tools.jackson.databind.json.*", "tools.jackson.core.*"));

    /**
     * The names an example may use undeclared, as the prose around it introduces them; fields, so
     * that a declaration of the same name in the example hides them.
     */
    private static final String GIVEN = """
                static Game game = Shogun.newGame();
                static Rules rules = Shogun.rules();
                static Position position = Position.initial();
                static Engine engine = Shogun.newEngine(GameSetup.standard(),
                        EngineOptions.defaults().withHashMegabytes(1));
                static SearchLimits limits = SearchLimits.ofDepth(2);
                static GameRecord record = Shogun.readRecord("1. d1d3:1 {the king steps up} e8e7:2 2. a1a5:4 *");
                static RecordNode node = record.mainline().get(0);
                static GameReview review = GameReview.run(record, engine, SearchLimits.ofDepth(1));
            """;

    /** A line of one statement followed by a comment that begins "refused". */
    private static final Pattern REFUSAL = Pattern.compile("^(\\s*)([^/]*;)(\\s*//\\s*refused.*)$");

    private static final String REFUSED = """

                static void refused(ThrowingStatement statement) {
                    try {
                        statement.run();
                    } catch (Exception expected) {
                        return; // the refusal the example shows
                    }
                    throw new AssertionError("a line the example says is refused was taken");
                }

                interface ThrowingStatement {
                    void run() throws Exception;
                }
            """;

    private ExampleSource() {
    }

    /** The code with each refused statement wrapped so that it must throw. */
    static String withRefusals(String code) {
        StringBuilder out = new StringBuilder();
        for (String line : code.split("\n", -1)) {
            Matcher refusal = REFUSAL.matcher(line);
            out.append(refusal.matches()
                    ? refusal.group(1) + "refused(() -> { " + refusal.group(2) + " });" + refusal.group(3)
                    : line).append('\n');
        }
        return out.toString();
    }

    static String of(JavadocExample example, String className) {
        int dot = className.lastIndexOf('.');
        StringBuilder source = new StringBuilder("package ").append(className, 0, dot).append(";\n\n");
        for (String name : COMMON) {
            source.append("import ").append(name).append(";\n");
        }
        for (String name : BY_MODULE.getOrDefault(example.module(), List.of())) {
            source.append("import ").append(name).append(";\n");
        }
        source.append("\n@SuppressWarnings(\"all\")\npublic final class ").append(className.substring(dot + 1))
                .append(" {\n").append(GIVEN);
        if (example.isDeclaration()) {
            source.append("\n    static ").append(example.code()).append("\n\n    public static void run() {\n    }\n");
        } else {
            source.append("\n    public static void run() throws Exception {\n").append(withRefusals(example.code()))
                    .append("\n    }\n").append(REFUSED);
        }
        return source.append("}\n").toString();
    }
}
