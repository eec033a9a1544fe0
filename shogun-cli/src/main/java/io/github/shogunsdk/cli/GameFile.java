package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.BadGamePolicy;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.RecordEntry;
import io.github.shogunsdk.api.RecordFileReader;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Reads the games of a record file (or of standard input for {@code -}) for {@code next},
 * {@code best} and {@code review}, one game at a time ({@link RecordFileReader}), so a file of any
 * number of games is read in the memory of one. Each game is bounded like a whole input before
 * ({@link BoundedInput#MAX_BYTES} bytes), so an endless input is refused with the same line. A file
 * without any game (empty, or only white space) holds one game without moves, as it always did.
 * Every failure is one {@link IllegalArgumentException} line naming the file (or standard input).
 */
final class GameFile {

    /** The option that picks one game. */
    static final String OPTION = "--game";

    private GameFile() {
    }

    /**
     * Parses the {@code --game} option.
     *
     * @param text the option's value, or null when it is not given
     * @return the game's number, from 1; 0 when not given
     */
    static int number(String text) {
        return text == null ? 0 : (int) Numbers.parse(text, OPTION, 1, Integer.MAX_VALUE, 0);
    }

    /**
     * Reads one game; games before it are cut out but not replayed, so a bad one does not matter,
     * and the games after it are not read at all.
     *
     * @param name the file's name, or {@code -}
     * @param stdin standard input
     * @param number the game's number, from 1
     * @return its record
     * @throws IllegalArgumentException naming the file and the problem: it cannot be read, the game
     *     is bad, or the file holds fewer games
     */
    static GameRecord record(String name, InputStream stdin, int number) {
        GameRecord[] found = new GameRecord[1];
        int count = read(name, stdin, number, entry -> {
            if (entry.index() == number) {
                found[0] = entry.record();
            }
        });
        if (found[0] != null) {
            return found[0];
        }
        if (count == 0 && number == 1) {
            return Shogun.readRecord("");
        }
        throw new IllegalArgumentException(where(name) + ": " + OPTION + " " + number + " is out of range: it holds "
                + count + (count == 1 ? " game" : " games"));
    }

    /**
     * Reads one game, like {@link #record}, and replays its main line.
     *
     * @param name the file's name, or {@code -}
     * @param stdin standard input
     * @param number the game's number, from 1
     * @return the game after the main line's last ply, with the record's result applied
     * @throws IllegalArgumentException naming the file and the problem
     */
    static Game game(String name, InputStream stdin, int number) {
        GameRecord record = record(name, stdin, number);
        try {
            return record.game(NodePath.mainline(record.mainline().size()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where(name) + ": " + ShogunCommand.oneLine(e), e);
        }
    }

    /**
     * Hands every game to an action, in order, stopping at the first bad one.
     *
     * @param name the file's name, or {@code -}
     * @param stdin standard input
     * @param action what to do with each game
     * @throws IllegalArgumentException naming the file and the problem
     */
    static void forEach(String name, InputStream stdin, Consumer<GameRecord> action) {
        int count = read(name, stdin, 0, entry -> action.accept(entry.record()));
        if (count == 0) {
            action.accept(Shogun.readRecord(""));
        }
    }

    /**
     * Reads games until the one wanted (every game for 0), skipping bad games before it and stopping
     * at a bad one otherwise.
     *
     * @return how many games the file holds, or the number wanted once it is found
     */
    private static int read(String name, InputStream stdin, int wanted, Consumer<RecordEntry> action) {
        boolean fromStdin = name.equals("-");
        int[] seen = new int[1];
        Progress progress = Progress.ticker("reading " + where(name));
        try (PerGame bytes = new PerGame(fromStdin ? new FilterInputStream(stdin) {
                    @Override
                    public void close() {
                        // standard input stays open
                    }
                } : BoundedInput.open(RecordFile.path(name)))) {
            RecordFileReader reader = RecordFileReader.of()
                    .withBadGamePolicy(wanted > 0 ? BadGamePolicy.SKIP : BadGamePolicy.STOP)
                    .withBadGameListener(bad -> {
                        bytes.newGame();
                        seen[0] = bad.getGameIndex();
                        if (bad.getGameIndex() == wanted) {
                            throw bad;
                        }
                    });
            Reader text = new InputStreamReader(bytes, StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(fromStdin ? CodingErrorAction.REPLACE : CodingErrorAction.REPORT)
                    .onUnmappableCharacter(fromStdin ? CodingErrorAction.REPLACE : CodingErrorAction.REPORT));
            try (Stream<RecordEntry> games = reader.read(text)) {
                Iterator<RecordEntry> iterator = games.iterator();
                while (iterator.hasNext()) {
                    RecordEntry entry = iterator.next();
                    bytes.newGame();
                    seen[0] = entry.index();
                    action.accept(entry);
                    if (entry.index() == wanted) {
                        break;
                    }
                }
            }
            return seen[0];
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException(where(name) + ": cannot read: " + RecordFile.problem(e.getCause()), e);
        } catch (IOException e) {
            throw new IllegalArgumentException(where(name) + ": cannot read: " + RecordFile.problem(e), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where(name) + ": " + ShogunCommand.oneLine(e), e);
        } finally {
            progress.close();
        }
    }

    private static String where(String name) {
        return name.equals("-") ? "standard input" : Messages.oneLine(name);
    }

    /**
     * Counts the bytes read since the last game ended and refuses more than
     * {@link BoundedInput#MAX_BYTES} of them (a little more: the reader reads ahead a buffer), so
     * that an endless game ends the command instead of being scanned for ever.
     */
    private static final class PerGame extends FilterInputStream {

        private static final long SLACK = 1 << 16;

        private long count;

        PerGame(InputStream in) {
            super(in);
        }

        void newGame() {
            count = 0;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            counted(b < 0 ? 0 : 1);
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            counted(Math.max(n, 0));
            return n;
        }

        private void counted(int n) throws IOException {
            count += n;
            if (count > BoundedInput.MAX_BYTES + SLACK) {
                throw BoundedInput.tooLongInput();
            }
        }
    }
}
