package io.github.shogunsdk.api;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Thrown or reported when one game of a file of many records cannot be read or replayed. It is a
 * {@link RecordException} whose line and column count in the whole file, not in the game, and it
 * adds the game's index and the line the game starts on. Its one-line message is the record's
 * message with the file's line and column; from the second game on, {@code game N: } precedes the
 * reason, so that the first game of a file is refused in the same words as a file of one record.
 *
 * <pre>{@code
 * // a good game on lines 1 to 3, then from line 6 a game whose first move is illegal
 * String text = "[White \"Al\"]\n\n1. d1d3:1 *\n\n\n[White \"Bo\"]\n\n1. d1d4 *\n";
 * try (Stream<RecordEntry> games = RecordFileReader.of().read(new StringReader(text))) {
 *     games.forEach(entry -> { });
 * } catch (RecordFileException e) {
 *     e.getGameIndex();   // 2
 *     e.getGameLine();    // 6
 *     e.getLine();        // 8: the line of d1d4 in the text
 *     e.getMessage();     // bad record at line 8, column 4: game 2: move 1 (d1d4): illegal move d1d4: …
 * }
 * }</pre>
 */
public class RecordFileException extends RecordException {

    private static final long serialVersionUID = 1L;

    private final int gameIndex;
    private final int gameLine;

    /**
     * Creates the exception.
     *
     * @param gameText the game's text, or an empty text for a game too long to keep
     * @param index the index of the first bad character in the game's text
     * @param gameIndex the game's index in the file, from 1
     * @param gameLine the line of the file the game starts on, from 1
     * @param line the line of the fault in the file, from 1
     * @param column the column of the fault in the file, from 1
     * @param moveNumber the number of the move at fault, or 0 when the fault is not in a move
     * @param move the move's text as the record gives it, or null
     * @param reason what is wrong, without the move and without a final full stop; it must not contain
     *     raw input other than the move's text
     */
    public RecordFileException(String gameText, int index, int gameIndex, int gameLine, int line, int column,
            int moveNumber, @Nullable String move, String reason) {
        super(Objects.requireNonNull(gameText, "gameText"), index, line, column,
                gameIndex > 1 ? "game " + gameIndex + ": " : "", moveNumber, move, reason);
        this.gameIndex = gameIndex;
        this.gameLine = gameLine;
    }

    /**
     * Returns the game's index in its file.
     *
     * @return the index, from 1
     */
    public int getGameIndex() {
        return gameIndex;
    }

    /**
     * Returns the line of the file the game starts on.
     *
     * @return the line, from 1
     */
    public int getGameLine() {
        return gameLine;
    }
}
