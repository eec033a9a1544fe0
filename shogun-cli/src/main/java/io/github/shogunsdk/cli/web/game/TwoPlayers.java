package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import io.github.shogunsdk.cli.web.seat.FlowResult;
import io.github.shogunsdk.cli.web.seat.Invitation;
import io.github.shogunsdk.cli.web.seat.SeatLinks;
import io.github.shogunsdk.cli.web.seat.SeatToken;
import io.github.shogunsdk.cli.web.seat.TwoPlayerFlow;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the registry makes, finds and reads back games for two: a game's id is derived from its
 * watch id ({@link #gameIdOf}), so a watch link finds its game, in memory or in the
 * store, without an index.
 */
final class TwoPlayers {

    /** How many invitations are drawn before giving up on a free id; one collision is already one chance in 2^80. */
    private static final int TRIES = 8;

    /** The key of the flow in the row's state. */
    private static final String STATE_KEY = "twoPlayers";

    private TwoPlayers() {
    }

    /**
     * The id of the game a watch id belongs to: derived from it (SHA-256, in the registry's id
     * letters), so that a watch link finds its game in the store without an index, while the game
     * id, which every seat link shows, tells nothing of the watch id.
     */
    static String gameIdOf(String watchId) {
        byte[] digest;
        try {
            digest = MessageDigest.getInstance("SHA-256").digest(watchId.getBytes(StandardCharsets.US_ASCII));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        char[] id = new char[GameRegistry.ID_LENGTH];
        for (int i = 0; i < id.length; i++) {
            id[i] = GameRegistry.ID_LETTERS[(digest[i] & 0xff) % GameRegistry.ID_LETTERS.length];
        }
        return new String(id);
    }

    /** The row's state holding a flow. */
    static String state(TwoPlayerFlow flow) {
        return PlainJson.write(Map.of(STATE_KEY, flow.toData()));
    }

    /**
     * Reads the flow of a row's state.
     *
     * @throws GameException.Busy if the state holds no readable flow (a database changed by hand)
     */
    static TwoPlayerFlow flowOf(String id, String state) {
        try {
            Object data = PlainJson.read(state);
            Object flow = data instanceof Map<?, ?> whole ? whole.get(STATE_KEY) : null;
            if (!(flow instanceof Map<?, ?> map)) {
                throw new IllegalArgumentException("no \"" + STATE_KEY + "\" in its state");
            }
            @SuppressWarnings("unchecked")
            Map<String, ?> typed = (Map<String, ?>) map;
            return TwoPlayerFlow.fromData(typed);
        } catch (IllegalArgumentException e) {
            throw new GameException.Busy("the stored game " + id + " for two cannot be read back: "
                    + GameException.oneLine(e.getMessage()));
        }
    }

    /**
     * Makes a game with seats: for two people (no engine side), or against the engine with a clock,
     * the engine holding one seat (joined from the start, its flag never falling) and the person
     * the other, whose link alone is handed out.
     */
    static TwoPlayerViews.Created create(GameRegistry registry, Game game, TimeControl control, ClientKey owner,
            Colour engineSide) {
        if (game.outcome().isOver()) {
            throw new GameException.Refused("a game for two starts from a position where the game is not over: "
                    + game.outcome());
        }
        for (int i = 0; i < TRIES; i++) {
            Invitation.Issued issued = Invitation.create(registry.random());
            String id = gameIdOf(issued.invitation().watchId());
            if (registry.taken(id)) {
                continue;
            }
            TwoPlayerFlow flow = TwoPlayerFlow.create(issued.invitation(), control, game.sideToMove());
            if (engineSide != null) {
                flow = new TwoPlayerFlow(flow.seats(), flow.clock().withEngineSide(engineSide), flow.phase(), 0,
                        flow.toMove(), false, false, null, -1, -1, null, false, false, null, null)
                        .join(engineSide, registry.millis());
            }
            GameSession session = registry.addTwoPlayerSession(id, GameTree.of(game), owner, flow);
            return new TwoPlayerViews.Created(id, link(id, issued, Colour.WHITE, engineSide),
                    link(id, issued, Colour.RED, engineSide), SeatLinks.watch("", issued.invitation()), session.twoPlayers.watch());
        }
        throw new IllegalStateException("no free game id after " + TRIES + " tries: the random source is broken");
    }

    private static String link(String id, Invitation.Issued issued, Colour seat, Colour engineSide) {
        return seat == engineSide ? null : SeatLinks.seat("", id, issued.token(seat));
    }

    /** Makes the rematch of a game under the id its flow's watch id gives, and returns the id. */
    static String rematch(GameRegistry registry, TwoPlayerFlow next, GameSetup setup, ClientKey owner) {
        String id = gameIdOf(next.seats().watchId());
        if (registry.taken(id)) {
            throw new GameException.Conflict("the rematch could not be made now; ask again");
        }
        registry.addTwoPlayerSession(id, GameTree.of(Shogun.newGame(setup)), owner, next);
        return id;
    }

    static TwoPlayerGame watch(GameRegistry registry, String watchId) {
        GameException.NotFound none = new GameException.NotFound(
                "no game to watch at this link: it never existed, or it was deleted or unused for too long");
        if (!SeatToken.isWellFormed(watchId)) {
            throw none;
        }
        GameSession session;
        try {
            session = registry.get(gameIdOf(watchId));
        } catch (GameException.NotFound e) {
            throw none;
        }
        TwoPlayerGame game = session.twoPlayers;
        if (game == null || !game.isWatchedBy(watchId)) {
            throw none;
        }
        return game;
    }

    /**
     * Sets up a game for two read from the store and holds it. After a restart of this server the
     * running side's time starts again now: the outage is charged to nobody.
     */
    static GameSession read(GameRegistry registry, GameSession session, String state, boolean restarted) {
        TwoPlayerFlow flow = flowOf(session.id(), state);
        if (restarted) {
            flow = flow.restartedAt(registry.millis());
        }
        session.twoPlayers = new TwoPlayerGame(session, registry, flow);
        GameSession held = registry.hold(session);
        if (held == session) {
            session.twoPlayers.settleNow();
        }
        return held;
    }

    /**
     * Ends a game's record as its flow ended the game, where the rules have not ended it:
     * resigned, drawn by agreement, or lost on time (resigned in the game, with
     * {@code [Termination "time forfeit"]} in the record).
     */
    static void end(GameTree tree, FlowResult result) {
        Game game = tree.game();
        if (game.outcome().isOver()) {
            return;
        }
        switch (result.ending()) {
            case AGREEMENT -> game.agreeDraw();
            case RESIGNATION, TIME -> game.resign(result.winner().opponent());
            default -> {
                return;
            }
        }
        String token = game.outcome().result();
        boolean onTime = result.ending() == FlowResult.Ending.TIME;
        tree.annotate(record -> {
            GameRecord ended = record.withResult(token);
            if (!onTime) {
                return ended;
            }
            Map<String, String> tags = new LinkedHashMap<>(ended.tags());
            tags.put("Termination", "time forfeit");
            return ended.withTags(tags);
        });
    }
}
