package io.github.shogunsdk.cli.web.seat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The two-player flow, step by step, with the server's instants given by hand. */
class TwoPlayerFlowTest {

    private static final Colour W = Colour.WHITE;
    private static final Colour R = Colour.RED;
    private static final Outcome ON = Outcome.ongoing();

    private final SecureRandom random = new SecureRandom();
    private final Invitation seats = Invitation.create(random).invitation();

    private TwoPlayerFlow started(String control) {
        return TwoPlayerFlow.create(seats, TimeControl.parse(control), W).join(W, 0).join(R, 1_000);
    }

    private static TwoPlayerFlow move(TwoPlayerFlow flow, Colour seat, long now) {
        return flow.admitMove(seat, flow.plies(), -1, now).played(ON);
    }

    @Test
    void theGameStartsWhenBothSeatsHaveJoinedAndOnlyTheSeatToMoveMoves() {
        TwoPlayerFlow waiting = TwoPlayerFlow.create(seats, TimeControl.parse("5+3"), W).join(W, 0);
        assertEquals(TwoPlayerFlow.Phase.WAITING, waiting.phase());
        assertSame(waiting, waiting.join(W, 10));                                  // a second device: nothing changes
        assertEquals("the game starts when both players have opened their links; Red has not yet",
                refusal(() -> waiting.admitMove(W, 0, -1, 10)).getMessage());
        TwoPlayerFlow flow = waiting.join(R, 1_000);
        assertEquals(TwoPlayerFlow.Phase.PLAYING, flow.phase());
        assertEquals(OptionalLong.of(1_000 + 300_000 + 500), flow.flagFallsAt());
        FlowRefusal notYours = refusal(() -> flow.admitMove(R, 0, -1, 2_000));
        assertEquals(FlowRefusal.Kind.NOT_NOW, notYours.kind());
        assertEquals("it is White's move, not Red's", notYours.getMessage());
        TwoPlayerFlow after = move(flow, W, 3_000);
        assertEquals(1, after.plies());
        assertEquals(R, after.toMove());
        assertEquals(300_000 - 2_000 + 3_000, after.clock().whiteMs());
    }

    @Test
    void aMoveNamesThePlyItFollowsSoARepeatIsAnsweredAsAlreadyPlayed() {
        TwoPlayerFlow flow = move(started("none"), W, 2_000);
        FlowRefusal again = refusal(() -> flow.admitMove(W, 0, -1, 2_100));
        assertEquals(FlowRefusal.Kind.ALREADY_PLAYED, again.kind());
        assertEquals("the move after ply 0 was already played: the game is at ply 1", again.getMessage());
        assertEquals("this move follows ply 5, but the game has only 1 plies: reload the game",
                refusal(() -> flow.admitMove(R, 5, -1, 2_100)).getMessage());
        assertEquals(FlowRefusal.Kind.MALFORMED, refusal(() -> flow.admitMove(R, 1, -7, 2_100)).kind());
    }

    @Test
    void aDrawOfferIsAnsweredByTheOpponentAndLapsesWhenTheOpponentMoves() {
        TwoPlayerFlow flow = started("5+3").offerDraw(W, 1_500);
        assertEquals(W, flow.drawOfferedBy());
        assertEquals("you have already offered a draw; Red has not answered yet", refusal(() -> flow.offerDraw(W, 1_600)).getMessage());
        assertEquals("White has offered you a draw: accept or decline it", refusal(() -> flow.offerDraw(R, 1_600)).getMessage());
        FlowRefusal own = refusal(() -> flow.answerDraw(W, true, 1_600));
        assertEquals(FlowRefusal.Kind.NOT_ALLOWED, own.kind());
        assertEquals("you offered this draw: Red answers it", own.getMessage());

        TwoPlayerFlow whiteMoved = move(flow, W, 2_000);
        assertEquals(W, whiteMoved.drawOfferedBy());                               // the offerer's own move keeps it
        TwoPlayerFlow redMoved = move(whiteMoved, R, 3_000);
        assertNull(redMoved.drawOfferedBy());                                      // its opponent moved: lapsed
        assertEquals("there is no draw offer to answer", refusal(() -> redMoved.answerDraw(R, true, 3_100)).getMessage());

        TwoPlayerFlow drawn = flow.answerDraw(R, true, 1_700);
        assertEquals(TwoPlayerFlow.Phase.OVER, drawn.phase());
        assertEquals("Draw by agreement", drawn.result().text());
        assertEquals("1/2-1/2", drawn.result().token());
        assertEquals(300_000 - 700, drawn.clock().whiteMs());                      // White's time ran 1 000 to 1 700
    }

