package io.github.shogunsdk.api;

/**
 * What a {@link RecordFileReader} does with a game of a file that cannot be read or replayed.
 * Either way the game is reported first to the reader's
 * {@linkplain RecordFileReader#badGameListener() listener}, as a {@link RecordFileException}
 * naming the game's index, the line it starts on, and the line and column of the fault in the file.
 *
 * <pre>{@code
 * RecordFileReader skipping = RecordFileReader.of()
 *         .withBadGamePolicy(BadGamePolicy.SKIP)
 *         .withBadGameListener(bad -> System.err.println(bad.getMessage()));
 * }</pre>
 */
public enum BadGamePolicy {

    /**
     * Stop at the bad game: the stream throws its {@link RecordFileException} where the game would
     * have come; the games before it have been delivered. The default.
     */
    STOP,

    /** Skip the bad game and go on with the next one; the indices of later games still count it. */
    SKIP
}
