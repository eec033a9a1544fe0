package io.github.shogunsdk.api;

import io.github.shogunsdk.api.spi.ShogunProvider;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The entry point of the Shogun SDK: every service is reached from here, so frontends never name
 * an implementation class. Depend on {@code io.github.shogunsdk:shogun-core}, which brings this API
 * with it.
 *
 * <p>The implementation is found with {@link java.util.ServiceLoader} on first use. When several
 * are present, the system property {@code io.github.shogunsdk.provider} names the class to use;
 * without it the SDK's own core wins, then the provider whose class name sorts first. A provider
 * that cannot be loaded is skipped. When none is present, every method throws an
 * {@link IllegalStateException} saying what to add (or, when providers were found but none could
 * be loaded, why the first one failed).
 *
 * <pre>{@code
 * Rules rules = Shogun.rules();                                  // standard rules
 * Rules koth = Shogun.rules(RuleSet.of(Variant.KOTH));
 * rules.legalMoves(Position.initial()).size();                   // 27
 * Game game = Shogun.newGame();                                  // standard rules, magnetic energies
 * Game replayed = Shogun.readGame(game.toSgn());
 * Engine engine = Shogun.newEngine(game.setup());
 * long leaves = Shogun.perft().count(Position.initial(), 3, EnergyModel.fixed());   // 15865
 * String board = Shogun.renderer().coursework(game.position());
 * }</pre>
 */
public final class Shogun {

    /** Found on first use; a failed lookup is not cached, so every call without core reports it. */
    private static volatile ShogunProvider provider;

    private Shogun() {
    }

    /**
     * Returns the standard rules.
     *
     * @return thread-safe rules
     * @throws IllegalStateException if no implementation is present
     */
    public static Rules rules() {
        return rules(RuleSet.standard());
    }

    /**
     * Returns the rules under a rule set.
     *
     * @param ruleSet the rule set
     * @return thread-safe rules
     * @throws IllegalStateException if no implementation is present
     */
    public static Rules rules(RuleSet ruleSet) {
        Objects.requireNonNull(ruleSet, "ruleSet");
        return provider().rules(ruleSet);
    }

    /**
     * Starts a game with the default setup: standard rules, standard magnets, the initial position.
     *
     * @return a new game; mutable, for one thread
     * @throws IllegalStateException if no implementation is present
     */
    public static Game newGame() {
        return newGame(GameSetup.standard());
    }

    /**
     * Starts a game.
     *
     * @param setup the rule set, energy model and start
     * @return a new game; mutable, for one thread
     * @throws IllegalStateException if no implementation is present
     */
    public static Game newGame(GameSetup setup) {
        Objects.requireNonNull(setup, "setup");
        return provider().newGame(setup);
    }

    /**
     * Reads a game record (SGN) and replays it. A leading byte-order mark and CRLF line ends are
     * accepted. A record may hold at most {@value Game#MAX_PLIES} plies, {@value Game#MAX_TAGS} tags
     * besides {@code Rules}, {@code Energy}, {@code Position} and {@code Result}, and
     * {@value #MAX_RECORD_LENGTH} characters; every record a {@link Game} writes is within these.
     * Its brace comments are kept on the plies they follow ({@link Game#comments()}). A record with
     * variations and glyphs reads as the game of its main line, every variation replayed and checked;
     * {@link #readRecord(String)} keeps them.
     *
     * @param record the record's text
     * @return the game at its last move, with undo back to its start
     * @throws RecordException naming the line, column, move and reason if the record cannot be
     *     read or replayed
     * @throws IllegalStateException if no implementation is present
     */
    public static Game readGame(String record) {
        Objects.requireNonNull(record, "record");
        return provider().readGame(record);
    }

    /**
     * Reads a game record (SGN) as a tree: its tags, setup, starting comment, and every ply with
     * its comment, glyphs ({@code $1}…{@code $255}, and {@code !}, {@code ?}, {@code !!},
     * {@code ??}, {@code !?}, {@code ?!} read as 1 to 6) and variations, each replayed to check it.
     * The limits of {@link #readGame(String)} hold for all the plies together, and variations nest at
     * most {@value GameRecord#MAX_VARIATION_DEPTH} deep. {@link #readGame(String)} reads the same
     * text as the game of its main line.
     *
     * <pre>{@code
     * GameRecord record = Shogun.readRecord("1. d1d3:1 $1 (1. a1a5:4 {also good}) e8e7:2 *");
     * record.mainline().get(0).variations().get(0).get(0).comment();   // Optional[also good]
     * }</pre>
     *
     * @param record the record's text
     * @return the record, which {@link GameRecord#toSgn()} writes back to a text that reads equal
     * @throws RecordException naming the line, column, move and reason if the record cannot be
     *     read or a ply of any line cannot be replayed
     * @throws IllegalStateException if no implementation is present
     */
    public static GameRecord readRecord(String record) {
        Objects.requireNonNull(record, "record");
        return provider().readRecord(record);
    }

