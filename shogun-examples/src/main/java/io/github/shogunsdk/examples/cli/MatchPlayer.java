package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A player of {@code shogun match}: {@code random} (any legal move), {@code greedy} (captures the
 * most valuable piece it can, a king before a pawn, else any move) or an engine
 * ({@code engine:depth=D}, {@code engine:ms=T}). Random choices come from the match's seed.
 */
interface MatchPlayer {

    /**
     * Chooses a move.
     *
     * @param game the game, not over; left unchanged
     * @param random the match's random numbers
     * @return a legal move
     */
    Move choose(Game game, SplittableRandom random);

    /**
     * Reads a player's name.
     *
     * @param name {@code random}, {@code greedy}, {@code engine:depth=D} or {@code engine:ms=T}
     * @param setup the rules and energies the games are played under (an engine needs them)
     * @return the player
     * @throws UsageException for any other name
     */
    static MatchPlayer parse(String name, GameSetup setup) {
        if (name.equals("random")) {
            return (game, random) -> pick(game.legalMoves(), random);
        }
        if (name.equals("greedy")) {
            return MatchPlayer::greedy;
        }
        if (name.startsWith("engine:")) {
            SearchLimits limits = EngineLevel.parse(name.substring(7));
            Engine engine = Shogun.newEngine(setup);
            return (game, random) -> engine.search(game, limits).bestMove().orElseThrow();
        }
        throw new UsageException("a player is random, greedy, engine:depth=D or engine:ms=T, not '" + name + "'");
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
