package io.github.shogunsdk.cli.web.clock;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How much network lag the server forgives. A client reports how long its player thought; the
 * server measured longer, since its measure includes the trip of the opponent's move to the
 * player and of the player's move back. The difference is the lag the client claims. The server
 * credits the mover
 *
 * <pre>
 * credit = min( max(0, measured − reported), perMoveCap, reserve )
 * reserve after the move = min( maxReserve, reserve − credit + refill )
 * </pre>
 *
 * where each side's reserve starts at {@code initialReserve}. So no single move gains more than
 * {@code perMoveCap}, and over its first {@code n} moves a side gains at most
 * {@code initialReserve + (n − 1) × refill} in all, whatever it reports: a client that fakes lag
 * soon lives on the refill alone, while one whose real lag stays under the refill is forgiven all
 * of it, every move. The credit never exceeds what the server itself measured, so the mover is
 * never charged less than nothing.
 *
 * @param perMoveCapMs the most one move is credited, in milliseconds
 * @param initialReserveMs each side's reserve at the start, in milliseconds
 * @param refillMs added to the mover's reserve after each of its moves, in milliseconds
 * @param maxReserveMs the most a reserve holds, in milliseconds
 */
public record LagPolicy(long perMoveCapMs, long initialReserveMs, long refillMs, long maxReserveMs) {

    /** The server's policy: at most 500 ms a move, a reserve of 1 s refilled by 100 ms a move up to 2 s. */
    public static final LagPolicy STANDARD = new LagPolicy(500, 1_000, 100, 2_000);

    /** No lag forgiven: the server's measure is charged in full. */
    public static final LagPolicy NONE = new LagPolicy(0, 0, 0, 0);

    /** The largest value of any of the four, in milliseconds (one minute). */
    public static final long MAX_MS = 60_000;

    /**
     * Checks the bounds.
     *
     * @param perMoveCapMs the most one move is credited
     * @param initialReserveMs each side's reserve at the start
     * @param refillMs added to the mover's reserve after each of its moves
     * @param maxReserveMs the most a reserve holds
     * @throws IllegalArgumentException if any is negative or above {@value #MAX_MS}, or the
     *     initial reserve above the most
     */
    public LagPolicy {
        check("the per-move cap", perMoveCapMs);
        check("the initial reserve", initialReserveMs);
        check("the refill", refillMs);
        check("the largest reserve", maxReserveMs);
        if (initialReserveMs > maxReserveMs) {
            throw new IllegalArgumentException("the initial reserve " + initialReserveMs + " ms is above the largest reserve " + maxReserveMs + " ms");
        }
    }

    /**
     * Returns the credit one move gets (the formula above).
     *
     * @param measuredMs how long the server measured the move, zero or more
     * @param reportedMs how long the client says its player thought, or a negative number for no report
     * @param reserveMs the mover's reserve before the move
     * @return the credit, between 0 and {@code min(measuredMs, perMoveCapMs, reserveMs)}
     */
    public long credit(long measuredMs, long reportedMs, long reserveMs) {
        if (reportedMs < 0) {
            return 0;
        }
        long claimed = Math.max(0, measuredMs - reportedMs);
        return Math.max(0, Math.min(claimed, Math.min(perMoveCapMs, reserveMs)));
    }

    /**
     * Returns the mover's reserve after a move.
     *
     * @param reserveMs the reserve before the move
     * @param creditMs the credit the move got
     * @return the new reserve
     */
    public long reserveAfter(long reserveMs, long creditMs) {
        return Math.min(maxReserveMs, reserveMs - creditMs + refillMs);
    }

    /**
     * Returns the most a side can be credited over its first moves, whatever its client reports.
     *
     * @param moves the number of the side's moves, one or more
     * @return {@code min(moves × perMoveCap, initialReserve + (moves − 1) × refill)}
     */
    public long bound(long moves) {
        return Math.min(moves * perMoveCapMs, initialReserveMs + (moves - 1) * refillMs);
    }

    /**
     * Returns the plain-data form.
     *
     * @return a map of the four numbers
     */
    public Map<String, Object> toData() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("perMoveCapMs", perMoveCapMs);
        data.put("initialReserveMs", initialReserveMs);
        data.put("refillMs", refillMs);
        data.put("maxReserveMs", maxReserveMs);
        return data;
    }

    /**
     * Reads the plain-data form.
     *
     * @param data a map {@link #toData()} wrote
     * @return the policy
     * @throws IllegalArgumentException with a one-line message if the map is not such a form
     */
    public static LagPolicy fromData(Map<String, ?> data) {
        return new LagPolicy(PlainData.whole(data, "perMoveCapMs"), PlainData.whole(data, "initialReserveMs"),
                PlainData.whole(data, "refillMs"), PlainData.whole(data, "maxReserveMs"));
    }

    private static void check(String what, long value) {
        if (value < 0 || value > MAX_MS) {
            throw new IllegalArgumentException(what + " is 0 to " + MAX_MS + " ms, not " + value);
        }
    }
}
