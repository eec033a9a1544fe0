package io.github.shogunsdk.api;

import io.github.shogunsdk.api.notation.NotationException;
import java.util.Arrays;

/**
 * The magnet values (1–4) under the 64 squares, which set a piece's energy when it lands.
 * Immutable.
 *
 * <p>The text form lists the values rank 8 first, files a to h, ranks separated by {@code /}; the
 * standard layout is {@code 42313313/11234124/24112324/44112321/43231124/12333442/32342141/43241432}.
 *
 * <pre>{@code
 * MagnetLayout standard = MagnetLayout.standard();
 * standard.valueAt(Square.of("d1"));                       // 4
 * standard.rotated(Rotation.R90).valueAt(Square.of("a1")); // 2, the standard value on h1
 * MagnetLayout custom = MagnetLayout.parse("11111111/22222222/33333333/44444444/11111111/22222222/33333333/44444444");
 * }</pre>
 */
public final class MagnetLayout {

    private static final MagnetLayout STANDARD =
            parse("42313313/11234124/24112324/44112321/43231124/12333442/32342141/43241432");

    private final byte[] values;

    private MagnetLayout(byte[] values) {
        this.values = values;
    }

    /**
     * Returns the standard layout of the physical board, unturned.
     *
     * @return the standard layout
     */
    public static MagnetLayout standard() {
        return STANDARD;
    }

    /**
     * Reads a layout: eight groups of eight digits 1–4, rank 8 first, separated by {@code /}.
     *
     * @param text the layout
     * @return the layout
     * @throws NotationException naming the first bad character
     */
    public static MagnetLayout parse(String text) {
        if (text == null) {
            throw new NotationException("magnet layout", "", 0, "expected 8 ranks of 8 digits 1-4, found nothing");
        }
        byte[] values = new byte[Square.COUNT];
        int index = 0;
        for (int rank = 8; rank >= 1; rank--) {
            for (int file = 1; file <= 8; file++, index++) {
                char c = index < text.length() ? text.charAt(index) : 0;
                if (c < '1' || c > '4') {
                    throw new NotationException("magnet layout", text, index, "expected a magnet value 1-4 for "
                            + Square.of(file, rank) + ", found " + (c == 0 ? "the end of the text" : "'" + c + "'"));
                }
                values[Square.of(file, rank).index()] = (byte) (c - '0');
            }
            if (rank > 1) {
                if (index >= text.length() || text.charAt(index) != '/') {
                    throw new NotationException("magnet layout", text, index, "expected '/' after rank " + rank);
                }
                index++;
            }
        }
        if (index < text.length()) {
            throw new NotationException("magnet layout", text, index, "expected the end of the layout");
        }
        return new MagnetLayout(values);
    }

    /**
     * Returns the magnet value under a square.
     *
     * @param square the square
     * @return 1 to 4
     */
    public int valueAt(Square square) {
        return values[square.index()];
    }

    /**
     * Returns this layout as it lies once the board is turned clockwise.
     *
     * @param rotation how far the board is turned
     * @return the turned layout
     */
    public MagnetLayout rotated(Rotation rotation) {
        byte[] turned = new byte[Square.COUNT];
        for (Square square : Square.all()) {
            turned[square.index()] = values[rotation.sourceOf(square).index()];
        }
        return new MagnetLayout(turned);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MagnetLayout layout && Arrays.equals(values, layout.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /**
     * Returns the text form, which {@link #parse} reads back.
     *
     * @return eight ranks of eight digits, rank 8 first
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(71);
        for (int rank = 8; rank >= 1; rank--) {
            for (int file = 1; file <= 8; file++) {
                out.append(values[Square.of(file, rank).index()]);
            }
            if (rank > 1) {
                out.append('/');
            }
        }
        return out.toString();
    }
}
