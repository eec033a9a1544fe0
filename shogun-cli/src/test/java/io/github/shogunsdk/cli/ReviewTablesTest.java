package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TableResult;
import io.github.shogunsdk.api.TableValue;
import io.github.shogunsdk.cli.CommandLine.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code shogun review --tables DIR} (docs/REVIEW.md, "With endgame tables"): a ply that turns a
 * table win into a loss, or into a draw, is a blunder with the tables' values in its comment;
 * without the option nothing is said of tables. {@code shogun best --tables DIR} answers a covered
 * position with one of the tables' best moves where a shallow search alone would not.
 * Tagged slow: generating its two three-piece tables takes several seconds on a loaded machine.
 */
@Tag("slow")
class ReviewTablesTest {

    /**
     * The random positions {@link #firstWon} draws before it fails: White rarely wins a PvPP ending
     * and more rarely has a move that hands Red the win, so seed 33 finds one at its 79 702nd.
     */
    private static final int MAX_TRIES = 200_000;

    /** Red to move wins in 27 plies (the KPvP table); most of Red's moves throw it away. */
    private static final String START = "2P35/p17/1p46/8/8/8/8/8 r";

    @TempDir
    static Path folder;
    static EndgameTables tables;

    @TempDir
    Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Shogun.generateTables(folder, RuleSet.standard(), EnergyModel.magnetic(), List.of("KPvP", "PvPP"), 3,
                line -> { });
        tables = Shogun.openTables(folder, RuleSet.standard(), EnergyModel.magnetic());
    }

    /** The first of the moves, by text, after which the opponent's value is the one asked for, or null. */
    private static Move moveLeaving(String start, TableResult forOpponent) {
        Rules rules = Shogun.rules(RuleSet.standard());
        Position position = Position.parse(start);
        return rules.legalMoves(position).stream().sorted(Comparator.comparing(Move::toString))
                .filter(m -> tables.probe(rules.play(position, m, EnergyModel.magnetic())).orElseThrow().result()
                        == forOpponent)
                .findFirst().orElse(null);
    }

    private RecordNode reviewedPly(String start, Move move, boolean withTables) throws IOException {
        String record = "[Position \"" + start + "\"]\n\n" + (start.endsWith(" r") ? "1... " : "1. ") + move
                + " *\n";
        String file = CommandLine.writeFile(dir, "game.sgn", record).toString();
        Result result = withTables ? run("review", "--depth", "2", "--tables", folder.toString(), file)
                : run("review", "--depth", "2", file);
        assertEquals(0, result.status(), result.err());
        GameRecord annotated = Shogun.readRecord(result.out());
        return annotated.mainline().get(0);
    }

    @Test
    void aPlyThatTurnsATableWinIntoALossIsABlunderWithTheTablesValues() throws IOException {
        // A won PvPP position of White's with a move that loses, the first of a fixed random sequence.
        record Losing(String start, Move move) {
        }
        Losing found = firstWon(33, io.github.shogunsdk.api.Colour.WHITE, candidate -> {
            Move move = moveLeaving(candidate.toString(), TableResult.WIN);
            return move == null ? null : new Losing(candidate.toString(), move);
        });
        String start = found.start();
        Move losing = found.move();
        Rules rules = Shogun.rules(RuleSet.standard());
        TableValue before = tables.probe(Position.parse(start)).orElseThrow();
        Position after = rules.play(Position.parse(start), losing, EnergyModel.magnetic());
        int opponentWinsIn = tables.probe(after).orElseThrow().distance();
        RecordNode ply = reviewedPly(start, losing, true);
        assertEquals(java.util.Set.of(4), ply.glyphs(), ply.toString());
        assertTrue(ply.comment().orElse("").endsWith("tables " + before + " -> loss " + opponentWinsIn),
                start + " " + losing + ": " + ply.comment());

        RecordNode plain = reviewedPly(start, losing, false);
        assertFalse(plain.comment().orElse("").contains("tables"), plain.comment().toString());
    }

    /**
     * Draws PvPP positions from a fixed random sequence until one that the side to move wins, whose
     * game goes on, gives {@code found} an answer.
     *
     * @param found what is wanted of such a position, or null when it has none
     * @return the first answer
     * @throws AssertionError after {@link #MAX_TRIES} positions without one
     */
    private static <T> T firstWon(long seed, io.github.shogunsdk.api.Colour toMove,
            java.util.function.Function<Position, T> found) {
        Rules rules = Shogun.rules(RuleSet.standard());
        java.util.Random random = new java.util.Random(seed);
        for (int tries = 0; tries < MAX_TRIES; tries++) {
            Position candidate = randomPvPP(random, toMove);
            if (tables.probe(candidate).filter(v -> v.result() == TableResult.WIN).isPresent()
                    && rules.outcome(candidate) instanceof io.github.shogunsdk.api.Outcome.Ongoing) {
                T answer = found.apply(candidate);
                if (answer != null) {
                    return answer;
                }
            }
        }
        throw new AssertionError("no such position in " + MAX_TRIES + " random ones (seed " + seed + ")");
    }

    /** A White pawn against two Red pawns on random squares, energies from the magnets. */
    private static Position randomPvPP(java.util.Random random, io.github.shogunsdk.api.Colour toMove) {
        java.util.Map<io.github.shogunsdk.api.Square, io.github.shogunsdk.api.Piece> board = new java.util.HashMap<>();
        io.github.shogunsdk.api.Colour[] colours = {io.github.shogunsdk.api.Colour.WHITE,
            io.github.shogunsdk.api.Colour.RED, io.github.shogunsdk.api.Colour.RED};
        for (io.github.shogunsdk.api.Colour colour : colours) {
            io.github.shogunsdk.api.Square square;
            do {
                square = io.github.shogunsdk.api.Square.of(1 + random.nextInt(8), 1 + random.nextInt(8));
            } while (board.containsKey(square));
            board.put(square, io.github.shogunsdk.api.Piece.of(io.github.shogunsdk.api.PieceKind.PAWN, colour,
                    EnergyModel.magnetic().landingEnergy(io.github.shogunsdk.api.PieceKind.PAWN, square).getAsInt()));
        }
        return Position.of(board, toMove);
    }

    @Test
    void aPlyThatTurnsATableWinIntoADrawIsABlunderToo() throws IOException {
        assertEquals(TableValue.of(TableResult.WIN, 27), tables.probe(Position.parse(START)).orElseThrow());
        Move drawing = moveLeaving(START, TableResult.DRAW);
        RecordNode ply = reviewedPly(START, drawing, true);
        assertEquals(java.util.Set.of(4), ply.glyphs(), ply.toString());
        assertTrue(ply.comment().orElse("").endsWith("tables win 27 -> draw"), ply.comment().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"review", "best"})
    void aFolderThatIsNoneIsRefusedInOneLine(String command) throws IOException {
        String file = CommandLine.writeFile(dir, "game.sgn", "[Position \"" + START + "\"]\n\n1... a7b7 *\n").toString();
        Result result = run(command, "--tables", dir.resolve("none").toString(), file);
        assertEquals(2, result.status());
        assertEquals("shogun: option --tables: no folder '" + dir.resolve("none") + "'\n", result.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"review", "best"})
    void aFolderOfTablesForOtherRulesIsRefusedInOneLine(String command) throws IOException {
        // Files are named by signature only: this folder's PvP.sgtb is king of the hill's, not the record's.
        Path koth = dir.resolve("koth");
        Shogun.generateTables(koth, RuleSet.parse("koth"), EnergyModel.magnetic(), List.of("PvP"), 2, line -> { });
        String file = CommandLine.writeFile(dir, "game.sgn", "[Position \"8/8/8/8/4P13/8/8/7p2 w\"]\n\n"
                + (command.equals("review") ? "1. e4e3 " : "") + "*\n").toString();
        Result result = run(command, "--tables", koth.toString(), file);
        assertEquals(2, result.status(), result.err());
        assertEquals("shogun: cannot read the tables in '" + koth + "': \"PvP.sgtb\" is not a usable table: made for "
                + "another signature, rule set or energy model\n", result.err());
        assertEquals("", result.out());
    }

    @Test
    void bestWithTablesAnswersACoveredPositionWithATableBestMove() throws IOException {
        // A won PvPP position where a one-ply search alone plays a move that is not among the
        // tables' best: found from a fixed random sequence, so only the tables can choose right.
        record Misplayed(Position start, List<String> best, String searched) {
        }
        Misplayed found = firstWon(34, io.github.shogunsdk.api.Colour.RED, candidate -> {
            io.github.shogunsdk.api.GameSetup setup = io.github.shogunsdk.api.GameSetup.standard().withStart(candidate);
            String move = Shogun.newEngine(setup).search(Shogun.newGame(setup),
                    io.github.shogunsdk.api.SearchLimits.ofDepth(1)).bestMove().orElseThrow().toString();
            List<String> tableBest = tables.bestMoves(candidate).stream().map(Move::toString).toList();
            return tableBest.contains(move) ? null : new Misplayed(candidate, tableBest, move);
        });
        Position start = found.start();
        List<String> best = found.best();
        String searched = found.searched();
        String file = CommandLine.writeFile(dir, "game.sgn", "[Position \"" + start + "\"]\n\n*\n").toString();

        Result with = run("best", "--level", "depth=1", "--tables", folder.toString(), file);
        Result without = run("best", "--level", "depth=1", file);

        assertEquals(0, with.status(), with.err());
        assertTrue(best.contains(playedMove(with.out())), start + ": " + with.out() + " is none of " + best);
        assertEquals(searched, playedMove(without.out()), start + ": " + without.out());
    }

    /** The move of the one-move movetext {@code best} prints, without its number or energy. */
    private static String playedMove(String movetext) {
        return movetext.trim().replaceFirst("^1\\.(\\.\\.)? ", "").replaceFirst("[: ].*", "");
    }
}
