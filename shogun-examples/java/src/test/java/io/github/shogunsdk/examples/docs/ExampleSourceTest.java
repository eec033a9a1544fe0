package io.github.shogunsdk.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The checker of the Javadoc's examples catches what it claims to: an example that breaks its word. */
class ExampleSourceTest {

    private final ExampleCompiler compiler = new ExampleCompiler();

    private void run(String code, String className) throws Exception {
        JavadocExample example = new JavadocExample(Path.of("Made.java"), 1, "shogun-api", code, false);
        ClassLoader loader = compiler.compile(className, ExampleSource.of(example, className));
        loader.loadClass(className).getMethod("run").invoke(null);
    }

    @Test
    void aLineMarkedRefusedBecomesACallThatMustThrow() {
        assertEquals("    refused(() -> { game.play(\"d1d4\"); });   // refused: too far\nx();\n",
                ExampleSource.withRefusals("    game.play(\"d1d4\");   // refused: too far\nx();"));
    }

    @Test
    void aRefusedLineThatIsTakenFailsTheExample() {
        InvocationTargetException thrown = assertThrows(InvocationTargetException.class,
                () -> run("game.play(\"d1d3\");   // refused: it is not", "made.Taken"));
        assertEquals(AssertionError.class, thrown.getCause().getClass());
    }

    @Test
    void aRefusedLineThatIsRefusedPasses() throws Exception {
        run("game.play(\"d1d4\");   // refused: the king has energy 2", "made.Refused");
    }

    @Test
    void anExampleThatDoesNotCompileSaysWhere() {
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> compiler.compile("made.Broken", ExampleSource.of(
                        new JavadocExample(Path.of("Made.java"), 1, "shogun-api", "notDeclared.play();", false), "made.Broken")));
        assertEquals(true, thrown.getMessage().contains("cannot find symbol"), thrown.getMessage());
    }
}
