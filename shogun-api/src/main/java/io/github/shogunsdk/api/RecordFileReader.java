package io.github.shogunsdk.api;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads a text of many game records (SGN) one game at a time, as a lazy {@link Stream} of
 * {@link RecordEntry}: a file of any size is read in memory bounded by one game, never whole. Each
 * game comes with its index in the file (from 1) and the line it starts on. Immutable: the
 * settings are values, and each {@code read} starts a new stream.
 *
 * <p><b>Where a game ends</b> (docs/RECORDS-FILES.md): right after its result token
 * ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *}) outside comments, tags and variations,
 * or, for a game without a result token, before a line whose first character other than a space
 * or tab is the {@code [} of the next game's tags, or at the end of the text. White space between
 * games is skipped; the files {@link RecordFileWriter} writes put a blank line between a result
 * and the next game's tags. A leading byte-order mark is ignored.
 *
 * <p><b>Bad games.</b> A game that cannot be read or replayed is reported as a
 * {@link RecordFileException} with its index, the line it starts on, and the line and column of
 * the fault counted in the whole text. The {@linkplain #withBadGamePolicy policy} says whether the
 * stream then throws it ({@link BadGamePolicy#STOP}, the default) or skips the game and goes on
 * ({@link BadGamePolicy#SKIP}); the {@linkplain #withBadGameListener listener} hears of it first
 * either way. Later games keep their indices.
 *
 * <p><b>Bounds.</b> Each game is read under the limits of {@link Shogun#readRecord(String)} (plies,
 * tags, variation depth) and is at most {@link #maxGameLength()} characters long
 * ({@link Shogun#MAX_RECORD_LENGTH} unless set lower). A game past that length is refused as a
 * bad game at the character beyond the bound, without being kept. Under {@link BadGamePolicy#STOP}
 * reading stops there, so an endless game (a device of zeros) ends the stream; under
 * {@link BadGamePolicy#SKIP} the reader goes on scanning the game, holding nothing, to where it ends
 * by the rules above, and resumes with the next game (an endless game is then scanned for as long
 * as it lasts: bound the source when it may be endless).
 *
 * <pre>{@code
 * RecordFileReader reader = RecordFileReader.of().withBadGamePolicy(BadGamePolicy.SKIP)
 *         .withBadGameListener(bad -> System.err.println(bad.getMessage()));
 * try (Stream<RecordEntry> games = reader.read(Path.of("games.sgn"))) {
 *     long whiteWins = games.filter(entry -> entry.record().result().equals("1-0")).count();
 * }
 * // or a for-each loop over its iterator
 * try (Stream<RecordEntry> games = RecordFileReader.of().read(Path.of("games.sgn"))) {
 *     for (RecordEntry entry : (Iterable<RecordEntry>) games::iterator) {
 *         System.out.println(entry.index() + ": " + entry.record().mainline().size() + " plies");
 *     }
 * }
 * }</pre>
 */
public final class RecordFileReader {

    private static final Consumer<RecordFileException> NO_LISTENER = bad -> { };
    private static final RecordFileReader DEFAULT = new RecordFileReader(BadGamePolicy.STOP, NO_LISTENER,
            Shogun.MAX_RECORD_LENGTH);

    private final BadGamePolicy badGamePolicy;
    private final Consumer<? super RecordFileException> badGameListener;
    private final int maxGameLength;

    private RecordFileReader(BadGamePolicy badGamePolicy, Consumer<? super RecordFileException> badGameListener,
            int maxGameLength) {
        this.badGamePolicy = badGamePolicy;
        this.badGameListener = badGameListener;
        this.maxGameLength = maxGameLength;
    }

    /**
     * Returns the reader with the default settings: stop at the first bad game, no listener, games
     * of at most {@link Shogun#MAX_RECORD_LENGTH} characters.
     *
     * @return the reader
     */
    public static RecordFileReader of() {
        return DEFAULT;
    }

    /**
     * Returns what the reader does with a bad game.
     *
     * @return the policy
     */
    public BadGamePolicy badGamePolicy() {
        return badGamePolicy;
    }

    /**
     * Returns this reader with another policy for bad games.
     *
     * @param policy {@link BadGamePolicy#STOP} or {@link BadGamePolicy#SKIP}
     * @return the new reader
     */
    public RecordFileReader withBadGamePolicy(BadGamePolicy policy) {
        return new RecordFileReader(Objects.requireNonNull(policy, "policy"), badGameListener, maxGameLength);
    }

    /**
     * Returns what hears of each bad game before the policy applies.
     *
     * @return the listener; by default one that does nothing
     */
    public Consumer<? super RecordFileException> badGameListener() {
        return badGameListener;
    }

    /**
     * Returns this reader with another listener for bad games, called on the reading thread with
     * each bad game's exception before the policy applies. A listener that throws stops the stream
     * with its exception.
     *
     * @param listener the listener
     * @return the new reader
     */
    public RecordFileReader withBadGameListener(Consumer<? super RecordFileException> listener) {
        return new RecordFileReader(badGamePolicy, Objects.requireNonNull(listener, "listener"), maxGameLength);
    }

    /**
     * Returns the most characters a game may hold.
     *
     * @return the bound, by default {@link Shogun#MAX_RECORD_LENGTH}
     */
    public int maxGameLength() {
        return maxGameLength;
    }

    /**
     * Returns this reader with another bound on a game's length; the memory a read holds is that
     * of the longest game's text and its record, whatever the number of games.
     *
     * @param characters from 1 to {@link Shogun#MAX_RECORD_LENGTH}
     * @return the new reader
     * @throws IllegalArgumentException for a bound out of range
     */
    public RecordFileReader withMaxGameLength(int characters) {
        if (characters < 1 || characters > Shogun.MAX_RECORD_LENGTH) {
            throw new IllegalArgumentException("a game's length is bounded by 1 to " + Shogun.MAX_RECORD_LENGTH
                    + " characters, not " + characters);
        }
        return new RecordFileReader(badGamePolicy, badGameListener, characters);
    }

    /**
     * Reads the games of a text, lazily: each is read when the stream asks for it. Closing the
     * stream closes the source. An {@link IOException} of the source is thrown by the stream as an
     * {@link UncheckedIOException}.
     *
     * @param source the text; read from where it stands, one buffer at a time
     * @return a sequential stream of the games, to be closed
     */
    public Stream<RecordEntry> read(Reader source) {
        Objects.requireNonNull(source, "source");
        Iterator<RecordEntry> games = Shogun.provider().readRecords(source, this);
        Spliterator<RecordEntry> split = Spliterators.spliteratorUnknownSize(games,
                Spliterator.ORDERED | Spliterator.NONNULL);
        return StreamSupport.stream(split, false).onClose(() -> {
            try {
                source.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * Reads the games of a UTF-8 byte stream, lazily, like {@link #read(Reader)}. A byte sequence
     * that is not UTF-8 stops the stream with an {@link UncheckedIOException} whose cause is a
     * {@link java.nio.charset.CharacterCodingException}.
     *
     * @param source the bytes
     * @return a sequential stream of the games, to be closed; closing it closes the source
     */
    public Stream<RecordEntry> read(InputStream source) {
        Objects.requireNonNull(source, "source");
        return read(new BufferedReader(new InputStreamReader(source, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT))));
    }

    /**
     * Reads the games of a UTF-8 file, lazily, like {@link #read(InputStream)}.
     *
     * @param file the file
     * @return a sequential stream of the games, to be closed (in a try-with-resources statement);
     *     closing it closes the file
     * @throws IOException if the file cannot be opened
     */
    public Stream<RecordEntry> read(Path file) throws IOException {
        return read(Files.newInputStream(Objects.requireNonNull(file, "file")));
    }

    /**
     * Describes the settings.
     *
     * @return the policy and the bound
     */
    @Override
    public String toString() {
        return "RecordFileReader[" + badGamePolicy + ", games of at most " + maxGameLength + " characters]";
    }
}
