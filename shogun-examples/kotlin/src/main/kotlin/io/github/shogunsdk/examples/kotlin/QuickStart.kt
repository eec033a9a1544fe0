package io.github.shogunsdk.examples.kotlin

import io.github.shogunsdk.api.Move
import io.github.shogunsdk.api.SearchLimits
import io.github.shogunsdk.api.Shogun
import io.github.shogunsdk.api.Square
import kotlin.jvm.optionals.getOrNull

/**
 * The README's quick start in Kotlin: highlight a piece's targets, animate a path, explain a
 * refused click, play, ask the engine for a hint, save the record. Every API type is non-null here
 * (the API is `@NullMarked`); only the `Optional` results become nullable, through `getOrNull`.
 */
fun quickStart(say: (String) -> Unit) {
    val game = Shogun.newGame()                                  // standard rules, magnetic energies
    val d1 = Square.parse("d1")
    say(game.legalMoves(d1).toString())                          // [d1c2, d1d3, d1e2]: highlight these
    say(game.paths(Move.parse("d1c2")).first().squares().toString())   // [d2, c2]: slide along them
    val refusal = game.refusal(d1, Square.parse("d4")).getOrNull()
    say(refusal?.message() ?: "legal")                           // illegal move d1d4: the white king …
    val ply = game.play(d1, Square.parse("d3"))                  // the king lands on magnet 3: energy 1
    say(ply.toString())                                          // d1d3:1
    val engine = Shogun.newEngine(game.setup())
    val hint = engine.searchAsync(game, SearchLimits.ofDepth(3)) { progress -> say("thinking: $progress") }
        .join()                                                  // a UI would use thenAccept instead
    say("hint: ${hint.bestMove().getOrNull() ?: "none"}")
    say(game.toSgn())                                            // Shogun.readGame(record) loads it back
}

/** Runs the quick start, printing each line. */
fun main() {
    quickStart(::println)
}
