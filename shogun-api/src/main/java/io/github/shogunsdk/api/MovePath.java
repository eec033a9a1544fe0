package io.github.shogunsdk.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The path a piece travels on a move: straight, or bent once by 90°. A frontend animates a move
 * along its path and highlights its squares.
 *
 * <p>A path knows its {@link #move()} (its first and last squares). A bent move has up to two
 * paths, one by each corner: {@link Game#paths(Move)} lists the open ones, and a game remembers
 * the path a player chose in {@link Ply#path()}. Paths are values: equal when they take the same
 * squares.
 *
 * <pre>{@code
 * MovePath up = MovePath.straight(Square.parse("d1"), Direction.UP, 2);
 * up.move();                // d1d3
 * MovePath bent = MovePath.bent(Square.parse("d4"), Direction.UP, 2, Direction.LEFT, 2);
 * bent.squares();           // [d5, d6, c6, b6]
 * bent.shape();             // UL
 * MovePath.of(Move.parse("d4b6"), Shape.LU).orElseThrow().squares();   // [c4, b4, b5, b6]
 * }</pre>
 */
public sealed interface MovePath permits MovePath.Straight, MovePath.Bent {

    /**
     * Returns the square the piece leaves.
     *
     * @return the starting square
     */
    Square from();

    /**
     * Returns the square the piece lands on.
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
     * Returns the number of steps: the energy a piece needs to travel this path.
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
    List<Square> squares();

    /**
     * Returns the move this path makes: its first and last squares.
     *
     * @return the move
     */
    default Move move() {
        return Move.of(from(), to());
    }

    /**
     * Returns a straight path.
     *
     * @param from the starting square
     * @param direction the direction of every step
     * @param steps 1 to 4
     * @return the path
     * @throws IllegalArgumentException if the path leaves the board or the length is outside 1..4
     */
    static MovePath straight(Square from, Direction direction, int steps) {
        return new Straight(from, direction, steps);
    }

    /**
     * Returns a bent path: {@code firstSteps} steps one way, then {@code thenSteps} at a right angle.
     *
     * @param from the starting square
     * @param first the direction before the turn
     * @param firstSteps at least 1
     * @param then the direction after the turn, perpendicular to {@code first}
     * @param thenSteps at least 1
     * @return the path
     * @throws IllegalArgumentException if the path leaves the board, does not turn by 90° or is
     *     longer than 4
     */
    static MovePath bent(Square from, Direction first, int firstSteps, Direction then, int thenSteps) {
        return new Bent(from, first, firstSteps, then, thenSteps);
    }

    /**
     * Returns the path of a shape that makes a move, if that shape can make it: a straight shape
     * when the squares share a file or rank, a bent shape when the first direction leads towards
     * the destination on one axis and the second on the other. Whether the path is open depends on
     * a position; see {@link Game#paths(Move)}.
     *
     * @param move the move, at most 4 steps long
     * @param shape the shape
     * @return the path, or empty when the shape cannot make the move
     */
    static Optional<MovePath> of(Move move, Shape shape) {
        java.util.Objects.requireNonNull(move, "move");
        java.util.Objects.requireNonNull(shape, "shape");
        int dx = move.to().x() - move.from().x();
        int dy = move.to().y() - move.from().y();
        if (move.distance() > 4) {
            return Optional.empty();
        }
        if (shape.isStraight()) {
            Direction d = shape.first();
            boolean fits = d.dx() != 0 ? dy == 0 && Integer.signum(dx) == d.dx() : dx == 0 && Integer.signum(dy) == d.dy();
            return fits ? Optional.of(new Straight(move.from(), d, move.distance())) : Optional.empty();
        }
        Direction first = shape.first();
        Direction then = shape.then().orElseThrow();
        int firstDelta = first.dx() != 0 ? dx : dy;
        int thenDelta = then.dx() != 0 ? dx : dy;
        int firstSign = first.dx() != 0 ? first.dx() : first.dy();
        int thenSign = then.dx() != 0 ? then.dx() : then.dy();
        if (Integer.signum(firstDelta) != firstSign || Integer.signum(thenDelta) != thenSign) {
            return Optional.empty();
        }
        return Optional.of(new Bent(move.from(), first, Math.abs(firstDelta), then, Math.abs(thenDelta)));
    }

    /**
     * A straight path: every step in one direction.
     *
     * @param from the starting square
     * @param direction the direction of every step
     * @param steps the number of steps, 1 to 4
     */
    record Straight(Square from, Direction direction, int steps) implements MovePath {

        /**
         * Validates the components.
         *
         * @param from see the type's description
         * @param direction see the type's description
         * @param steps see the type's description
         * @throws IllegalArgumentException if the path leaves the board or has the wrong length
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
        public List<Square> squares() {
            List<Square> squares = new ArrayList<>(steps);
            Paths.addLeg(squares, from, direction, steps);
            return List.copyOf(squares);
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Straight s && from.equals(s.from) && direction == s.direction && steps == s.steps;
        }

        @Override
        public int hashCode() {
            return (from.hashCode() * 31 + direction.hashCode()) * 31 + steps;
        }

        /**
         * Returns the move and the shape, such as {@code "d1d3 U"}.
         *
         * @return a readable description
         */
        @Override
        public String toString() {
            return move() + " " + shape();
        }
    }

    /**
     * A bent path: {@code firstSteps} in one direction, then {@code thenSteps} at a right angle.
     *
     * @param from the starting square
     * @param first the direction before the turn
     * @param firstSteps steps before the turn, at least 1
     * @param then the direction after the turn
     * @param thenSteps steps after the turn, at least 1
     */
    record Bent(Square from, Direction first, int firstSteps, Direction then, int thenSteps) implements MovePath {

        /**
         * Validates the components.
         *
         * @param from see the type's description
         * @param first see the type's description
         * @param firstSteps see the type's description
         * @param then see the type's description
         * @param thenSteps see the type's description
         * @throws IllegalArgumentException if the path leaves the board, does not turn by 90° or is
         *     longer than 4
         */
        public Bent {
            java.util.Objects.requireNonNull(from, "from");
            java.util.Objects.requireNonNull(first, "first");
            java.util.Objects.requireNonNull(then, "then");
            if (!first.isPerpendicularTo(then)) {
                throw new IllegalArgumentException("a bent path turns by 90°: " + first + " then " + then + " does not");
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
        public List<Square> squares() {
            List<Square> squares = new ArrayList<>(length());
            Paths.addLeg(squares, from, first, firstSteps);
            Paths.addLeg(squares, corner(), then, thenSteps);
            return List.copyOf(squares);
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Bent b && from.equals(b.from) && first == b.first && firstSteps == b.firstSteps
                    && then == b.then && thenSteps == b.thenSteps;
        }

        @Override
        public int hashCode() {
            return (((from.hashCode() * 31 + first.hashCode()) * 31 + firstSteps) * 31 + then.hashCode()) * 31 + thenSteps;
        }

        /**
         * Returns the move and the shape, such as {@code "d4b6 UL"}.
         *
         * @return a readable description
         */
        @Override
        public String toString() {
            return move() + " " + shape();
        }
    }
}