    /** The longest record {@link #readGame readGame} reads, in characters (64 MiB of ASCII). */
    public static final int MAX_RECORD_LENGTH = 64 * 1024 * 1024;

    /**
     * Creates a computer player for a game's rule set and energy model.
     *
     * @param setup the rule set and energy model (the start position is not used)
     * @return a new engine; see {@link Engine} for its threading
     * @throws IllegalStateException if no implementation is present
     */
    public static Engine newEngine(GameSetup setup) {
        return newEngine(setup, EngineOptions.defaults());
    }

    /**
     * Creates a computer player for a game's rule set and energy model, built as the options say
     * (such as a smaller transposition table for a server running many engines).
     *
     * @param setup the rule set and energy model (the start position is not used)
     * @param options how the engine is built
     * @return a new engine; see {@link Engine} for its threading
     * @throws IllegalStateException if no implementation is present
     */
    public static Engine newEngine(GameSetup setup, EngineOptions options) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(options, "options");
        return provider().newEngine(setup, options);
    }

    /**
     * Starts another program that speaks the Shogun Engine Protocol and returns it as an
     * {@link Engine} for a setup, waiting {@link ExternalEngine#DEFAULT_START_WAIT} at most for it
     * to start and dropping its {@code info string} lines: as
     * {@link #externalEngine(GameSetup, List, EngineOptions, Duration, Consumer)} with those.
     *
     * <pre>{@code
     * try (ExternalEngine other = Shogun.externalEngine(GameSetup.standard(),
     *         List.of("java", "-jar", "shogun.jar", "engine"), EngineOptions.defaults())) {
     *     other.search(game, SearchLimits.ofTime(Duration.ofSeconds(1))).bestMove();
     * }
     * }</pre>
     *
     * @param setup the rule set and energy model (the start position is not used)
     * @param command the program and its arguments, such as {@code [java, -jar, shogun.jar, engine]};
     *     not empty
     * @param options passed on as the program's options ({@link ExternalEngine} tells how)
     * @return the running engine; see {@link ExternalEngine} for its bounds
     * @throws IllegalArgumentException if the command is empty, or an option changed from its
     *     default cannot be sent to this program (which is then ended)
     * @throws ExternalEngineException if the program cannot be started or does not introduce itself
     *     as the protocol asks, in time
     * @throws IllegalStateException if no implementation is present
     */
    public static ExternalEngine externalEngine(GameSetup setup, List<String> command,
            EngineOptions options) {
        return externalEngine(setup, command, options, ExternalEngine.DEFAULT_START_WAIT, text -> { });
    }

    /**
     * Starts another program that speaks the Shogun Engine Protocol and returns it as an
     * {@link Engine} for a setup: a frontend then uses any protocol engine as it uses the SDK's
     * own. The program is set to the setup's rules and energy model and given the options
     * ({@link ExternalEngine} tells how each is sent, and when one is refused); this returns once
     * it has answered {@code isready}. Close it to end the program.
     *
     * <pre>{@code
     * List<String> log = new CopyOnWriteArrayList<>();
     * try (ExternalEngine other = Shogun.externalEngine(GameSetup.standard(),
     *         List.of("java", "-jar", "shogun.jar", "engine"), EngineOptions.defaults().withThreads(2),
     *         Duration.ofSeconds(5), log::add)) {
     *     other.search(game, SearchLimits.ofDepth(4));
     *     log.size();                              // the program's remarks so far: its info string lines
     * }
     * }</pre>
     *
     * @param setup the rule set and energy model (the start position is not used)
     * @param command the program and its arguments, not empty
     * @param options passed on as the program's options
     * @param startWait how long the program may take to introduce itself ({@code sep} … {@code sepok}
     *     and the {@code readyok} after its options), and later each {@code readyok} after
     *     {@link ExternalEngine#configure configure}: {@link ExternalEngine#MIN_START_WAIT} to
     *     {@link ExternalEngine#MAX_START_WAIT}
     * @param infoListener receives the text of each {@code info string} line the program writes
     *     (its errors excepted, which become exceptions), control characters escaped, on the thread
     *     reading it; an exception it throws ends the search under way as a stop and is rethrown
     *     by the call that was reading
     * @return the running engine; see {@link ExternalEngine} for its bounds
     * @throws IllegalArgumentException if the command is empty, the wait out of range, or an option
     *     changed from its default cannot be sent to this program (which is then ended)
     * @throws ExternalEngineException if the program cannot be started or does not introduce itself
     *     as the protocol asks, within the wait
     * @throws IllegalStateException if no implementation is present
     */
    public static ExternalEngine externalEngine(GameSetup setup, List<String> command,
            EngineOptions options, Duration startWait, Consumer<String> infoListener) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(startWait, "startWait");
        Objects.requireNonNull(infoListener, "infoListener");
        List<String> words = List.copyOf(Objects.requireNonNull(command, "command"));
        if (words.isEmpty()) {
            throw new IllegalArgumentException("an external engine needs a command line, such as "
                    + "[java, -jar, shogun.jar, engine]");
        }
        if (startWait.compareTo(ExternalEngine.MIN_START_WAIT) < 0
                || startWait.compareTo(ExternalEngine.MAX_START_WAIT) > 0) {
            throw new IllegalArgumentException("an external engine's start-up wait is 1 ms to 10 minutes, not "
                    + startWait);
        }
        return provider().externalEngine(setup, words, options, startWait, infoListener);
    }

    /**
     * Returns the perft counter, which checks move generation by counting move trees.
     *
     * @return a thread-safe counter
     * @throws IllegalStateException if no implementation is present
     */
    public static Perft perft() {
        return provider().perft();
    }

    /**
     * Returns the board renderer.
     *
     * @return a thread-safe renderer
     * @throws IllegalStateException if no implementation is present
     */
    public static Renderer renderer() {
        return provider().renderer();
    }

    /**
     * Opens the endgame tables in a folder, for one rule set and energy model. Reads no file yet:
     * each table is mapped when a position first needs it (docs/TABLES.md).
     *
     * <pre>{@code
     * EndgameTables tables = Shogun.openTables(Path.of("tables"), RuleSet.standard(), EnergyModel.magnetic());
     * // a1 and a5 both have magnet 4: either pawn takes the other at once, and the side left without pieces loses
     * tables.probe(Position.parse("8/8/8/p47/8/8/8/P47 w"));   // Optional[win 1] once the folder holds PvP.sgtb
     * }</pre>
     *
     * @param folder the folder holding the tables' files
     * @param ruleSet the rule set the tables were made for
     * @param energyModel the energy model they were made for
     * @return the tables, thread-safe
     * @throws IllegalStateException if no implementation is present
     */
    public static EndgameTables openTables(java.nio.file.Path folder, RuleSet ruleSet, EnergyModel energyModel) {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(ruleSet, "ruleSet");
        Objects.requireNonNull(energyModel, "energyModel");
        return provider().openTables(folder, ruleSet, energyModel);
    }

    /**
     * Generates endgame tables into a folder by retrograde analysis: the named material signatures
     * ({@code KPvKP}, {@code PPvP}; under fixed energies with each piece's energy, {@code K2P3vK1P4}),
     * or every signature of 1 to {@code maxPieces} pieces when none is named, each with the smaller
     * tables its captures lead to. Tables already in the folder are used, not made again; each new
     * file replaces any old one atomically.
     *
     * @param folder the folder, created if missing
     * @param ruleSet the rule set
     * @param energyModel a magnetic model (any rotation or layout) or fixed energies
     * @param signatures the signatures to make, or empty for all up to {@code maxPieces}
     * @param maxPieces 1 to 4; used when no signature is named
     * @param progress receives one line of text per step
     * @return the files written, in the order they were written
     * @throws IllegalArgumentException for a bad signature, a random energy model or a piece
     *         count out of range
     * @throws java.io.IOException if a file cannot be read or written
     * @throws IllegalStateException if no implementation is present
     */
    public static List<java.nio.file.Path> generateTables(java.nio.file.Path folder, RuleSet ruleSet, EnergyModel energyModel,
            List<String> signatures, int maxPieces, Consumer<String> progress) throws java.io.IOException {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(ruleSet, "ruleSet");
        Objects.requireNonNull(energyModel, "energyModel");
        Objects.requireNonNull(signatures, "signatures");
        Objects.requireNonNull(progress, "progress");
        return provider().generateTables(folder, ruleSet, energyModel, List.copyOf(signatures), maxPieces, progress);
    }

    /** The implementation, found once; for the API's own values that replay through it. */
    static ShogunProvider provider() {
        ShogunProvider found = provider;
        if (found == null) {
            found = ProviderLookup.find(ShogunProvider.class, Shogun.class.getClassLoader());
            provider = found;
        }
        return found;
    }
}
