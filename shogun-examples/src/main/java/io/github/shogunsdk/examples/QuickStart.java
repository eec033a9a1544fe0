package io.github.shogunsdk.examples;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;

/**
 * The SDK in a few lines: get the rules, list the legal moves of the initial position, play a
 * move with magnetic energies and print the position that follows in SPN.
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
        Rules rules = Shogun.rules();                          // standard rules
        Position start = Position.initial();
        System.out.println("legal moves: " + rules.legalMoves(start));
        Move move = rules.move(start, "d1d3");                 // the white king steps up two squares
        Position next = rules.play(start, move, EnergyModel.magnetic());
        System.out.println("after d1d3: " + next);             // the king lands on magnet 3: energy 1
    }
}
