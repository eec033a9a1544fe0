package io.github.shogunsdk.api;

import io.github.shogunsdk.api.notation.MoveText;
import java.util.ArrayList;
import java.util.List;

/**
 * A move: a piece's path from its square to its destination, straight or bent once by 90°.
 *
 * <p>A move is identified on the board by its {@link #from()} and {@link #to()} squares; up to two
 * bent paths lead to the same destination. Lists of legal moves hold one move per (from, to),
 * carrying an open path; {@link Rules#paths(Position, Square, Square)} lists every open path.
 * A move's {@code toString()} is its canonical notation, such as {@code "d4b6"}.
 *
 * <pre>{@code
 * Move up = Move.straight(Square.of("d1"), Direction.UP, 2);
 * up.to();                  // d3
 * up.toString();            // "d1d3"
 * Move bent = Move.bent(Square.of("d4"), Direction.UP, 2, Direction.LEFT, 2);
 * bent.path();              // [d5, d6, c6, b6]
 * bent.shape();             // UL
 * }</pre>
 */
public sealed interface Move permits Move.Straight, Move.Bent {

    /**
     * Returns the square the piece leaves.
     *
     * @return the starting square
     */
    Square from();

    /**
     * Returns the destination square.
     *
     * @return the last square of the path
     */
    Square to();

    /**
     * Returns the shape of the path.
     *
     * @return one of the 12 shapes
     */
    Shape shape();

    /**
     * Returns the number of steps: the energy a piece needs to make this move.
     *
     * @return 1 to 4
     */
    int length();

    /**
     * Returns the squares the piece passes, in order, ending with the destination; the starting
     * square is not included. All but the last must be empty for the path to be open.
     *
     * @return an immutable list of {@link #length()} squares
     */
    List<Square> path();

    /**
     * Returns the from and to squares of this move, its identity on the board.
     *
     * @return the move's text form
     */
    default MoveText text() {
        return MoveText.of(from(), to());
    }

    /**
     * Returns a straight move.
     *
     * @param from the starting square
     * @param direction the direction of every step
     * @param steps 1 to 4
     * @return the move
     * @throws IllegalArgumentException if the path leaves the board or the length is outside 1..4
     */
    static Move straight(Square from, Direction direction, int steps) {
        return new Straight(from, direction, steps);
    }

    /**
     * Returns a bent move: {@code firstSteps} steps one way, then {@code thenSteps} at a right angle.
     *
     * @param from the starting square
     * @param first the direction before the turn
     * @param firstSteps at least 1
     * @param then the direction after the turn, perpendicular to {@code first}
     * @param thenSteps at least 1
     * @return the move
     * @throws IllegalArgumentException if the path leaves the board, does not turn by 90° or is
     *     longer than 4
     */
    static Move bent(Square from, Direction first, int firstSteps, Direction then, int thenSteps) {
        return new Bent(from, first, firstSteps, then, thenSteps);
    }

    /**
     * A straight move: every step in one direction.
     *
     * @param from the starting square
     * @param direction the direction of every step
     * @param steps the number of steps, 1 to 4
     */
    record Straight(Square from, Direction direction, int steps) implements Move {

        /**
         * Validates the components.
         *
         * @param from see the type's description
         * @param direction see the type's description
         * @param steps see the type's description
         */
        public Straight {
            Paths.requireLeg(from, direction, steps, 4);
        }

        @Override
        public Square to() {
            return from.step(direction, steps).orElseThrow();
        }

        @Override
        public Shape shape() {
            return Shape.of(direction);
        }

        @Override
        public int length() {
            return steps;
        }

        @Override
        public List<Square> path() {
            List<Square> squares = new ArrayList<>(steps);
            Paths.addLeg(squares, from, direction, steps);
            return List.copyOf(squares);
        }

        /**
         * Returns the canonical notation, such as {@code "d1d3"}.
         *
         * @return from and to square names
         */
        @Override
        public String toString() {
            return from.toString() + to();
        }
    }

    /**
     * A bent move: {@code firstSteps} in one direction, then {@code thenSteps} at a right angle.
     *
     * @param from the starting square
     * @param first the direction before the turn
     * @param firstSteps steps before the turn, at least 1
     * @param then the direction after the turn
     * @param thenSteps steps after the turn, at least 1
     */
    record Bent(Square from, Direction first, int firstSteps, Direction then, int thenSteps) implements Move {

        /**
         * Validates the components.
         *
         * @param from see the type's description
         * @param first see the type's description
         * @param firstSteps see the type's description
         * @param then see the type's description
         * @param thenSteps see the type's description
         */
        public Bent {
            if (first == null || then == null) {
                throw new NullPointerException("a bent move needs both directions");
            }
            if (!first.isPerpendicularTo(then)) {
                throw new IllegalArgumentException("a bent move turns by 90°: " + first + " then " + then + " does not");
            }
            Paths.requireLeg(from, first, firstSteps, 3);
            Square corner = from.step(first, firstSteps).orElseThrow();
            Paths.requireLeg(corner, then, thenSteps, 4 - firstSteps);
        }

        /**
         * Returns the square where the path turns.
         *
         * @return the corner square
         */
        public Square corner() {
            return from.step(first, firstSteps).orElseThrow();
        }

        @Override
        public Square to() {
            return corner().step(then, thenSteps).orElseThrow();
        }

        @Override
        public Shape shape() {
            return Shape.of(first, then);
        }

        @Override
        public int length() {
            return firstSteps + thenSteps;
        }

        @Override
        public List<Square> path() {
            List<Square> squares = new ArrayList<>(length());
            Paths.addLeg(squares, from, first, firstSteps);
            Paths.addLeg(squares, corner(), then, thenSteps);
            return List.copyOf(squares);
        }

        /**
         * Returns the canonical notation, such as {@code "d4b6"}.
         *
         * @return from and to square names
         */
        @Override
        public String toString() {
            return from.toString() + to();
        }
    }
}
