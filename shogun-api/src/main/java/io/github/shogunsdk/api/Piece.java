package io.github.shogunsdk.api;

import org.jspecify.annotations.Nullable;

/**
 * A piece: its kind, colour and energy (how many squares it must move).
 *
 * <pre>{@code
 * Piece pawn = Piece.of(PieceKind.PAWN, Colour.RED, 4);
 * pawn.toString();        // "p4", as in position notation
 * pawn.withEnergy(2);     // p2
 * Piece.parse("K1");      // the white king with energy 1
 * }</pre>
 *
 * @param kind pawn or king
 * @param colour white or red
 * @param energy the exact number of squares the piece must move: 1–4 for a pawn, 1–2 for a king
 */
public record Piece(PieceKind kind, Colour colour, int energy) {

    /**
     * Validates the components.
     *
     * @param kind see the type's description
     * @param colour see the type's description
     * @param energy see the type's description
     */
    public Piece {
        java.util.Objects.requireNonNull(kind, "kind");
        java.util.Objects.requireNonNull(colour, "colour");
        if (!kind.isValidEnergy(energy)) {
            throw new IllegalArgumentException("a " + kind.displayName() + " has energy 1 to " + kind.maxEnergy()
                    + ", not " + energy);
        }
    }

    /**
     * Returns a piece.
     *
     * @param kind pawn or king
     * @param colour white or red
     * @param energy in the kind's range
     * @return the piece
     * @throws IllegalArgumentException if the energy is outside the kind's range
     */
    public static Piece of(PieceKind kind, Colour colour, int energy) {
        if (kind != null && colour != null && kind.isValidEnergy(energy)) {
            return SHARED[(kind.ordinal() * 2 + colour.ordinal()) * 4 + energy - 1];
        }
        return new Piece(kind, colour, energy); // throws the constructor's exception
    }

    /** Every piece, made once: pieces are values, so {@link #of of} hands out these. */
    private static final Piece[] SHARED = new Piece[16];

    static {
        for (PieceKind kind : PieceKind.values()) {
            for (Colour colour : Colour.values()) {
                for (int energy = 1; energy <= kind.maxEnergy(); energy++) {
                    SHARED[(kind.ordinal() * 2 + colour.ordinal()) * 4 + energy - 1] = new Piece(kind, colour, energy);
                }
            }
        }
    }

    /**
     * Reads a piece in position notation: a letter ({@code K}, {@code P} White; {@code k},
     * {@code p} Red) and an energy digit in the kind's range, such as {@code "P4"} or {@code "k1"}.
     *
     * @param text the piece
     * @return the piece
     * @throws NotationException naming the first bad character
     * @throws NullPointerException if {@code text} is null
     */
    public static Piece parse(String text) {
        java.util.Objects.requireNonNull(text, "text");
        TextCursor cursor = new TextCursor("piece", text);
        Piece piece = PositionText.piece(cursor);
        cursor.requireEnd("the end of the piece");
        return piece;
    }

    /**
     * Returns this piece with another energy.
     *
     * @param newEnergy in the kind's range
     * @return the piece with the new energy
     * @throws IllegalArgumentException if the energy is outside the kind's range
     */
    public Piece withEnergy(int newEnergy) {
        return of(kind, colour, newEnergy);
    }

    /**
     * Returns the letter of this piece in position notation: {@code K}/{@code P} for White,
     * {@code k}/{@code p} for Red.
     *
     * @return the piece letter
     */
    public char letter() {
        return colour == Colour.WHITE ? kind.letter() : (char) (kind.letter() + ('a' - 'A'));
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Piece p && kind == p.kind && colour == p.colour && energy == p.energy;
    }

    @Override
    public int hashCode() {
        return (kind.ordinal() * 2 + colour.ordinal()) * 8 + energy;
    }

    /**
     * Returns the piece in position notation, letter then energy, such as {@code "P4"} or {@code "k1"}.
     *
     * @return the notation of this piece
     */
    @Override
    public String toString() {
        return "" + letter() + energy;
    }
}
