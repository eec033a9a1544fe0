package io.github.shogunsdk.cli.web.seat;

import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.cli.web.clock.ClockCommit;
import java.util.Objects;

/**
 * A move the flow has let through ({@link TwoPlayerFlow#admitMove}): its seat's turn, its ply, its
 * time charged. Either it came in time, and the caller plays it on the game and then calls
 * {@link #played(Outcome)} with the rules' outcome (a move the rules refuse is simply dropped with
 * this admission: nothing changed); or it came too late, and {@link #lostOnTime()} is the game
 * lost on time, the move not played.
 *
 * <pre>{@code
 * MoveAdmission admission = flow.admitMove(seat, afterPly, reportedMs, now);
 * if (admission.inTime()) {
 *     game.play(move);                                  // may refuse an illegal move: flow unchanged
 *     flow = admission.played(game.outcome());
 * } else {
 *     flow = admission.lostOnTime();                    // "Red wins on time"
 * }
 * }</pre>
 *
 * @param flow the flow as it was, settled, before the move
 * @param commit the clock's charge of the move
 * @param now the instant the move arrived
 */
public record MoveAdmission(TwoPlayerFlow flow, ClockCommit commit, long now) {

    /**
     * Checks the parts are there.
     *
     * @param flow the flow before the move
     * @param commit the clock's charge
     * @param now the instant
     */
    public MoveAdmission {
        Objects.requireNonNull(flow, "flow");
        Objects.requireNonNull(commit, "commit");
    }

    /**
     * Tells whether the move came in time.
     *
     * @return false when the mover's flag fell before it
     */
    public boolean inTime() {
        return !commit.flagFell();
    }

    /**
     * Returns the flow after the move, played on the game: the other side to move and its time
     * running, a draw offer by the mover's opponent lapsed, and the game over if the rules say so.
     *
     * @param rulesOutcome the game's outcome after the move
     * @return the next flow
     * @throws IllegalStateException if the move came too late
     */
    public TwoPlayerFlow played(Outcome rulesOutcome) {
        if (!inTime()) {
            throw new IllegalStateException("the move came after the flag fell: the game is lost on time");
        }
        return flow.played(commit, Objects.requireNonNull(rulesOutcome, "rulesOutcome"), now);
    }

    /**
     * Returns the game lost on time by the mover, whose move came too late.
     *
     * @return the flow, over
     * @throws IllegalStateException if the move came in time
     */
    public TwoPlayerFlow lostOnTime() {
        if (inTime()) {
            throw new IllegalStateException("the move came in time");
        }
        return flow.lostOnTime(commit);
    }
}
