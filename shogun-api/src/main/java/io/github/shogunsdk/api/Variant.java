package io.github.shogunsdk.api;

import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.internal.Words;

/**
 * The three rule sets, which differ in what makes a move legal and how a game ends.
 *
 * <pre>{@code
 * Variant.parse("KotH");   // KOTH
 * Variant.COURSEWORK.id(); // "coursework"
 * }</pre>
 */
public enum Variant {
    /** A move is legal when it does not leave the mover's own king in check (the default). */
    STANDARD,
    /**
     * The coursework's rules: a pawn may move anywhere in its reach (even leaving its king in
     * check); a king may not move to a square an enemy piece attacks, nor capture a defended
     * piece; a captured king loses.
     */
    COURSEWORK,
    /** King of the hill: standard legality, and a king that lands on d4, e4, d5 or e5 wins. */
    KOTH;

    /**
     * Returns the name used in records and on the command line.
     *
     * @return {@code "standard"}, {@code "coursework"} or {@code "koth"}
     */
    public String id() {
        return Words.word(this);
    }

    /**
     * Reads a name in any letter case; a leading byte-order mark is ignored.
     *
     * @param name {@code standard}, {@code coursework} or {@code koth}
     * @return the variant
     * @throws NotationException for any other name, saying which are allowed
     * @throws NullPointerException if {@code name} is null
     */
    public static Variant parse(String name) {
        java.util.Objects.requireNonNull(name, "name");
        // A byte-order mark is skipped, as every parser does; the error index still counts it.
        int start = name.startsWith("\uFEFF") ? 1 : 0;
        Variant variant = Words.find(Variant.values(), AsciiCase.lower(name.substring(start)));
        if (variant != null) {
            return variant;
        }
        throw new NotationException("rule set", name, start, "expected standard, coursework or koth");
    }
}