    @Test
    void aDeclinedSeatOffersAgainOnlyOnceBothSidesHaveMoved() {
        TwoPlayerFlow declined = started("none").offerDraw(W, 1_100).answerDraw(R, false, 1_200);
        assertNull(declined.drawOfferedBy());
        assertEquals(0, declined.whiteDeclinedAt());
        assertEquals("Red declined your draw offer; you may offer again once both of you have moved",
                refusal(() -> declined.offerDraw(W, 1_300)).getMessage());
        TwoPlayerFlow oneMove = move(declined, W, 1_400);
        assertEquals("Red declined your draw offer; you may offer again once both of you have moved",
                refusal(() -> oneMove.offerDraw(W, 1_500)).getMessage());
        assertEquals(W, move(oneMove, R, 1_600).offerDraw(W, 1_700).drawOfferedBy());
        assertEquals(R, declined.offerDraw(R, 1_300).drawOfferedBy());             // the other seat is not held back
    }

    @Test
    void resignationAndTheRulesEndTheGameWithTheirReasons() {
        TwoPlayerFlow resigned = started("5+3").resign(R, 2_000);
        assertEquals("White wins by resignation", resigned.result().text());
        assertEquals("the game is over: White wins by resignation", refusal(() -> resigned.admitMove(W, 0, -1, 2_100)).getMessage());
        assertEquals("the game is over: White wins by resignation", refusal(() -> resigned.resign(W, 2_100)).getMessage());
        assertEquals("the game is over: White wins by resignation", refusal(() -> resigned.offerDraw(W, 2_100)).getMessage());

        TwoPlayerFlow mated = started("5+3").admitMove(W, 0, -1, 2_000).played(Outcome.win(W, WinReason.CHECKMATE));
        assertEquals("White wins by checkmate", mated.result().text());
        assertFalse(mated.flagFallsAt().isPresent());
        TwoPlayerFlow repeated = started("5+3").admitMove(W, 0, -1, 2_000).played(Outcome.draw(DrawReason.REPETITION));
        assertEquals("Draw by threefold repetition", repeated.result().text());
    }

    @Test
    void theServerDecidesTheFlagAndALateMoveLosesOnTime() {
        TwoPlayerFlow flow = started("1+0");                                       // White's time from 1 000
        assertEquals(OptionalLong.of(61_500), flow.flagFallsAt());                 // 1 000 + 60 000 + 500
        assertSame(flow, flow.settle(61_499));
        TwoPlayerFlow flagged = flow.settle(61_500);
        assertEquals("Red wins on time", flagged.result().text());
        assertEquals(0, flagged.clock().whiteMs());
        assertEquals("the game is over: Red wins on time", refusal(() -> flow.admitMove(W, 0, 59_000, 61_500)).getMessage());

        MoveAdmission late = flow.admitMove(W, 0, -1, 61_200);                     // 60.2 s, no lag claimed
        assertFalse(late.inTime());
        assertEquals("Red wins on time", late.lostOnTime().result().text());
        assertThrows(IllegalStateException.class, () -> late.played(ON));
        MoveAdmission saved = flow.admitMove(W, 0, 59_900, 61_200);                 // 300 ms of lag forgiven
        assertTrue(saved.inTime());
        assertEquals(100, saved.played(ON).clock().whiteMs());                      // 60 000 - 59 900
    }

