package io.github.shogunsdk.core;

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
import io.github.shogunsdk.api.spi.ShogunProvider;
import io.github.shogunsdk.core.internal.energy.InitialPositions;
import io.github.shogunsdk.core.internal.engine.CoreEngine;
import io.github.shogunsdk.core.internal.external.SepClient;
import io.github.shogunsdk.core.internal.game.CoreGame;
import io.github.shogunsdk.core.internal.game.RecordFileGames;
import io.github.shogunsdk.core.internal.game.RecordReader;
import io.github.shogunsdk.core.internal.game.RecordTrees;
import io.github.shogunsdk.core.internal.perft.CorePerft;
import io.github.shogunsdk.core.internal.render.CoreRenderer;
import io.github.shogunsdk.core.internal.review.Reviewer;
import io.github.shogunsdk.core.internal.rules.CoreRules;
import io.github.shogunsdk.core.internal.tables.CoreEndgameTables;
import io.github.shogunsdk.core.internal.tables.TableGenerator;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The SDK's implementation, as {@link io.github.shogunsdk.api.Shogun} finds it through the service
 * loader. Applications never name this class: they depend on {@code shogun-core} and call
 * {@code Shogun}. It is the only public class of the core outside its internal packages.
 */
public final class CoreProvider implements ShogunProvider {

    /** Made on first use: a program that never draws (a browser page) carries no renderer. */
    private static final class Drawing {
        static final Renderer RENDERER = new CoreRenderer();
    }

    private static final Perft PERFT = new CorePerft();

    /** Creates the provider; called by the service loader. */
    public CoreProvider() {
    }

    @Override
    public Rules rules(RuleSet ruleSet) {
        return new CoreRules(Objects.requireNonNull(ruleSet, "ruleSet"));
    }

    /** Starts from the setup's position, or else from the energy model's initial position. */
    @Override
    public Game newGame(GameSetup setup) {
        Objects.requireNonNull(setup, "setup");
        return new CoreGame(setup, InitialPositions.start(setup));
    }

    @Override
    public Game readGame(String record) {
        return RecordReader.read(Objects.requireNonNull(record, "record"));
    }

    @Override
    public GameRecord readRecord(String record) {
        return RecordReader.readRecord(Objects.requireNonNull(record, "record"));
    }

    @Override
    public Iterator<RecordEntry> readRecords(Reader source, RecordFileReader reader) {
        return new RecordFileGames(Objects.requireNonNull(source, "source"), Objects.requireNonNull(reader, "reader"));
    }

    @Override
    public String writeRecord(GameRecord record) {
        return RecordTrees.write(Objects.requireNonNull(record, "record"));
    }

    @Override
    public Game replay(GameRecord record, NodePath path) {
        return RecordTrees.replay(Objects.requireNonNull(record, "record"), Objects.requireNonNull(path, "path"));
    }

    @Override
    public Engine newEngine(GameSetup setup, EngineOptions options) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(options, "options");
        return new CoreEngine(setup, options);
    }

    @Override
    public GameReview review(GameRecord record, Engine engine, SearchLimits limits, Consumer<PlyReview> progress) {
        return Reviewer.review(Objects.requireNonNull(record, "record"), Objects.requireNonNull(engine, "engine"),
                Objects.requireNonNull(limits, "limits"), Objects.requireNonNull(progress, "progress"));
    }

    @Override
    public ExternalEngine externalEngine(GameSetup setup, List<String> command, EngineOptions options,
            Duration startWait, Consumer<String> infoListener) {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(options, "options");
        return SepClient.start(setup, command, options, startWait, infoListener);
    }

    @Override
    public EndgameTables openTables(Path folder, RuleSet ruleSet, EnergyModel energyModel) {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(ruleSet, "ruleSet");
        Objects.requireNonNull(energyModel, "energyModel");
        return new CoreEndgameTables(folder, ruleSet, energyModel);
    }

    @Override
    public List<Path> generateTables(Path folder, RuleSet ruleSet, EnergyModel energyModel, List<String> signatures,
            int maxPieces, Consumer<String> progress) throws IOException {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(ruleSet, "ruleSet");
        Objects.requireNonNull(energyModel, "energyModel");
        Objects.requireNonNull(signatures, "signatures");
        Objects.requireNonNull(progress, "progress");
        return new TableGenerator(folder, ruleSet, energyModel, progress).generate(List.copyOf(signatures), maxPieces);
    }

    @Override
    public Perft perft() {
        return PERFT;
    }

    @Override
    public Renderer renderer() {
        return Drawing.RENDERER;
    }
}
