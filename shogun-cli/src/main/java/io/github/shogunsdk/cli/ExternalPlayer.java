package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.ExternalEngine;
import io.github.shogunsdk.api.ExternalEngineException;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.spi.Messages;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A player of {@code shogun match} that is another program speaking the Shogun Engine Protocol:
 * {@code cmd:<command line>}, driven as an {@link ExternalEngine} ({@link Shogun#externalEngine}).
 * The match starts it once; each move is a search at the match's level, or on the mover's clock
 * ({@link SearchLimits#ofClock}), of the game so far (the engine says {@code newgame} when a game
 * does not continue the last one). Whatever the program does wrong (it cannot start, stays silent,
 * floods its output, answers an illegal move, ends) stops the match with one line naming the
 * player; the program is ended when the match closes its players.
 */
final class ExternalPlayer implements MatchPlayer {

    private final String name;
    private final String engineName;
    private final ExternalEngine engine;
    private final SearchLimits level;

    private ExternalPlayer(String name, String engineName, ExternalEngine engine, SearchLimits level) {
        this.name = name;
        this.engineName = engineName;
        this.engine = engine;
        this.level = level;
    }

    /**
     * Starts an engine and sets it up for the match's games.
     *
     * @param name the player as given, {@code cmd:<command line>}, for messages
     * @param setup the rules and energies of the games
     * @param level the search limits of a move when the match has no clocks
     * @return the player
     * @throws UsageException if the command line is empty or cannot be split
     * @throws IllegalArgumentException if the engine cannot be started or does not answer as it should
     */
    static ExternalPlayer start(String name, GameSetup setup, SearchLimits level) {
        List<String> words;
        try {
            words = CommandWords.split(name.substring("cmd:".length()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("player " + ShogunCommand.quoted(name) + ": " + ShogunCommand.oneLine(e));
        }
        if (words.isEmpty()) {
            throw new UsageException("player 'cmd:' needs a command line, such as cmd:java -jar shogun.jar engine");
        }
        String engineName = "engine " + Messages.quote(String.join(" ", words));
        try {
            return new ExternalPlayer(name, engineName, Shogun.externalEngine(setup, words, EngineOptions.defaults()),
                    level);
        } catch (ExternalEngineException e) {
            throw failure(name, engineName, e);
        }
    }

    @Override
    public Move choose(Game game, SplittableRandom random, MatchClock clock) {
        SearchLimits limits = clock == null ? level : SearchLimits.ofClock(
                Duration.ofMillis(clock.left(game.sideToMove())), Duration.ofMillis(clock.increment()));
        try {
            return engine.search(game, limits).bestMove().orElseThrow();
        } catch (ExternalEngineException e) {
            throw failure(name, engineName, e);
        }
    }

    /** Says what went wrong in the player's terms: {@code player 'cmd:…' <what the engine did>}. */
    private static IllegalArgumentException failure(String name, String engineName, ExternalEngineException e) {
        String message = ShogunCommand.oneLine(e);
        String what = message.startsWith(engineName) ? message.substring(engineName.length()) : ": " + message;
        return new IllegalArgumentException("player " + ShogunCommand.quoted(name) + what, e);
    }

    /** Asks the engine to quit; ends it by force if it has not after two seconds. */
    @Override
    public void close() {
        engine.close();
    }
}
