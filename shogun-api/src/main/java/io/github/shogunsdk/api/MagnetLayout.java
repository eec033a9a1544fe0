package io.github.shogunsdk.api;

import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The magnet values (1–4) under the 64 squares, which set a piece's energy when it lands.
 * Immutable.
 *
 * <p>The text form lists the 64 values rank 8 first, files a to h; the standard layout is
 * {@code 4231331311234124241123244411232143231124123334423234214143241432}. When reading, the ranks
 * may be separated by {@code /} for legibility.
 *
 * <pre>{@code
 * MagnetLayout standard = MagnetLayout.standard();
 * standard.valueAt(Square.parse("d1"));                       // 4
 * standard.rotated(Rotation.R90).valueAt(Square.parse("a1")); // 2, the standard value on h1
 * MagnetLayout custom = MagnetLayout.parse("11111111/22222222/33333333/44444444/11111111/22222222/33333333/44444444");
 * custom.toString();   // "1111111122222222333333334444444411111111222222223333333344444444"
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
     * Reads a layout: 64 digits 1–4, rank 8 first, files a to h; the ranks may be separated by
     * {@code /} (all of them, or none).
     *
     * @param text the layout
     * @return the layout
     * @throws NotationException naming the first bad character
     * @throws NullPointerException if {@code text} is null
     */
    public static MagnetLayout parse(String text) {
        Objects.requireNonNull(text, "text");
        TextCursor in = new TextCursor("magnet layout", text);
        boolean slashes = text.indexOf('/') >= 0;
        byte[] values = new byte[Square.COUNT];
        for (int rank = 8; rank >= 1; rank--) {
            for (int file = 1; file <= 8; file++) {
                char c = in.peek();
                if (in.atEnd() || c < '1' || c > '4') {
                    throw in.error("expected a magnet value 1-4 for " + Square.of(file, rank) + ", found " + in.found());
                }
                values[Square.of(file, rank).index()] = (byte) (c - '0');
                in.advance();
            }
            if (slashes && rank > 1 && !in.accept('/')) {
                throw in.error("expected '/' after rank " + rank + ", found " + in.found());
            }
        }
        in.requireEnd("the end of the layout");
        return new MagnetLayout(values);
    }

    /**
     * Returns the magnet value under a square.
     *
     * @param square the square
     * @return 1 to 4
     */
    public int valueAt(Square square) {
        return values[Objects.requireNonNull(square, "square").index()];
    }

    /**
     * Returns this layout as it lies once the board is turned clockwise.
     *
     * @param rotation how far the board is turned
     * @return the turned layout
     */
    public MagnetLayout rotated(Rotation rotation) {
        Objects.requireNonNull(rotation, "rotation");
        byte[] turned = new byte[Square.COUNT];
        for (Square square : Square.all()) {
            turned[square.index()] = values[rotation.sourceOf(square).index()];
        }
        return new MagnetLayout(turned);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof MagnetLayout layout && Arrays.equals(values, layout.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /**
     * Returns the text form, which {@link #parse parse} reads back.
     *
     * @return 64 digits, rank 8 first, files a to h
     */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(Square.COUNT);
        for (int rank = 8; rank >= 1; rank--) {
            for (int file = 1; file <= 8; file++) {
                out.append(values[Square.of(file, rank).index()]);
            }
        }
        return out.toString();
    }
}
