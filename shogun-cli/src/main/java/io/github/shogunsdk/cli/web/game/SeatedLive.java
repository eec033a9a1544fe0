package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shape;

/**
 * What the live layer asks of a game for two: the game as one seat or a watcher sees it, with its
 * revision, read together, and a seat's move through the flow (whose turn, whose time, the ply it
 * follows), so that a socket acts with its seat's token exactly as the JSON API does.
 */
public final class SeatedLive {

    private SeatedLive() {
    }

    /**
     * A game for two at a revision, as one seat or a watcher sees it.
     *
     * @param revision the game's revision, as {@link Revised#revision()}
     * @param alreadyPlayed for an answer to a move, whether it had been played already; false otherwise
     * @param state the game with its flow and the asker's seat
     */
    public record SeatView(long revision, boolean alreadyPlayed, TwoPlayerViews.State state) {
    }

    /**
     * Tells whether a game is a game for two (with seats), whose sockets see it seat by seat.
     *
     * @param game the game
     * @return true for a game with seats
     */
    public static boolean hasSeats(GameSession game) {
        return game.twoPlayers != null;
    }

    /**
     * Returns the game as a seat sees it.
     *
     * @param game a game for two
     * @param token the seat's token
     * @return the game at its revision
     * @throws GameException.NotAllowed for anything but a seat's token
     */
    public static SeatView seat(GameSession game, String token) {
        TwoPlayerGame seats = require(game);
        synchronized (game) {
            TwoPlayerViews.State state = seats.view(token);
            return new SeatView(revision(game), false, state);
        }
    }

    /**
     * Returns the game as a watcher sees it, for the holder of its watch id.
     *
     * @param game a game for two
     * @param watchId the id of its watch link
     * @return the game at its revision
     * @throws GameException.NotAllowed for anything but the game's watch id
     */
    public static SeatView watch(GameSession game, String watchId) {
        TwoPlayerGame seats = require(game);
        if (watchId == null || !seats.isWatchedBy(watchId)) {
            throw new GameException.NotAllowed("this is not the watch id of this game: a watch link shows only its own game");
        }
        synchronized (game) {
            TwoPlayerViews.State state = seats.watch();
            return new SeatView(revision(game), false, state);
        }
    }

    /**
     * Plays a seat's move through the flow, as {@link TwoPlayerGame#play} does.
     *
     * @param game a game for two
     * @param token the seat's token
     * @param after how many plies the game had when the player chose the move
     * @param move the move
     * @param shape the corner its path goes by, or null
     * @param thoughtMs how long the player says it thought, or -1 for no report
     * @return the game after it, as the seat sees it
     * @throws GameException as {@link TwoPlayerGame#play} does
     */
    public static SeatView play(GameSession game, String token, int after, Move move, Shape shape, long thoughtMs) {
        TwoPlayerGame seats = require(game);
        synchronized (game) {
            TwoPlayerViews.Played played = seats.play(token, move, shape, after, thoughtMs);
            return new SeatView(revision(game), played.alreadyPlayed(), played.state());
        }
    }

    private static TwoPlayerGame require(GameSession game) {
        TwoPlayerGame seats = game.twoPlayers;
        if (seats == null) {
            throw new GameException.Conflict("this game has no seats: it is played by anyone who has it");
        }
        return seats;
    }

    private static long revision(GameSession game) {
        long stored = game.revision();
        return stored != 0 ? stored : game.commits.count();
    }
}
