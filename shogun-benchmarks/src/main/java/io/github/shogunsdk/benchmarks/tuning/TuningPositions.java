package io.github.shogunsdk.benchmarks.tuning;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.legality.Attacks;
import io.github.shogunsdk.core.internal.movegen.MoveGenerator;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Makes the positions the evaluation is tuned on: games of the engine against itself under
 * standard rules and magnetic energies, each opened by random plies of its own seed and then
 * played by the engine at a node limit (so the same arguments make the same file on any machine),
 * with a few quiet positions of each finished game written beside its result.
 *
 * <p>A position is quiet when the side to move is not in check and has no capture: its static
 * evaluation is then a fair guess of what a search would find. Each output line is a position in
 * SPN, a tab, and White's score in the game it comes from (1, 0.5 or 0). docs/DESIGN.md shows how
 * {@link EvaluationTuner} uses the file.
 *
 * <pre>
 * java -cp benchmarks.jar io.github.shogunsdk.benchmarks.tuning.TuningPositions GAMES NODES SEED FILE
 * </pre>
 */
public final class TuningPositions {

    /** Random plies that open each game. */
    private static final int OPENING_PLIES = 8;
    /** Quiet positions kept from each game, at most. */
    private static final int PER_GAME = 12;
    /** A game still going after this many plies is left out: its result says little of its positions. */
    private static final int MAX_PLIES = 600;

    private TuningPositions() {
    }

    /**
     * Plays the games and writes the file, replacing it atomically.
     *
     * @param args games (default 4000), nodes a move (default 3000), seed (default 1) and the file
     *     (default {@code tuning-positions.txt})
     * @throws Exception when a game cannot be played or the file cannot be written
     */
    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 3000;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        Path file = Path.of(args.length > 3 ? args[3] : "tuning-positions.txt");
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadLocal<Engine> engines = ThreadLocal.withInitial(() -> Shogun.newEngine(GameSetup.standard()));
        List<Future<List<String>>> results = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            long gameSeed = seed * 1_000_003L + g;
            results.add(pool.submit(() -> play(engines.get(), gameSeed, nodes)));
        }
        StringBuilder out = new StringBuilder();
        int lines = 0;
        int finished = 0;
        for (Future<List<String>> result : results) {
            List<String> kept = result.get();
            finished += kept.isEmpty() ? 0 : 1;
            for (String line : kept) {
                out.append(line).append('\n');
                lines++;
            }
        }
        pool.shutdown();
        Path temporary = Files.createTempFile(file.toAbsolutePath().getParent(), "tuning", ".tmp");
        Files.writeString(temporary, out, StandardCharsets.UTF_8);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        System.out.printf("%d games, %d with positions kept, %d positions written to %s%n", games, finished, lines,
                file);
    }

    /** Plays one game and returns its lines: none when the random plies end it or it runs too long. */
    private static List<String> play(Engine engine, long seed, long nodes) {
        SplittableRandom random = new SplittableRandom(seed);
        Game game = Shogun.newGame();
        for (int i = 0; i < OPENING_PLIES && !game.outcome().isOver(); i++) {
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
        List<Position> quiet = new ArrayList<>();
        SearchLimits limits = SearchLimits.ofNodes(nodes);
        while (!game.outcome().isOver()) {
            if (game.history().size() >= MAX_PLIES) {
                return List.of();
            }
            Position position = game.position();
            if (isQuiet(position)) {
                quiet.add(position);
            }
            game.play(engine.search(game, limits).bestMove().orElseThrow());
        }
        String score = whiteScore(game.outcome());
        List<String> lines = new ArrayList<>();
        for (int k = 0; k < PER_GAME && !quiet.isEmpty(); k++) {
            Position position = quiet.remove(random.nextInt(quiet.size()));
            lines.add(position + "\t" + score);
        }
        return lines;
    }

    /** Whether the side to move is out of check and has no capture. */
    private static boolean isQuiet(Position position) {
        Board board = BoardConversion.sharedBoard(position);
        int us = board.sideToMove();
        if (Attacks.isInCheck(board, us)) {
            return false;
        }
        long enemies = board.pieces(us ^ 1);
        for (long own = board.pieces(us); own != 0; own &= own - 1) {
            if ((MoveGenerator.reach(board, Long.numberOfTrailingZeros(own)) & enemies) != 0) {
                return false;
            }
        }
        return true;
    }

    /** White's score in a finished game. */
    private static String whiteScore(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return win.winner() == Colour.WHITE ? "1" : "0";
        }
        return "0.5";
    }
}
