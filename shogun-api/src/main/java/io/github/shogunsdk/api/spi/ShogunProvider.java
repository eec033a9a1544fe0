package io.github.shogunsdk.api.spi;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Perft;
import io.github.shogunsdk.api.PlyReview;
import io.github.shogunsdk.api.RecordEntry;
import io.github.shogunsdk.api.RecordFileReader;
import io.github.shogunsdk.api.Renderer;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.SearchLimits;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

/**
 * The service an implementation of the Shogun SDK provides; {@link io.github.shogunsdk.api.Shogun}
 * finds it with {@link java.util.ServiceLoader} and checks the arguments before calling it.
 * Frontends use {@code Shogun}, not this interface. Later versions may add methods.
 */
public interface ShogunProvider {

    /**
     * Returns the rules under a rule set.
     *
     * @param ruleSet the rule set, not null
     * @return thread-safe rules
     */
    Rules rules(RuleSet ruleSet);

    /**
     * Starts a game.
     *
     * @param setup the setup, not null
     * @return a new mutable game
     */
    Game newGame(GameSetup setup);

    /**
     * Reads and replays a game record.
     *
     * @param record the record's text, not null
     * @return the replayed game
     */
    Game readGame(String record);

    /**
     * Reads a game record as a tree, replaying every line.
     *
     * @param record the record's text, not null
     * @return the record
     */
    GameRecord readRecord(String record);

    /**
     * Writes a record tree as text, replaying it to write every mark.
     *
     * @param record the record, not null
     * @return the text
     */
    String writeRecord(GameRecord record);

    /**
     * Reads the games of a text of many records one at a time, as
     * {@link RecordFileReader#read(Reader)} describes.
     *
     * @param source the text, not null; not closed by the iterator
     * @param reader the settings: policy and listener for bad games, bound on a game's length
     * @return a lazy iterator over the games, which throws an {@link java.io.UncheckedIOException}
     *     when the source fails
     */
    Iterator<RecordEntry> readRecords(Reader source, RecordFileReader reader);

    /**
     * Replays a record's line to a node into a new game.
     *
     * @param record the record, not null
     * @param path a path that leads to a node of the record, not null
     * @return the game at the node
     */
    Game replay(GameRecord record, NodePath path);

    /**
     * Creates an engine.
     *
     * @param setup the rule set and energy model, not null
     * @param options how the engine is built, not null
     * @return a new engine
     */
    Engine newEngine(GameSetup setup, EngineOptions options);

    /**
     * Reviews a record's main line, searching each of its positions once.
     *
     * @param record the record, not null
     * @param engine an engine for the record's rule set and energy model, not null
     * @param limits the limits of each search, with a depth, node or time limit, not null
     * @param progress receives each ply's review in turn, not null
     * @return the review
     */
    GameReview review(GameRecord record, Engine engine, SearchLimits limits, Consumer<PlyReview> progress);

    /**
     * Starts a program that speaks the engine protocol, as an engine.
     *
     * @param setup the rule set and energy model, not null
     * @param command the program and its arguments, not empty, immutable
     * @param options the options passed on to it, not null
     * @param startWait how long it may take to start and to answer {@code isready}, within the
     *     bounds {@code ExternalEngine} gives
     * @param infoListener receives its {@code info string} lines, not null
     * @return the running engine
     */
    ExternalEngine externalEngine(GameSetup setup, List<String> command, EngineOptions options, Duration startWait,
            Consumer<String> infoListener);

    /**
     * Returns the perft counter.
     *
     * @return a thread-safe counter
     */
    Perft perft();

    /**
     * Returns the renderer.
     *
     * @return a thread-safe renderer
     */
    Renderer renderer();

    /**
     * Opens endgame tables; see {@code Shogun.openTables}. The default refuses: a provider
     * without tables need not implement it.
     *
     * @param folder the folder
     * @param ruleSet the rule set
     * @param energyModel the energy model
     * @return the tables
     * @throws UnsupportedOperationException when the provider has no tables
     */
    default EndgameTables openTables(Path folder, RuleSet ruleSet, EnergyModel energyModel) {
        throw new UnsupportedOperationException("this SDK implementation has no endgame tables");
    }

    /**
     * Generates endgame tables; see {@code Shogun.generateTables}. The default refuses.
     *
     * @param folder the folder
     * @param ruleSet the rule set
     * @param energyModel the energy model
     * @param signatures the signatures, or empty for all up to {@code maxPieces}
     * @param maxPieces the most pieces
     * @param progress receives progress lines
     * @return the files written
     * @throws IOException if a file cannot be read or written
     * @throws UnsupportedOperationException when the provider has no tables
     */
    default List<Path> generateTables(Path folder, RuleSet ruleSet, EnergyModel energyModel, List<String> signatures,
            int maxPieces, Consumer<String> progress) throws IOException {
        throw new UnsupportedOperationException("this SDK implementation has no endgame tables");
    }
}
