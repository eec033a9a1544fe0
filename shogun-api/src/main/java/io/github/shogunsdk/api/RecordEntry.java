package io.github.shogunsdk.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One game of a file of many records, as a {@link RecordFileReader} reads it: the record, its
 * index in the file (from 1, counting every game, bad games included) and the line it starts on.
 * Immutable.
 *
 * <pre>{@code
 * try (Stream<RecordEntry> games = RecordFileReader.of().read(Path.of("games.sgn"))) {
 *     games.forEach(entry -> System.out.println(entry.index() + " at line " + entry.line() + ": "
 *             + entry.record().result()));
 * }
 * }</pre>
 */
public final class RecordEntry {

    private final int index;
    private final int line;
    private final GameRecord record;

    private RecordEntry(int index, int line, GameRecord record) {
        this.index = index;
        this.line = line;
        this.record = record;
    }

    /**
     * Returns an entry.
     *
     * @param index the game's index in its file, from 1
     * @param line the line of the file the game starts on, from 1
     * @param record the game's record
     * @return the entry
     * @throws IllegalArgumentException if the index or the line is below 1
     */
    public static RecordEntry of(int index, int line, GameRecord record) {
        Objects.requireNonNull(record, "record");
        if (index < 1 || line < 1) {
            throw new IllegalArgumentException("a game's index and line count from 1, not " + index + " and " + line);
        }
        return new RecordEntry(index, line, record);
    }

    /**
     * Returns the game's index in its file.
     *
     * @return the index, from 1; bad games count too
     */
    public int index() {
        return index;
    }

    /**
     * Returns the line of the file the game starts on: the line of its first tag or, without tags,
     * of its first move, comment or result.
     *
     * @return the line, from 1
     */
    public int line() {
        return line;
    }

    /**
     * Returns the game's record, with its tags, comments, glyphs and variations.
     *
     * @return the record
     */
    public GameRecord record() {
        return record;
    }

    /**
     * Returns the game of the record's main line, replayed to its end, as
     * {@link Shogun#readGame(String)} would read the game's text.
     *
     * @return a new mutable game
     * @throws IllegalStateException if no implementation is present
     */
    public Game game() {
        return record.game(NodePath.mainline(record.mainline().size()));
    }

    /**
     * Compares index, line and record.
     *
     * @param other the other object
     * @return true for an equal entry
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return this == other || other instanceof RecordEntry entry && index == entry.index && line == entry.line
                && record.equals(entry.record);
    }

    /**
     * Returns a hash of what {@link #equals} compares.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return Objects.hash(index, line, record);
    }

    /**
     * Describes the entry briefly.
     *
     * @return its index, line and record
     */
    @Override
    public String toString() {
        return "RecordEntry[game " + index + " at line " + line + ", " + record + "]";
    }
}
