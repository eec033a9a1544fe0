package io.github.shogunsdk.examples.kotlin

import io.github.shogunsdk.api.Move
import io.github.shogunsdk.api.Shogun
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** Runs the Kotlin quick start and checks each line against what the rules give. */
class QuickStartTest {

    @Test
    fun walksThroughTheFrontendFlowFromKotlin() {
        val lines = mutableListOf<String>()
        quickStart { text -> lines.addAll(text.split(Regex("\\R"))) }
        // The king on d1 (energy 2) can reach c2, d3 and e2; c1 and e1 hold its own pawns.
        assertEquals("[d1c2, d1d3, d1e2]", lines[0])
        // To c2 the left-first corner passes c1, a white pawn, so only up-first is open.
        assertEquals("[d2, c2]", lines[1])
        assertEquals("illegal move d1d4: the white king on d1 has energy 2, but d4 is 3 steps away", lines[2])
        // d3 holds magnet 3, odd, so the king lands with energy 1.
        assertEquals("d1d3:1", lines[3])
        for (depth in 1..3) {
            assertTrue(lines[3 + depth].startsWith("thinking: depth $depth, "), lines[3 + depth])
        }
        assertTrue(lines[7].startsWith("hint: "), lines[7])
        val afterD1d3 = Shogun.readGame("1. d1d3:1 *")
        assertTrue(Move.parse(lines[7].removePrefix("hint: ")) in afterD1d3.legalMoves(), lines[7])
        assertEquals(
            listOf("[Rules \"standard\"]", "[Energy \"magnetic\"]", "[Result \"*\"]", "", "1. d1d3:1 *"),
            lines.subList(8, 13),
        )
    }
}
