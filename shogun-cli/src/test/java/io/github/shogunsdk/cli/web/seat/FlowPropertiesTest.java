package io.github.shogunsdk.cli.web.seat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.WinReason;
import io.github.shogunsdk.cli.web.clock.TimeControl;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.Size;

/**
 * The two-player flow under random actions by both seats at random instants: whatever is asked,
 * an action is done or refused with a one-line reason; only the seat to move moves; an offer lapses
 * when the offerer's opponent moves; a finished game stays finished with its result; the state
 * always reads back equal through a JSON column; no view holds a secret.
 */
class FlowPropertiesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SecureRandom RANDOM = new SecureRandom();

    enum Kind { JOIN, MOVE, MOVE_IN_TURN, STALE_MOVE, OFFER, ACCEPT, DECLINE, RESIGN, SETTLE, REMATCH, MOVE_ENDS_GAME }

    record Action(Kind kind, Colour seat, long waitMs, long reportedMs) {
    }

    @Property(tries = 300)
    void everyActionIsDoneOrRefusedAndEveryStateKeepsTheRules(@ForAll("controls") TimeControl control,
            @ForAll @Size(min = 20, max = 120) List<@From("actions") Action> actions, @ForAll boolean joined) throws Exception {
        Invitation.Issued issued = Invitation.create(RANDOM);
        TwoPlayerFlow flow = TwoPlayerFlow.create(issued.invitation(), control, Colour.WHITE);
        if (joined) {
            flow = flow.join(Colour.WHITE, 0).join(Colour.RED, 0);
        }
        long now = 0;
        for (Action action : actions) {
            now += action.waitMs();
            TwoPlayerFlow before = flow;
            try {
                flow = apply(flow, action, now);
            } catch (FlowRefusal refusal) {
                String message = refusal.getMessage();
                assertTrue(!message.isEmpty() && message.chars().noneMatch(c -> c < 0x20), message);
                assertEquals(before, flow);
            }
            check(before, flow, action, issued);
        }
        Statistics.label("phase at the end").collect(flow.phase());
        Statistics.label("plies played").collect(flow.plies() == 0 ? "0" : flow.plies() < 10 ? "1-9" : flow.plies() < 30 ? "10-29" : "30+");
    }

    private static TwoPlayerFlow apply(TwoPlayerFlow flow, Action action, long now) {
        Colour seat = action.kind() == Kind.MOVE_IN_TURN ? flow.toMove() : action.seat();
        return switch (action.kind()) {
            case JOIN -> flow.join(seat, now);
            case MOVE, MOVE_IN_TURN, MOVE_ENDS_GAME -> {
                MoveAdmission admission = flow.admitMove(seat, flow.settle(now).plies(), action.reportedMs(), now);
                assertEquals(seat, admission.flow().toMove(), "only the seat to move is let through");
                Outcome outcome = action.kind() != Kind.MOVE_ENDS_GAME ? Outcome.ongoing()
                        : action.reportedMs() % 2 == 0 ? Outcome.win(seat, WinReason.CHECKMATE) : Outcome.draw(DrawReason.QUIET_PLIES);
                yield admission.inTime() ? admission.played(outcome) : admission.lostOnTime();
            }
            case STALE_MOVE -> flow.admitMove(seat, flow.plies() - 1, -1, now).played(Outcome.ongoing());
            case OFFER -> flow.offerDraw(seat, now);
            case ACCEPT -> flow.answerDraw(seat, true, now);
            case DECLINE -> flow.answerDraw(seat, false, now);
            case RESIGN -> flow.resign(seat, now);
            case SETTLE -> flow.settle(now);
            case REMATCH -> flow.askRematch(seat, now);
        };
    }

    private static void check(TwoPlayerFlow before, TwoPlayerFlow after, Action action, Invitation.Issued issued) throws Exception {
        if (before.phase() == TwoPlayerFlow.Phase.OVER) {
            assertEquals(before.result(), after.result(), "a result never changes");
            assertEquals(before.plies(), after.plies(), "no move after the end");
        }
        if (after.plies() > before.plies()) {
            assertEquals(before.plies() + 1, after.plies());
            Colour mover = before.toMove();
            assertTrue(action.kind() == Kind.MOVE_IN_TURN || action.seat() == mover, "only the seat to move moved");
            assertEquals(mover.opponent(), after.toMove());
            if (before.drawOfferedBy() == mover.opponent()) {
                assertNull(after.drawOfferedBy(), "an offer lapses when the offerer's opponent moves");
            }
        }
        if (after.phase() == TwoPlayerFlow.Phase.OVER) {
            assertNotNull(after.result());
            assertFalse(after.flagFallsAt().isPresent());
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> stored = JSON.readValue(JSON.writeValueAsString(after.toData()), Map.class);
        assertEquals(after, TwoPlayerFlow.fromData(stored));
        String view = JSON.writeValueAsString(after.view(0)) + after;
        for (String secret : List.of(issued.white().reveal(), issued.red().reveal(), issued.invitation().watchId(),
                issued.invitation().white().text(), issued.invitation().red().text())) {
            assertFalse(view.contains(secret), "a view or toString holds a secret");
        }
    }

    @Provide
    Arbitrary<TimeControl> controls() {
        return Arbitraries.of("1s+0", "2s+1", "10s+0", "3s/move", "5+3", "none").map(TimeControl::parse);
    }

    @Provide
    Arbitrary<Action> actions() {
        Arbitrary<Kind> kinds = Arbitraries.frequency(
                Tuple.of(4, Kind.JOIN), Tuple.of(6, Kind.MOVE), Tuple.of(40, Kind.MOVE_IN_TURN), Tuple.of(2, Kind.STALE_MOVE),
                Tuple.of(4, Kind.OFFER), Tuple.of(1, Kind.ACCEPT), Tuple.of(2, Kind.DECLINE), Tuple.of(1, Kind.RESIGN),
                Tuple.of(2, Kind.SETTLE), Tuple.of(3, Kind.REMATCH), Tuple.of(1, Kind.MOVE_ENDS_GAME));
        return Combinators.combine(kinds, Arbitraries.of(Colour.values()), 
                Arbitraries.frequencyOf(Tuple.of(9, Arbitraries.longs().between(0, 400)), Tuple.of(1, Arbitraries.longs().between(0, 5_000))),
                Arbitraries.longs().between(-1, 3_000)).as(Action::new);
    }
}
