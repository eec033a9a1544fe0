package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Shape;
import java.util.Map;

/**
 * The bodies of the JSON API that belong to games for two people: the state with its flow, the
 * creation's answer (the only one that ever holds a token), a move's answer, and a move's request.
 */
public final class TwoPlayerViews {

    private TwoPlayerViews() {
    }

    /**
     * A game for two as one seat or a watcher sees it: the game's state (the JSON API writes its
     * keys at the top level), the flow and the asker's seat. It holds no token, no token's hash and no watch id.
     *
     * @param game the game as the page draws it; its status is the flow's result once the game is over, and it
     *     has nothing to undo or redo
     * @param flow the flow: phase, plies, side to move, who joined, the clock ({@code ClockSnapshot}:
     *     each side's time at a server instant and whose time runs), the time control, the side the
     *     engine plays ({@code engine}: {@code "white"}, {@code "red"} or null), the standing
     *     draw offer, the result with its reason, the rematch requests and the linked games
     * @param seat the colour of the asker's seat ({@code "white"} or {@code "red"}), or null for a watcher
     */
    public record State(Views.State game, Map<String, Object> flow, String seat) {
    }

    /**
     * A new game for two: its id, the two seat links (each with its token, in this answer only)
     * and the watch link, all relative to the server's origin.
     *
     * @param id the game's id
     * @param white White's seat link, {@code /play/<id>#seat=<token>}, or null when the engine plays White
     * @param red Red's seat link, or null when the engine plays Red
     * @param watch the watch link, {@code /watch/<watch id>}
     * @param state the game as a watcher sees it, waiting for both seats
     */
    public record Created(String id, String white, String red, String watch, State state) {

        /** Hides the links, which hold the tokens. */
        @Override
        public String toString() {
            return "TwoPlayerViews.Created[id=" + id + ", links hidden]";
        }
    }

    /**
     * The answer to a move in a game for two.
     *
     * @param ply the ply played; for a move already played, the ply that followed the ply it names
     * @param alreadyPlayed true when the move named a ply already followed: nothing was played now
     * @param state the game after it, as the mover's seat sees it
     */
    public record Played(Ply ply, boolean alreadyPlayed, State state) {
    }

    /**
     * A move sent by a seat.
     *
     * @param move the move, such as {@code "d1d3"}
     * @param shape the corner its path goes by, or null for its first open path
     * @param after how many plies the game had when the player chose it
     * @param thoughtMs how long the player thought, by the page's own clock, or null for no report
     */
    public record MoveRequest(Move move, Shape shape, Integer after, Long thoughtMs) {
    }
}
