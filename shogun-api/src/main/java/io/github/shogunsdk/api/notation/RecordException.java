package io.github.shogunsdk.api.notation;

/**
 * Thrown when a game record (SGN) cannot be read or replayed: it names the line and column, the
 * move (its number and text) where that applies, and the reason, on one line.
 *
 * <pre>{@code
 * try {
 *     Shogun.readGame("1. d1d4 *");
 * } catch (RecordException e) {
 *     e.getLine();      // 1
 *     e.getColumn();    // 4
 *     e.getMessage();   // bad record at line 1, column 4: move 1 (d1d4): illegal move d1d4: the white king ...
 * }
 * }</pre>
 */
public class RecordException extends NotationException {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;
    private final int moveNumber;

    /**
     * Creates the exception.
     *
     * @param record the whole record
     * @param index the index of the first bad character in the record
     * @param line the line of that character, from 1
     * @param column the column of that character, from 1
     * @param moveNumber the number of the move at fault (as the record numbers moves), or 0 when the
     *     fault is not in a move
     * @param move the move's text, or null
     * @param reason what is wrong
     */
    public RecordException(String record, int index, int line, int column, int moveNumber, String move, String reason) {
        super("record", record, index, line, column, where(line, column, moveNumber, move) + reason);
        this.line = line;
        this.column = column;
        this.moveNumber = moveNumber;
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
     * @return the move number, or 0 when the fault is not in a move
     */
    public int getMoveNumber() {
        return moveNumber;
    }

    private static String where(int line, int column, int moveNumber, String move) {
        return moveNumber > 0 ? "move " + moveNumber + (move == null ? "" : " (" + move + ")") + ": " : "";
    }
}