    @Test
    void bothSeatsAskForARematchWhichSwapsColoursAndLinksBothGames() {
        TwoPlayerFlow over = started("5+3").resign(W, 2_000);
        assertEquals("a rematch is asked for once the game is over", refusal(() -> started("5+3").askRematch(W, 5)).getMessage());
        TwoPlayerFlow asked = over.askRematch(W, 2_100);
        assertFalse(asked.rematchAgreed());
        assertEquals("you have already asked for a rematch; Red has not yet", refusal(() -> asked.askRematch(W, 2_200)).getMessage());
        assertEquals("a rematch begins when both players have asked for one",
                refusal(() -> asked.rematch("old1", "new1", random)).getMessage());
        TwoPlayerFlow both = asked.askRematch(R, 2_300);
        assertTrue(both.rematchAgreed());
        TwoPlayerFlow.Rematch rematch = both.rematch("old1", "new1", random);
        assertEquals("new1", rematch.previous().nextGame());
        assertEquals("old1", rematch.next().previousGame());
        assertEquals(both.seats().white(), rematch.next().seats().red());
        assertEquals(both.seats().red(), rematch.next().seats().white());
        assertEquals(TwoPlayerFlow.Phase.WAITING, rematch.next().phase());
        assertEquals(TimeControl.parse("5+3"), rematch.next().clock().control());
        assertEquals(300_000, rematch.next().clock().whiteMs());
        assertEquals("the rematch has begun: game new1", refusal(() -> rematch.previous().askRematch(W, 2_400)).getMessage());
    }

    @Test
    void theViewHoldsNoSecretAndTheStateReadsBackEqual() {
        Invitation.Issued issued = Invitation.create(random);
        TwoPlayerFlow flow = TwoPlayerFlow.create(issued.invitation(), TimeControl.parse("5+3"), W).join(W, 0).join(R, 0);
        flow = move(flow, W, 4_000).offerDraw(W, 4_500);
        String view = flow.view(5_000).toString();
        assertEquals("{phase=playing, plies=1, toMove=red, joined={white=true, red=true}, "
                + "clock={at=5000, timed=true, white=299000, red=299000, running=red}, timeControl=5+3, engine=null, "
                + "drawOfferedBy=white, "
                + "result=null, rematch={white=false, red=false}, previousGame=null, nextGame=null}", view);
        for (String secret : new String[] {issued.white().reveal(), issued.red().reveal(), issued.invitation().watchId(),
            issued.invitation().white().text(), issued.invitation().red().text()}) {
            assertFalse(view.contains(secret));
            assertFalse(flow.toString().contains(secret));
        }
        assertEquals(flow, TwoPlayerFlow.fromData(flow.toData()));
    }

    @Test
    void afterARestartTheOutageIsChargedToNobody() {
        TwoPlayerFlow flow = move(started("5+3"), W, 4_000);                        // Red's time from 4 000
        TwoPlayerFlow restarted = TwoPlayerFlow.fromData(flow.toData()).restartedAt(90_000);
        assertEquals(300_000, restarted.clock().remaining(R, 90_000));
        assertEquals(OptionalLong.of(90_000 + 300_000 + 500), restarted.flagFallsAt());
        assertEquals(300_000, restarted.clock().whiteMs());                        // 300 000 - 3 000 + 3 000
    }

    @Test
    void aDamagedOrForeignStoredStateIsRefusedInOneLine() {
        Map<String, Object> data = new LinkedHashMap<>(started("5+3").toData());
        data.put("v", 2);
        assertEquals("a two-player game of version 2 cannot be read by this server, which reads version 1", damaged(data));
        data.put("v", 1);
        data.put("previousGame", "g\u00e91");
        assertEquals("\"previousGame\" should be a game id of letters and digits", damaged(data));
        data.put("previousGame", null);
        data.put("phase", "over");
        assertEquals("an inconsistent two-player game: a game has a result exactly when it is over", damaged(data));
        data.put("phase", "finished");
        assertEquals("\"phase\" should be waiting, playing or over", damaged(data));
        assertEquals("a seat's hash is missing", assertThrows(IllegalArgumentException.class, () -> TokenHash.parse(null)).getMessage());
    }

    private static String damaged(Map<String, Object> data) {
        return assertThrows(IllegalArgumentException.class, () -> TwoPlayerFlow.fromData(data)).getMessage();
    }

    private static FlowRefusal refusal(Executable action) {
        return assertThrows(FlowRefusal.class, action);
    }
}
