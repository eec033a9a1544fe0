package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.RecordFileWriter;
import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code shogun match --record FILE}: appends each game of the match to a records file as it ends
 * ({@link RecordFileWriter}: whole games only), with tags that say who played and how it ended
 * (docs/RECORDS-FILES.md): {@code White} and {@code Red} (the players as given, for this game's
 * colours), {@code Round} (the game's number in the match), {@code Result}, {@code Termination}
 * ({@value #NORMAL} when the rules ended the game, {@value #TIME} when a clock ran out,
 * {@value #ADJUDICATION} at the match's ply limit), {@code TimeControl} ({@code BASE+INC} of
 * {@code --clock}, or {@code -}) and, without a clock, {@code Level}. A game that did not end by
 * the rules reads back with its result as a resignation or an agreed draw, as any record does.
 */
final class MatchRecords {

    /** The termination of a game the rules ended. */
    static final String NORMAL = "normal";
    /** The termination of a game lost on time. */
    static final String TIME = "time forfeit";
    /** The termination of a game stopped at the match's ply limit. */
    static final String ADJUDICATION = "adjudication";

    private final String name;
    private final RecordFileWriter writer;
    private final String whitePlayer;
    private final String redPlayer;
    private final String timeControl;
    private final String level;

    private MatchRecords(String name, Path file, String whitePlayer, String redPlayer, String timeControl,
            String level) {
        this.name = name;
        this.writer = RecordFileWriter.of(file);
        this.whitePlayer = whitePlayer;
        this.redPlayer = redPlayer;
        this.timeControl = timeControl;
        this.level = level;
    }

    /**
     * Checks the tags and opens the file before the match starts (creating it, empty, if absent),
     * so that a file that cannot be written stops the match before its first game.
     *
     * @param name the file's name, as typed
     * @param white the first player, as given
     * @param red the second player, as given
     * @param setup the match's setup
     * @param clock {@code --clock}'s value, or null
     * @param level the level the match reports
     * @return the records
     * @throws UsageException if a player's text cannot be a tag's value
     * @throws IllegalArgumentException naming the file if it cannot be written
     */
    static MatchRecords open(String name, String white, String red, GameSetup setup, String clock, String level) {
        try {
            GameRecord.of(setup).withTags(Map.of("White", white, "Red", red));
        } catch (IllegalArgumentException e) {
            throw new UsageException("option --record: a player cannot be a record's tag: " + ShogunCommand.oneLine(e));
        }
        try {
            Path file = RecordFile.path(name);
            try (OutputStream touch = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
                touch.flush();
            }
            return new MatchRecords(name, file, white, red, clock == null ? "-" : clock, level);
        } catch (IOException e) {
            throw new IllegalArgumentException(Messages.oneLine(name) + ": cannot write: " + RecordFile.problem(e), e);
        }
    }

    /**
     * Appends one game.
     *
     * @param game the game as played
     * @param number its number in the match, from 1
     * @param swapped whether the second player had White
     * @param result the result token
     * @param termination how it ended: {@link #NORMAL}, {@link #TIME} or {@link #ADJUDICATION}
     * @throws IllegalArgumentException naming the file if it cannot be written
     */
    void save(Game game, int number, boolean swapped, String result, String termination) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("White", swapped ? redPlayer : whitePlayer);
        tags.put("Red", swapped ? whitePlayer : redPlayer);
        tags.put("Round", Integer.toString(number));
        tags.put("Termination", termination);
        tags.put("TimeControl", timeControl);
        if (timeControl.equals("-")) {
            tags.put("Level", level);
        }
        tags.putAll(game.tags());
        try {
            writer.append(GameRecord.of(game).withTags(tags).withResult(result));
        } catch (IOException e) {
            throw new IllegalArgumentException(Messages.oneLine(name) + ": cannot write: " + RecordFile.problem(e), e);
        }
    }
}
