package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * How a piece's energy is set when it lands. Immutable.
 *
 * <ul>
 *   <li>{@link Fixed}: energies never change.
 *   <li>{@link Magnetic}: a pawn takes the magnet value of the square it lands on; a king takes 2
 *       if that value is even, else 1. The board may be turned, and custom layouts are allowed.
 *   <li>{@link Random}: each landing energy is drawn uniformly from the piece's range.
 * </ul>
 *
 * <p>The text form, used by game records, the command line and the engine protocol, is
 * {@code fixed}, {@code magnetic}, {@code magnetic 90} (turned clockwise by 90, 180 or 270
 * degrees), {@code magnetic <layout>} (a custom {@link MagnetLayout} of 64 digits),
 * {@code magnetic <layout> 90}, or {@code random <seed>}; each model's {@code toString()} writes it
 * and {@link #parse parse} reads it back.
 *
 * <pre>{@code
 * EnergyModel.magnetic(Rotation.R90).toString();   // "magnetic 90"
 * EnergyModel.parse("random 42").toString();       // "random 42"
 * EnergyModel.magnetic().landingEnergy(PieceKind.KING, Square.parse("d1"));   // OptionalInt[2]: magnet 4 is even
 * }</pre>
 */
public sealed interface EnergyModel permits EnergyModel.Fixed, EnergyModel.Magnetic, EnergyModel.Random {

    /**
     * Returns the model in which energies never change.
     *
     * @return the fixed model
     */
    static EnergyModel fixed() {
        return new Fixed();
    }

    /**
     * Returns the magnetic model with the standard layout, unturned: the default for games.
     *
     * @return the standard magnetic model
     */
    static EnergyModel magnetic() {
        return new Magnetic(MagnetLayout.standard(), Rotation.R0);
    }

    /**
     * Returns the magnetic model with the standard layout, turned clockwise.
     *
     * @param rotation how far the board is turned
     * @return the magnetic model
     */
    static EnergyModel magnetic(Rotation rotation) {
        return new Magnetic(MagnetLayout.standard(), rotation);
    }

    /**
     * Returns the magnetic model with a custom layout, unturned.
     *
     * @param layout the magnet values
     * @return the magnetic model
     */
    static EnergyModel magnetic(MagnetLayout layout) {
        return new Magnetic(layout, Rotation.R0);
    }

    /**
     * Returns the model that draws landing energies at random.
     *
     * @param seed the seed of the generator: the same seed gives the same draws
     * @return the random model
     */
    static EnergyModel random(long seed) {
        return new Random(seed);
    }

    /**
     * Reads the text form: {@code fixed}, {@code magnetic}, {@code magnetic 90},
     * {@code magnetic <layout> [rotation]} or {@code random <seed>}; the model name in any case,
     * and a colon may stand for the space ({@code magnetic:90}, handy on a command line).
     *
     * @param text the model
     * @return the model
     * @throws NotationException naming the first bad character
     * @throws NullPointerException if {@code text} is null
     */
    static EnergyModel parse(String text) {
        Objects.requireNonNull(text, "text");
        return EnergyModelParser.parse(text);
    }

    /**
     * Returns the energy a piece of {@code kind} gets on landing on {@code square}, for the models
     * that know it without drawing.
     *
     * @param kind the kind of the piece that lands
     * @param square where it lands
     * @return the landing energy, or empty when this model does not set it by the square alone
     *     ({@link Fixed} keeps the piece's energy, {@link Random} draws it)
     */
    OptionalInt landingEnergy(PieceKind kind, Square square);

    /** The arguments of {@link #landingEnergy landingEnergy}, checked alike by every model. */
    private static void requireLanding(PieceKind kind, Square square) {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(square, "square");
    }

    /** Energies never change: the coursework's behaviour. */
    record Fixed() implements EnergyModel {
        @Override
        public OptionalInt landingEnergy(PieceKind kind, Square square) {
            requireLanding(kind, square);
            return OptionalInt.empty();
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Fixed;
        }

        @Override
        public int hashCode() {
            return 0;
        }

        /**
         * Returns {@code "fixed"}.
         *
         * @return the text form
         */
        @Override
        public String toString() {
            return "fixed";
        }
    }

    /**
     * Landing energies come from magnets under the board.
     *
     * @param layout the magnet values before turning
     * @param rotation how far the board is turned clockwise
     */
    record Magnetic(MagnetLayout layout, Rotation rotation) implements EnergyModel {

        /**
         * Validates the components.
         *
         * @param layout see the type's description
         * @param rotation see the type's description
         */
        public Magnetic {
            Objects.requireNonNull(layout, "layout");
            Objects.requireNonNull(rotation, "rotation");
        }

        /**
         * Returns the magnet value under a square of the turned board.
         *
         * @param square the square
         * @return 1 to 4
         */
        public int magnetAt(Square square) {
            return layout.valueAt(rotation.sourceOf(Objects.requireNonNull(square, "square")));
        }

        /**
         * Returns the magnet value for a pawn; for a king, 2 if it is even, else 1.
         */
        @Override
        public OptionalInt landingEnergy(PieceKind kind, Square square) {
            requireLanding(kind, square);
            int magnet = magnetAt(square);
            return OptionalInt.of(kind == PieceKind.KING ? (magnet % 2 == 0 ? 2 : 1) : magnet);
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Magnetic m && layout.equals(m.layout) && rotation == m.rotation;
        }

        @Override
        public int hashCode() {
            return layout.hashCode() * 31 + rotation.hashCode();
        }

        /**
         * Returns the text form, such as {@code "magnetic"}, {@code "magnetic 90"} or, for a custom
         * layout, {@code "magnetic <layout> 90"}.
         *
         * @return the text form
         */
        @Override
        public String toString() {
            String base = layout.equals(MagnetLayout.standard()) ? "magnetic" : "magnetic " + layout;
            return rotation == Rotation.R0 ? base : base + " " + rotation.degrees();
        }
    }

    /**
     * Landing energies are drawn uniformly from the landing piece's range.
     *
     * @param seed the seed: the same seed gives the same draws
     */
    record Random(long seed) implements EnergyModel {
        @Override
        public OptionalInt landingEnergy(PieceKind kind, Square square) {
            requireLanding(kind, square);
            return OptionalInt.empty();
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Random r && seed == r.seed;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(seed);
        }

        /**
         * Returns {@code "random <seed>"}.
         *
         * @return the text form
         */
        @Override
        public String toString() {
            return "random " + seed;
        }
    }
}
