package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.spi.Messages;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A material signature: which pieces of each colour a table's positions hold, in the table's piece
 * order (White's king, White's pawns, Red's king, Red's pawns; pawns in ascending energy). Under
 * the magnetic model energies come from the squares and every energy here is 0; under fixed
 * energies each piece carries its own (docs/TABLES.md). Immutable.
 */
final class Signature {

    /** The most pieces a table may hold: 2 × 64^5 entries is the largest index that fits a long. */
    public static final int MAX_PIECES = 5;

    private final int[] colours;
    private final boolean[] kings;
    private final int[] energies;

    private Signature(int[] colours, boolean[] kings, int[] energies) {
        this.colours = colours;
        this.kings = kings;
        this.energies = energies;
    }

    /**
     * Reads a signature: White's pieces, {@code v}, Red's; {@code K} a king, {@code P} a pawn, each
     * followed by its energy's digit under fixed energies ({@code KPvKP}, {@code K2P3vK1P4}).
     *
     * @param text the text
     * @return the signature, its pieces put in table order
     * @throws IllegalArgumentException naming the first bad character
     */
    public static Signature parse(String text) {
        int split = text.indexOf('v');
        if (split < 0 || text.indexOf('v', split + 1) >= 0) {
            throw new IllegalArgumentException("a signature is White's pieces, 'v', Red's pieces (KPvKP), not "
                    + Messages.quote(text));
        }
        List<int[]> pieces = new ArrayList<>();
        Boolean withEnergies = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 'v') {
                continue;
            }
            if (c != 'K' && c != 'P') {
                throw bad(text, i, "K, P or v");
            }
            int energy = 0;
            boolean digit = i + 1 < text.length() && text.charAt(i + 1) >= '1' && text.charAt(i + 1) <= '4';
            if (withEnergies == null) {
                withEnergies = digit;
            }
            if (digit != withEnergies) {
                throw bad(text, i + 1, withEnergies ? "an energy digit 1-4" : "no energy digit");
            }
            if (digit) {
                energy = text.charAt(++i) - '0';
                if (c == 'K' && energy > 2) {
                    throw bad(text, i, "a king's energy, 1 or 2");
                }
            }
            pieces.add(new int[] {i < split ? 0 : 1, c == 'K' ? 1 : 0, energy});
        }
        if (pieces.size() > MAX_PIECES) {
            throw new IllegalArgumentException("a signature holds at most " + MAX_PIECES + " pieces, not "
                    + Messages.quote(text));
        }
        return of(pieces);
    }

    private static IllegalArgumentException bad(String text, int index, String expected) {
        return new IllegalArgumentException("bad signature " + Messages.quote(text) + " at index " + index
                + ": expected " + expected);
    }

    /** Builds a signature from {colour, king, energy} triples in any order; checks one king a colour. */
    static Signature of(List<int[]> pieces) {
        List<int[]> sorted = new ArrayList<>(pieces);
        // Table order: colour, then the king first, then ascending energy.
        sorted.sort((a, b) -> a[0] != b[0] ? a[0] - b[0] : a[1] != b[1] ? b[1] - a[1] : a[2] - b[2]);
        int n = sorted.size();
        int[] colours = new int[n];
        boolean[] kings = new boolean[n];
        int[] energies = new int[n];
        for (int i = 0; i < n; i++) {
            colours[i] = sorted.get(i)[0];
            kings[i] = sorted.get(i)[1] == 1;
            energies[i] = sorted.get(i)[2];
            if (kings[i] && i > 0 && kings[i - 1] && colours[i - 1] == colours[i]) {
                throw new IllegalArgumentException("a signature holds at most one king of each colour");
            }
        }
        return new Signature(colours, kings, energies);
    }

    /**
     * Every signature of 1 to {@code maxPieces} pieces under the magnetic model, smallest first, so
     * that each table's captures lead to tables listed before it.
     *
     * @param maxPieces 1 to {@link #MAX_PIECES}
     * @return the signatures
     */
    public static List<Signature> allUpTo(int maxPieces) {
        List<Signature> all = new ArrayList<>();
        for (int total = 1; total <= maxPieces; total++) {
            for (int whiteKing = 0; whiteKing <= 1; whiteKing++) {
                for (int redKing = 0; redKing <= 1; redKing++) {
                    for (int whitePawns = 0; whitePawns <= total - whiteKing - redKing; whitePawns++) {
                        int redPawns = total - whiteKing - redKing - whitePawns;
                        if (redPawns >= 0) {
                            all.add(counts(whiteKing, whitePawns, redKing, redPawns));
                        }
                    }
                }
            }
        }
        return all;
    }

    private static Signature counts(int whiteKing, int whitePawns, int redKing, int redPawns) {
        List<int[]> pieces = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            if ((c == 0 ? whiteKing : redKing) == 1) {
                pieces.add(new int[] {c, 1, 0});
            }
            for (int p = 0; p < (c == 0 ? whitePawns : redPawns); p++) {
                pieces.add(new int[] {c, 0, 0});
            }
        }
        return of(pieces);
    }

    /**
     * The signature after piece {@code slot} is captured; its pieces keep their order.
     *
     * @param slot a piece of this signature
     * @return the smaller signature
     */
    public Signature without(int slot) {
        List<int[]> pieces = new ArrayList<>();
        for (int i = 0; i < colours.length; i++) {
            if (i != slot) {
                pieces.add(new int[] {colours[i], kings[i] ? 1 : 0, energies[i]});
            }
        }
        return of(pieces);
    }

    /**
     * Tells whether a side of this signature is bare under the bare-king rule allowing
     * {@code maxPawns} pawns: then the rules end every position at once and no table is needed.
     *
     * @param maxPawns the bare-king rule's pawns (0: the king alone; 1: the king and one pawn)
     * @return true when the rules decide every position
     */
    public boolean isBare(int maxPawns) {
        for (int c = 0; c < 2; c++) {
            boolean king = false;
            int pawns = 0;
            for (int i = 0; i < colours.length; i++) {
                if (colours[i] == c) {
                    king |= kings[i];
                    pawns += kings[i] ? 0 : 1;
                }
            }
            if (king && pawns <= maxPawns) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the number of pieces.
     *
     * @return 0 to {@link #MAX_PIECES}
     */
    public int pieces() {
        return colours.length;
    }

    /**
     * Returns a piece's colour.
     *
     * @param slot the piece
     * @return 0 White, 1 Red
     */
    public int colour(int slot) {
        return colours[slot];
    }

    /**
     * Tells whether a piece is a king.
     *
     * @param slot the piece
     * @return true for a king
     */
    public boolean isKing(int slot) {
        return kings[slot];
    }

    /**
     * Returns a piece's fixed energy, or 0 under the magnetic model.
     *
     * @param slot the piece
     * @return 0 to 4
     */
    public int energy(int slot) {
        return energies[slot];
    }

    /**
     * Tells whether the signature names energies (fixed energies).
     *
     * @return true when every piece carries its energy
     */
    public boolean hasEnergies() {
        return energies.length > 0 && energies[0] != 0;
    }

    /**
     * Returns the number of entries of the plain layout: 2 × 64^pieces.
     *
     * @return the entries
     */
    public long entries() {
        return 2L << 6 * colours.length;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Signature that && Arrays.equals(colours, that.colours)
                && Arrays.equals(kings, that.kings) && Arrays.equals(energies, that.energies);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(colours) * 31 + Arrays.hashCode(energies) * 7 + Arrays.hashCode(kings);
    }

    /** The text {@link #parse} reads: {@code KPvKP}, {@code K2P3vK1P4}. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < colours.length; i++) {
            if (colours[i] == 1 && (i == 0 || colours[i - 1] == 0)) {
                out.append('v');
            }
            out.append(kings[i] ? 'K' : 'P');
            if (energies[i] != 0) {
                out.append(energies[i]);
            }
        }
        if (colours.length == 0 || colours[colours.length - 1] == 0) {
            out.append('v');
        }
        return out.toString();
    }
}
