package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Engine;
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
 * ({@code engine} at the match's level or on its clock, {@code engine:depth=D}, {@code engine:ms=T})
 * or another program speaking the engine protocol ({@code cmd:<command line>}, {@link ExternalPlayer}).
 * Random choices come from the match's seed.
 */
interface MatchPlayer extends AutoCloseable {

    /** What the players are, for messages and the help. */
    String KINDS = "random, greedy, engine, engine:depth=D, engine:ms=T or cmd:COMMAND";

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
        if (name.equals("random")) {
            return (game, random, clock) -> pick(game.legalMoves(), random);
        }
        if (name.equals("greedy")) {
            return (game, random, clock) -> greedy(game, random);
        }
        if (name.equals("engine")) {
            Engine engine = Shogun.newEngine(setup);
            return (game, random, clock) -> engine.search(game, clock == null ? level : SearchLimits.clock(
                    Duration.ofMillis(clock.left(game.sideToMove())), Duration.ofMillis(clock.increment())))
                    .bestMove().orElseThrow();
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
