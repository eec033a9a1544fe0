package io.github.shogunsdk.api;

/**
 * The two sides of a Shogun game. White starts on rank 1 and moves first; Red starts on rank 8.
 *
 * <pre>{@code
 * Colour.WHITE.opponent();   // RED
 * }</pre>
 */
public enum Colour {
    /** The side that starts on rank 1 and moves first. */
    WHITE,
    /** The side that starts on rank 8. */
    RED;

    /**
     * Returns the other side.
     *
     * @return {@link #RED} for {@link #WHITE} and the other way round
     */
    public Colour opponent() {
        return this == WHITE ? RED : WHITE;
    }

    /**
     * Returns the lower-case English name, as used in messages: {@code "white"} or {@code "red"}.
     *
     * @return the name in lower case
     */
    public String displayName() {
        return this == WHITE ? "white" : "red";
    }
}
