package io.github.shogunsdk.api;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when a game record (SGN) cannot be read or replayed. Its one-line message names the line
 * and column, the move (its number and text) where that applies, and the reason; it never quotes
 * more of the record than the offending token.
 *
 * <pre>{@code
 * try {
 *     Shogun.readGame("1. d1d4 *");
 * } catch (RecordException e) {
 *     e.getLine();         // 1
 *     e.getColumn();       // 4
 *     e.getMoveNumber();   // OptionalInt[1]
 *     e.getMessage();      // bad record at line 1, column 4: move 1 (d1d4): illegal move d1d4: the white king …
 * }
 * }</pre>
 */
public class RecordException extends NotationException {

    private static final long serialVersionUID = 2L;

    private final int line;
    private final int column;
    private final int moveNumber;
    private final @Nullable String move;

    /**
     * Creates the exception for a fault outside the moves (a tag, a comment, the result).
     *
     * @param record the whole record
     * @param index the index of the first bad character in the record
     * @param line the line of that character, from 1
     * @param column the column of that character, from 1
     * @param reason what is wrong, without a final full stop; it must not contain raw input
     */
    public RecordException(String record, int index, int line, int column, String reason) {
        this(record, index, line, column, 0, null, reason);
    }

    /**
     * Creates the exception for a fault in a move.
     *
     * @param record the whole record
     * @param index the index of the first bad character in the record
     * @param line the line of that character, from 1
     * @param column the column of that character, from 1
     * @param moveNumber the number of the move at fault, as the record numbers moves (1 or more)
     * @param move the move's text as the record gives it, or null when it is not a move's text
     * @param reason what is wrong, without a final full stop; it must not contain raw input
     */
    public RecordException(String record, int index, int line, int column, int moveNumber, @Nullable String move,
            String reason) {
        this(record, index, line, column, "", moveNumber, move, reason);
    }

    /**
     * Creates the exception with what the message says before the move, for a subclass that places
     * the record in something larger (the game of a file: {@code "game 2: "}).
     *
     * @param record the record's text
     * @param index the index of the first bad character in the record
     * @param line the line of that character, from 1
     * @param column the column of that character, from 1
     * @param context the message's start, empty or ending with {@code ": "}
     * @param moveNumber the number of the move at fault, or 0 when the fault is not in a move
     * @param move the move's text as the record gives it, or null
     * @param reason what is wrong, without a final full stop; it must not contain raw input
     */
    protected RecordException(String record, int index, int line, int column, String context, int moveNumber,
            @Nullable String move, String reason) {
        super("record", Objects.requireNonNull(record, "record"), index, line, column,
                Objects.requireNonNull(context, "context") + where(moveNumber, move)
                        + Objects.requireNonNull(reason, "reason"));
        this.line = line;
        this.column = column;
        this.moveNumber = moveNumber;
        this.move = move;
    }

    /**
     * Returns the line of the fault.
     *
     * @return the line, from 1
     */
    public int getLine() {
        return line;
    }

    /**
     * Returns the column of the fault.
     *
     * @return the column, from 1
     */
    public int getColumn() {
        return column;
    }

    /**
     * Returns the number of the move at fault, as the record numbers moves (White's and Red's
     * moves share a number).
     *
     * @return the move number, or empty when the fault is not in a move
     */
    public OptionalInt getMoveNumber() {
        return moveNumber > 0 ? OptionalInt.of(moveNumber) : OptionalInt.empty();
    }

    /**
     * Returns the text of the move at fault, as the record gives it.
     *
     * @return the move's text, or empty when the fault is not in a move
     */
    public Optional<String> getMove() {
        return Optional.ofNullable(move);
    }

    private static String where(int moveNumber, @Nullable String move) {
        if (moveNumber <= 0) {
            return "";
        }
        return "move " + moveNumber + (move == null ? "" : " (" + io.github.shogunsdk.api.spi.Messages.oneLine(move) + ")")
                + ": ";
    }
}
