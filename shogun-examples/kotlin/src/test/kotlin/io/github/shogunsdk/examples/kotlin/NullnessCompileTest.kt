package io.github.shogunsdk.examples.kotlin

import java.io.ByteArrayOutputStream
import java.io.File
import java.io.PrintStream
import java.nio.file.Files
import org.jetbrains.kotlin.cli.common.ExitCode
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Tag
import org.junit.jupiter.api.Test

/**
 * What Kotlin makes of the API's JSpecify annotations, with the compiler's defaults (no
 * `-Xjspecify-annotations` option) and without the JSpecify jar on the class path, as in an
 * application that depends on shogun-core alone: a null where the API takes none does not compile.
 */
// Slow, so the quick profile leaves it out (CONTRIBUTING.md): the Kotlin compiler, started for each snippet.
@Tag("slow")
class NullnessCompileTest {

    /** Compiles one Kotlin file against the test's class path; returns the exit code and messages. */
    private fun compile(source: String): Pair<ExitCode, String> {
        val folder = Files.createTempDirectory("shogun-kotlin-")
        try {
            val file = folder.resolve("Snippet.kt").toFile()
            file.writeText(source)
            val classPath = System.getProperty("java.class.path")
            assertTrue(classPath.split(File.pathSeparator).none { "jspecify" in it }, "the JSpecify jar is not on the class path")
            val messages = ByteArrayOutputStream()
            val exit = K2JVMCompiler().exec(
                PrintStream(messages, true, Charsets.UTF_8),
                "-no-stdlib", "-no-reflect", "-classpath", classPath,
                "-d", folder.resolve("classes").toString(), file.path,
            )
            return exit to messages.toString(Charsets.UTF_8)
        } finally {
            folder.toFile().deleteRecursively()
        }
    }

    @Test
    fun aSquareParsedFromTextCompiles() {
        val (exit, messages) = compile(
            """
            import io.github.shogunsdk.api.Square
            fun corner(): Square = Square.parse("a1")
            """.trimIndent(),
        )
        assertEquals(ExitCode.OK, exit, messages)
    }

    @Test
    fun kotlinRefusesNullWhereTheApiTakesNone() {
        val (exit, messages) = compile(
            """
            import io.github.shogunsdk.api.Square
            fun nowhere(): Square = Square.parse(null)
            """.trimIndent(),
        )
        println("Kotlin on Square.parse(null):\n$messages")
        assertEquals(ExitCode.COMPILATION_ERROR, exit, messages)
        assertTrue(messages.contains("Snippet.kt:2:") && messages.contains("null cannot be a value of a non-null type", ignoreCase = true), messages)
    }

    @Test
    fun kotlinSeesApiResultsAsNonNull() {
        // Compared with null, a platform type passes silently; a non-null result is a senseless comparison.
        val (exit, messages) = compile(
            """
            import io.github.shogunsdk.api.Shogun
            fun unsaved(): Boolean = Shogun.newGame().toSgn() == null
            """.trimIndent(),
        )
        assertEquals(ExitCode.OK, exit, messages)
        assertTrue(messages.contains("Snippet.kt:2:") && messages.contains("warning"), messages)
    }
}
