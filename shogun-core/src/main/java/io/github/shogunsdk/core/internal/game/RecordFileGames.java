package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.BadGamePolicy;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.RecordEntry;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RecordFileException;
import io.github.shogunsdk.api.RecordFileReader;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.notation.RecordSplitter;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The games of a text of many records, one at a time: {@link RecordSplitter} cuts out each game's
 * text, {@link RecordReader} reads it, and a game that cannot be read becomes a
 * {@link RecordFileException} placed in the whole text, which the reader's listener hears of and
 * its policy throws or skips. Holds one game at a time.
 */
public final class RecordFileGames implements Iterator<RecordEntry> {

    private final RecordSplitter splitter;
    private final RecordFileReader settings;
    private int index;
    private RecordEntry next;
    private boolean done;

    /**
     * Starts reading.
     *
     * @param source the text
     * @param settings the policy and listener for bad games, and the bound on a game's length
     */
    public RecordFileGames(Reader source, RecordFileReader settings) {
        this.splitter = new RecordSplitter(source, settings.maxGameLength(),
                settings.badGamePolicy() == BadGamePolicy.SKIP);
        this.settings = settings;
    }

    @Override
    public boolean hasNext() {
        while (next == null && !done) {
            RecordSplitter.Piece piece;
            try {
                piece = splitter.next();
            } catch (IOException e) {
                done = true;
                throw new UncheckedIOException(e);
            }
            if (piece == null) {
                done = true;
                return false;
            }
            index++;
            RecordFileException bad = piece.text() == null ? tooLong(piece) : null;
            if (bad == null) {
                try {
                    GameRecord record = RecordReader.readRecord(piece.text());
                    next = RecordEntry.of(index, piece.line(), record);
                } catch (RecordException e) {
                    bad = placed(piece, e);
                } catch (IllegalArgumentException e) {
                    bad = new RecordFileException(piece.text(), 0, index, piece.line(), piece.line(), piece.column(), 0,
                            null, Messages.flatten(String.valueOf(e.getMessage())));
                }
            }
            if (bad != null) {
                settings.badGameListener().accept(bad);
                if (settings.badGamePolicy() == BadGamePolicy.STOP) {
                    done = true;
                    throw bad;
                }
            }
        }
        return next != null;
    }

    @Override
    public RecordEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no game is left");
        }
        RecordEntry entry = next;
        next = null;
        return entry;
    }

    private RecordFileException tooLong(RecordSplitter.Piece piece) {
        return new RecordFileException("", 0, index, piece.line(), piece.overLine(), piece.overColumn(), 0, null,
                "the game is longer than " + settings.maxGameLength() + " characters, the most this reader keeps");
    }

    /** The record's error, with its line and column counted in the whole text. */
    private RecordFileException placed(RecordSplitter.Piece piece, RecordException e) {
        String prefix = "bad record at line " + e.getLine() + ", column " + e.getColumn() + ": ";
        String message = String.valueOf(e.getMessage());
        String reason = message.startsWith(prefix) ? message.substring(prefix.length()) : message;
        int moveNumber = e.getMoveNumber().orElse(0);
        String move = e.getMove().orElse(null);
        if (moveNumber > 0) {
            String where = "move " + moveNumber + (move == null ? "" : " (" + Messages.oneLine(move) + ")") + ": ";
            reason = reason.startsWith(where) ? reason.substring(where.length()) : reason;
        }
        int line = piece.line() + e.getLine() - 1;
        int column = e.getLine() == 1 ? piece.column() + e.getColumn() - 1 : e.getColumn();
        return new RecordFileException(piece.text(), e.getErrorIndex(), index, piece.line(), line, column, moveNumber,
                move, reason);
    }
}
