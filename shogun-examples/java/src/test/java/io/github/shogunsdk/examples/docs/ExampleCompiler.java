package io.github.shogunsdk.examples.docs;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles one Java source in memory against the tests' class path and loads its classes: the
 * JDK's own compiler, so that an example is checked by the compiler a user runs.
 */
final class ExampleCompiler {

    private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    private final String classPath = System.getProperty("java.class.path");

    /**
     * Compiles a source file's text.
     *
     * @param className the fully qualified name of its public class
     * @param source its text
     * @return a loader of its classes
     * @throws IllegalStateException with the compiler's messages when it does not compile
     */
    ClassLoader compile(String className, String source) {
        StandardJavaFileManager standard = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
        Map<String, ByteArrayOutputStream> classes = new HashMap<>();
        JavaFileObject file = new SimpleJavaFileObject(
                URI.create("string:///" + className.replace('.', '/') + ".java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        ForwardingJavaFileManager<StandardJavaFileManager> memory = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String name, JavaFileObject.Kind kind,
                    FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + name.replace('.', '/') + kind.extension), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return classes.computeIfAbsent(name, key -> new ByteArrayOutputStream());
                    }
                };
            }
        };
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter output = new StringWriter();
        boolean compiled = compiler.getTask(output, memory, diagnostics,
                List.of("-classpath", classPath, "-proc:none", "-Xlint:none", "--release", "17"), null, List.of(file))
                .call();
        if (!compiled) {
            StringBuilder why = new StringBuilder();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    why.append("\n  line ").append(d.getLineNumber()).append(": ").append(d.getMessage(Locale.ROOT));
                }
            }
            throw new IllegalStateException("does not compile:" + why + output);
        }
        return new ClassLoader(getClass().getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                ByteArrayOutputStream bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                byte[] code = bytes.toByteArray();
                return defineClass(name, code, 0, code.length);
            }
        };
    }

    /** Whether the tests' class path is a real one, not a launcher jar naming the others. */
    boolean hasClassPath() {
        return classPath != null && classPath.contains(File.pathSeparator) && !classPath.contains("surefirebooter");
    }
}
