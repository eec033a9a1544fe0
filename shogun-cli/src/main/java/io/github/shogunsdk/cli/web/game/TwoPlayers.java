package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import io.github.shogunsdk.cli.web.seat.Invitation;
import io.github.shogunsdk.cli.web.seat.SeatLinks;
import io.github.shogunsdk.cli.web.seat.SeatToken;
import io.github.shogunsdk.cli.web.seat.TwoPlayerFlow;

/**
 * How the registry makes, finds and reads back games for two: a game's id is derived from its
 * watch id ({@link TwoPlayerGame#gameIdOf}), so a watch link finds its game, in memory or in the
 * store, without an index.
 */
final class TwoPlayers {

    /** How many invitations are drawn before giving up on a free id; one collision is already one chance in 2^80. */
    private static final int TRIES = 8;

    private TwoPlayers() {
    }

    static TwoPlayerViews.Created create(GameRegistry registry, Game game, TimeControl control, ClientKey owner) {
        if (game.outcome().isOver()) {
            throw new GameException.Refused("a game for two starts from a position where the game is not over: "
                    + game.outcome());
        }
        for (int i = 0; i < TRIES; i++) {
            Invitation.Issued issued = Invitation.create(registry.random());
            String id = TwoPlayerGame.gameIdOf(issued.invitation().watchId());
            if (registry.taken(id)) {
                continue;
            }
            TwoPlayerFlow flow = TwoPlayerFlow.create(issued.invitation(), control, game.sideToMove());
            GameSession session = registry.addTwoPlayerSession(id, GameTree.of(game), owner, flow);
            return new TwoPlayerViews.Created(id, SeatLinks.seat("", id, issued.white()), SeatLinks.seat("", id, issued.red()),
                    SeatLinks.watch("", issued.invitation()), session.twoPlayers.watch());
        }
        throw new IllegalStateException("no free game id after " + TRIES + " tries: the random source is broken");
    }

    /** Makes the rematch of a game under the id its flow's watch id gives, and returns the id. */
    static String rematch(GameRegistry registry, TwoPlayerFlow next, GameSetup setup, ClientKey owner) {
        String id = TwoPlayerGame.gameIdOf(next.seats().watchId());
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
            session = registry.get(TwoPlayerGame.gameIdOf(watchId));
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
        TwoPlayerFlow flow = TwoPlayerGame.flowOf(session.id(), state);
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
}
