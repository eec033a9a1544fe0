package io.github.shogunsdk.core;

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
import java.io.Reader;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

/**
 * A second provider for {@link ProviderLookupTest}, whose name sorts before the core's; every
 * method throws, saying who it is, so a test sees which provider the lookup chose.
 */
public final class AnotherProvider implements ShogunProvider {

    /** The message of every method. */
    static final String MESSAGE = "another provider";

    /** Created by the service loader. */
    public AnotherProvider() {
    }

    @Override
    public Rules rules(RuleSet ruleSet) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public Game newGame(GameSetup setup) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public Game readGame(String record) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public GameRecord readRecord(String record) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public String writeRecord(GameRecord record) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public Game replay(GameRecord record, NodePath path) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public Engine newEngine(GameSetup setup, EngineOptions options) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public GameReview review(GameRecord record, Engine engine, SearchLimits limits, Consumer<PlyReview> progress) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public ExternalEngine externalEngine(GameSetup setup, List<String> command, EngineOptions options,
            java.time.Duration startWait, java.util.function.Consumer<String> infoListener) {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public Perft perft() {
        throw new UnsupportedOperationException(MESSAGE);
    }

    @Override
    public Renderer renderer() {
        throw new UnsupportedOperationException(MESSAGE);
    }

    /** A provider whose constructor fails, as one whose jar misses a dependency would. */
    public static final class Broken implements ShogunProvider {

        /** Fails. */
        public Broken() {
            throw new IllegalStateException("a broken provider");
        }

        @Override
        public Rules rules(RuleSet ruleSet) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Game newGame(GameSetup setup) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Game readGame(String record) {
            throw new UnsupportedOperationException();
        }

        @Override
        public GameRecord readRecord(String record) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String writeRecord(GameRecord record) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Game replay(GameRecord record, NodePath path) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Engine newEngine(GameSetup setup, EngineOptions options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public GameReview review(GameRecord record, Engine engine, SearchLimits limits, Consumer<PlyReview> progress) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ExternalEngine externalEngine(GameSetup setup, List<String> command, EngineOptions options,
            java.time.Duration startWait, java.util.function.Consumer<String> infoListener) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Perft perft() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Iterator<RecordEntry> readRecords(Reader source, RecordFileReader reader) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Renderer renderer() {
            throw new UnsupportedOperationException();
        }
    }

    @Override
    public Iterator<RecordEntry> readRecords(Reader source, RecordFileReader reader) {
        throw new UnsupportedOperationException(MESSAGE);
    }
}
