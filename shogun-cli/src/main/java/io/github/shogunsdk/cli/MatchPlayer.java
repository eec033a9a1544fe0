package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A player of {@code shogun match}: {@code random} (any legal move), {@code greedy} (captures the
 * most valuable piece it can, a king before a pawn, else any move), the SDK's engine
 * ({@code engine} at the match's level or on its clock, {@code engine:depth=D}, {@code engine:ms=T},
 * {@code engine:nodes=N}; or at a strength limit, {@code engine:LEVEL} with a level's name such as
 * {@code engine:club}, or {@code engine:elo=E}, at the match's level or on its clock) or another
 * program speaking the engine protocol ({@code cmd:<command line>}, {@link ExternalPlayer}).
 * Random choices come from the match's seed.
 */
interface MatchPlayer extends AutoCloseable {

    /** What the players are, for messages and the help. */
    String KINDS = "random, greedy, engine, engine:depth=D, engine:ms=T, engine:nodes=N, engine:LEVEL (beginner, "
            + "casual, club, strong, expert, full), engine:elo=E or cmd:COMMAND";

    /**
     * Chooses a move.
     *
     * @param game the game, not over; left unchanged
     * @param random the match's random numbers
     * @param clock the game's clocks, or null when the match has none
     * @return a legal move
     */
    Move choose(Game game, SplittableRandom random, MatchClock clock);

    /** Tells the player a new game begins. */
    default void newGame() {
    }

    /** Lets the player go: an external engine is asked to quit. */
    @Override
    default void close() {
    }

    /**
     * Reads a player's name.
     *
     * @param name one of {@link #KINDS}
     * @param setup the rules and energies the games are played under (an engine needs them)
     * @param level the search limits of {@code engine} and {@code cmd:} players when the match has no clocks
     * @return the player; an external engine is started
     * @throws UsageException for any other name
     * @throws IllegalArgumentException if an external engine cannot be started or set up
     */
    static MatchPlayer parse(String name, GameSetup setup, SearchLimits level) {
        return parse(name, setup, level, 1);
    }

    /**
     * Reads a player's name; an engine at a strength limit draws its random choices from a seed.
     *
     * @param name one of {@link #KINDS}
     * @param setup the rules and energies the games are played under (an engine needs them)
     * @param level the search limits of {@code engine} and {@code cmd:} players when the match has no clocks
     * @param seed the seed of a strength-limited engine's choices ({@link EngineOptions#withStrengthSeed})
     * @return the player; an external engine is started
     * @throws UsageException for any other name
     * @throws IllegalArgumentException if an external engine cannot be started or set up
     */
    static MatchPlayer parse(String name, GameSetup setup, SearchLimits level, long seed) {
        // engine:WORD without '=' can only be a strength level: a word that is none gets the list of levels.
        if (name.startsWith("engine:") && (StrengthOption.names(name.substring(7)) || !name.contains("="))) {
            int elo = StrengthOption.elo(name.substring(7), "player " + ShogunCommand.quoted(name));
            return engine(Shogun.newEngine(setup, EngineOptions.defaults().withStrengthLimit(elo).withStrengthSeed(seed)),
                    level);
        }
        if (name.equals("random")) {
            return (game, random, clock) -> pick(game.legalMoves(), random);
        }
        if (name.equals("greedy")) {
            return (game, random, clock) -> greedy(game, random);
        }
        if (name.equals("engine")) {
            return engine(Shogun.newEngine(setup), level);
        }
        if (name.startsWith("engine:")) {
            SearchLimits limits = EngineLevel.parse(name.substring(7));
            Engine engine = Shogun.newEngine(setup);
            return (game, random, clock) -> engine.search(game, limits).bestMove().orElseThrow();
        }
        if (name.startsWith("cmd:")) {
            return ExternalPlayer.start(name, setup, level);
        }
        throw new UsageException("a player is " + KINDS + ", not " + ShogunCommand.quoted(name));
    }

    /** The SDK's engine at the match's level, or on its clock when it has one. */
    private static MatchPlayer engine(Engine engine, SearchLimits level) {
        return (game, random, clock) -> engine.search(game, clock == null ? level : SearchLimits.ofClock(
                Duration.ofMillis(clock.left(game.sideToMove())), Duration.ofMillis(clock.increment())))
                .bestMove().orElseThrow();
    }

    /** Captures the most valuable piece it can (a king before a pawn), choosing among equals at random. */
    private static Move greedy(Game game, SplittableRandom random) {
        List<Move> kingCaptures = new ArrayList<>();
        List<Move> pawnCaptures = new ArrayList<>();
        for (Move move : game.legalMoves()) {
            game.position().pieceAt(move.to()).map(Piece::kind).ifPresent(kind ->
                    (kind == PieceKind.KING ? kingCaptures : pawnCaptures).add(move));
        }
        if (!kingCaptures.isEmpty()) {
            return pick(kingCaptures, random);
        }
        return pick(pawnCaptures.isEmpty() ? game.legalMoves() : pawnCaptures, random);
    }

    private static Move pick(List<Move> moves, SplittableRandom random) {
        return moves.get(random.nextInt(moves.size()));
    }
}
