package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Shogun;
import java.util.List;

/**
 * Where the web game's searches get their engine: the SDK's own ({@link #BUILT_IN}), or another
 * program speaking the engine protocol ({@link #external}, {@code shogun serve --engine cmd:…}),
 * started for each search and ended after it, so the programs running are bounded by the search
 * slots, not by the games.
 */
public interface EngineSource {

    /** Engines for the web game: a 4 MiB table each, as several may search at once. */
    EngineOptions ENGINE_OPTIONS = EngineOptions.defaults().withHashMegabytes(4);

    /** The SDK's engine. */
    EngineSource BUILT_IN = setup -> Shogun.newEngine(setup, ENGINE_OPTIONS);

    /**
     * Returns an engine for a search; an external program is started, which may take a while.
     *
     * @param setup the game's rules and energies
     * @return the engine; closed after the search when it is {@link AutoCloseable}
     */
    Engine open(GameSetup setup);

    /**
     * Returns the source of external engines.
     *
     * @param command the program and its arguments
     * @return a source that starts the program for each search
     */
    static EngineSource external(List<String> command) {
        List<String> words = List.copyOf(command);
        return setup -> Shogun.externalEngine(setup, words, ENGINE_OPTIONS);
    }
}
