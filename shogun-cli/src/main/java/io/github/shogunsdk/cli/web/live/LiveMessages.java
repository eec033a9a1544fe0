package io.github.shogunsdk.cli.web.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.github.shogunsdk.cli.web.game.Revised;
import io.github.shogunsdk.cli.web.game.SeatedLive;
import io.github.shogunsdk.cli.web.game.TwoPlayerViews;
import io.github.shogunsdk.cli.web.game.Views;

/**
 * The messages the server sends over a live socket, as JSON (the format is in {@code docs/WEB.md},
 * "Live"): the game's state at a revision, the answer to a move, the note that a seat was
 * presented, and a refusal. Each is one JSON object with a {@code type}.
 */
final class LiveMessages {

    /** The game at a revision: sent on connecting, on a resume and after each committed change. */
    record State(String type, long revision, Views.State state) {
    }

    /** The answer to a move: played now, or {@code already} played before, and the game after it. */
    record Played(String type, long revision, int after, String move, boolean already, Views.State state) {
    }

    /** A game for two at a revision, as this socket's seat (or a watcher) sees it: its state, flow and seat. */
    record SeatState(String type, long revision, TwoPlayerViews.State state) {
    }

    /** The answer to a seat's move in a game for two. */
    record SeatPlayed(String type, long revision, int after, String move, boolean already, TwoPlayerViews.State state) {
    }

    /** Writes a game for two's state as the JSON API does: the game's keys at the top level. */
    abstract static class TwoPlayerStateJson {
        /** The game's state, unwrapped into the object. */
        @JsonUnwrapped
        abstract Views.State game();
    }

    /** The answer to a seat's token, which it never repeats. */
    record Seat(String type, boolean presented) {
    }

    /** A refusal, one line; the socket stays open unless it says it closes. */
    record Error(String type, String error) {
    }

    private final ObjectMapper json;

    LiveMessages(ObjectMapper json) {
        this.json = json.copy().addMixIn(TwoPlayerViews.State.class, TwoPlayerStateJson.class);
    }

    String state(SeatedLive.SeatView game) {
        return write(new SeatState("state", game.revision(), game.state()));
    }

    String played(SeatedLive.SeatView game, int after, String move) {
        return write(new SeatPlayed("played", game.revision(), after, move, game.alreadyPlayed(), game.state()));
    }

    String state(Revised game) {
        return write(new State("state", game.revision(), game.state()));
    }

    String played(Revised game, int after, String move) {
        return write(new Played("played", game.revision(), after, move, game.alreadyPlayed(), game.state()));
    }

    String seat() {
        return write(new Seat("seat", true));
    }

    String error(String message) {
        return write(new Error("error", message));
    }

    private String write(Object message) {
        try {
            return json.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a live message cannot be written: " + e.getOriginalMessage(), e);
        }
    }
}
