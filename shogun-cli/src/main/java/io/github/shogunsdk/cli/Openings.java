package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How the games of a match open: a number of random plies drawn from each pair's seed, or the
 * lines of an openings file, each a sequence of moves from the setup's start (pair {@code p} plays
 * line {@code (p − 1) mod lines}). An openings file holds one opening a line, moves in the SDK's
 * notation separated by spaces; blank lines and lines starting with {@code #} are skipped. Every
 * line is replayed when the file is read, so a bad line fails the match before any game.
 */
final class Openings {

    /** The most openings a file may hold. */
    static final int MAX_LINES = 100_000;
    /**
     * The longest word read as a move: the longest move text ({@code d4xb6:2+}, {@code d1-d3#}) has
     * 8 characters; a longer word is refused without being shown.
     */
    static final int MAX_MOVE_CHARS = 12;

    private final List<List<String>> lines;
    private final int randomPlies;
    private final String description;

    private Openings(List<List<String>> lines, int randomPlies, String description) {
        this.lines = lines;
        this.randomPlies = randomPlies;
        this.description = description;
    }

    /**
     * Openings of random plies.
     *
     * @param plies how many random plies open each game
     * @return the openings
     */
    static Openings random(int plies) {
        return new Openings(List.of(), plies, plies + " random plies");
    }

    /**
     * Reads an openings file and replays every line.
     *
     * @param name the file's name, as typed
     * @param setup the rules and energies the games are played under
     * @return the openings
     * @throws IllegalArgumentException naming the file, the line and the problem
     */
    static Openings read(String name, GameSetup setup) {
        String where = Messages.oneLine(name);
        String text;
        try {
            text = RecordFile.read(name);
        } catch (IOException e) {
            throw new IllegalArgumentException(where + ": cannot read: " + RecordFile.problem(e), e);
        }
        List<List<String>> lines = new ArrayList<>();
        int number = 0;
        // LF, CRLF and a lone CR all end a line, as in records.
        for (String line : text.split("\r\n|\r|\n", -1)) {
            number++;
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            if (lines.size() == MAX_LINES) {
                throw new IllegalArgumentException(where + ": more than " + MAX_LINES + " openings");
            }
            List<String> moves = List.of(trimmed.split("\\s+"));
            try {
                checkLengths(moves);
                replay(setup, moves);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + " line " + number + ": " + ShogunCommand.oneLine(e), e);
            }
            lines.add(moves);
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(where + ": no openings in the file");
        }
        return new Openings(List.copyOf(lines), 0, lines.size() + " openings, sha-256 " + sha256(text));
    }

    /**
     * Plays the opening of a pair on a new game.
     *
     * @param game a new game
     * @param pair the pair's number, from 1
     * @param random the pair's random numbers, for random plies
     */
    void play(Game game, int pair, SplittableRandom random) {
        if (lines.isEmpty()) {
            for (int i = 0; i < randomPlies && !game.outcome().isOver(); i++) {
                List<Move> moves = game.legalMoves();
                game.play(moves.get(random.nextInt(moves.size())));
            }
            return;
        }
        for (String move : lines.get((pair - 1) % lines.size())) {
            game.play(move);
        }
    }

    /**
     * What the openings are, for the report's settings: the same for the same file anywhere.
     *
     * @return such as {@code 2 random plies} or {@code 60 openings, sha-256 …}
     */
    String description() {
        return description;
    }

    /**
     * Refuses a word too long to be a move before it is parsed, as the parser's message would
     * quote it: a file that is no openings file (a key, a password list) shows none of its text.
     */
    private static void checkLengths(List<String> moves) {
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).length() > MAX_MOVE_CHARS) {
                throw new IllegalArgumentException("word " + (i + 1) + " is not a move: it has " + moves.get(i).length()
                        + " characters, and a move at most " + MAX_MOVE_CHARS);
            }
        }
    }

    private static void replay(GameSetup setup, List<String> moves) {
        Game game = Shogun.newGame(setup);
        for (String move : moves) {
            if (game.outcome().isOver()) {
                throw new IllegalArgumentException("the game is over before " + Messages.quote(move));
            }
            game.play(move);
        }
        if (game.outcome().isOver()) {
            throw new IllegalArgumentException("the opening ends the game");
        }
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
