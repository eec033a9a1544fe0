package io.github.shogunsdk.examples;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.util.List;

/**
 * The README's quick start, line for line: get the rules, list the legal moves of the initial
 * position, play a move with magnetic energies, and ask about the position that follows.
 */
public final class QuickStart {

    private QuickStart() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Rules rules = Shogun.rules();                          // standard rules, thread-safe
        Position start = Position.initial();                   // White to move
        List<Move> moves = rules.legalMoves(start);            // 27 moves, sorted: a1a5, a1b4, …
        Move move = Move.parse("d1d3");                        // text to a move; play refuses an illegal one, saying why
        Position next = rules.play(start, move, EnergyModel.magnetic());
        System.out.println(next);                              // p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1
        System.out.println(moves.size() + " moves: " + moves);
        System.out.println("a8 reaches " + rules.reach(next, Square.parse("a8")));
        System.out.println("d3 attackers: " + rules.attackers(next, Square.parse("d3")).size());
        System.out.println(rules.outcome(next));               // Game in progress
    }
}
