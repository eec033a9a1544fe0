package io.github.shogunsdk.cli.web.live;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.cli.web.game.GameSession;
import io.github.shogunsdk.cli.web.game.LiveGame;
import io.github.shogunsdk.cli.web.game.Revised;

/**
 * The hook where a move sent over a socket meets the seat its socket presented: the token of a
 * seat of a game for two, opaque here. Until games for two check seats, {@link #OPEN} plays every
 * move as the JSON API does (its seat is ignored); the two-player flow replaces it with one that
 * lets a seat's token alone move its colour.
 */
@FunctionalInterface
interface SeatedPlay {

    /** Plays for anyone, as the JSON API's {@code play} does; the presented seat is not looked at. */
    SeatedPlay OPEN = (game, seat, after, move, shape) -> LiveGame.playAfter(game, after, move, shape);

    /**
     * Plays a move for the holder of a seat.
     *
     * @param game the game
     * @param seat the token the socket presented ({@code {"seat": …}}), or null for none
     * @param after how many plies the line held when the move was chosen
     * @param move the move
     * @param shape its path's corner, or null
     * @return the game after it, or as it was when the move had been played already
     */
    Revised play(GameSession game, String seat, int after, Move move, Shape shape);
}
