package io.github.shogunsdk.json;

/**
 * What reading does with a key that a shape does not name, such as {@code "colour"} in a path.
 * Reading refuses such keys by default, as Jackson 2 does, so that a misspelt key is never lost
 * without a word.
 */
public enum UnknownKeys {

    /** An unknown key is refused: the read fails, naming the key and the keys the shape has. */
    REFUSE,

    /** An unknown key and its value are skipped. */
    SKIP
}
