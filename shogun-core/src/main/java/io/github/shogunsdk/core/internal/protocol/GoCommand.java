package io.github.shogunsdk.core.internal.protocol;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.spi.Messages;
import java.util.List;

/**
 * {@code go [ponder] [depth <d>] [nodes <n>] [movetime <ms>] [wtime <ms>] [rtime <ms>] [winc <ms>]
 * [rinc <ms>] [movestogo <n>] [infinite]}, its parameters as given, in any order when read and in
 * that order when written. What the limits mean for a search (a clock shared out, a latency kept
 * back) is the engine's to decide.
 *
 * @param ponder whether {@code ponder} was given: the search runs on the opponent's time
 * @param depth the depth limit, 1 to {@link SearchLimits#MAX_DEPTH}, or 0 when not given
 * @param nodes the node limit, or 0 when not given
 * @param movetime the time limit in milliseconds, or 0 when not given
 * @param whiteTime the time on White's clock in milliseconds, any whole number; null when not given
 * @param redTime the time on Red's clock in milliseconds, any whole number; null when not given
 * @param whiteIncrement White's increment in milliseconds, 0 when not given
 * @param redIncrement Red's increment in milliseconds, 0 when not given
 * @param movesToGo the moves to the next time control, or 0 when not given
 * @param infinite whether {@code infinite} was given
 */
public record GoCommand(boolean ponder, int depth, long nodes, long movetime, Long whiteTime, Long redTime,
        long whiteIncrement, long redIncrement, int movesToGo, boolean infinite) {

    /** The parameters that take a value, in the order they are written. */
    private static final List<String> VALUED = List.of("depth", "nodes", "movetime", "wtime", "rtime", "winc", "rinc",
            "movestogo");

    /**
     * Reads the tokens after {@code go}.
     *
     * @param words the tokens after the command's word
     * @return the parameters
     * @throws IllegalArgumentException for an unknown parameter, a parameter without its value, or
     *     a value out of its range, with a message that names it
     */
    public static GoCommand parse(List<String> words) {
        int depth = 0;
        long nodes = 0;
        long movetime = 0;
        Long whiteTime = null;
        Long redTime = null;
        long whiteIncrement = 0;
        long redIncrement = 0;
        int movesToGo = 0;
        boolean infinite = false;
        boolean ponder = false;
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (word.equals("infinite")) {
                infinite = true;
                continue;
            }
            if (word.equals("ponder")) {
                ponder = true;
                continue;
            }
            if (i + 1 >= words.size()) {
                throw new IllegalArgumentException(known(word) + " needs a value");
            }
            String value = words.get(++i);
            switch (word) {
                case "depth" -> depth = (int) whole(word, value, 1, SearchLimits.MAX_DEPTH);
                case "nodes" -> nodes = whole(word, value, 1, Long.MAX_VALUE);
                case "movetime" -> movetime = whole(word, value, 1, Long.MAX_VALUE);
                case "wtime" -> whiteTime = whole(word, value, Long.MIN_VALUE, Long.MAX_VALUE);
                case "rtime" -> redTime = whole(word, value, Long.MIN_VALUE, Long.MAX_VALUE);
                case "winc" -> whiteIncrement = whole(word, value, 0, Long.MAX_VALUE);
                case "rinc" -> redIncrement = whole(word, value, 0, Long.MAX_VALUE);
                case "movestogo" -> movesToGo = (int) whole(word, value, 1, SearchLimits.MAX_MOVES_TO_GO);
                default -> throw new IllegalArgumentException(known(word));
            }
        }
        return new GoCommand(ponder, depth, nodes, movetime, whiteTime, redTime, whiteIncrement, redIncrement,
                movesToGo, infinite);
    }

    /** Names a word that needs a value, or says it is not a parameter. */
    private static String known(String word) {
        return VALUED.contains(word) ? word : "unknown parameter " + quoted(word);
    }

    private static long whole(String name, String value, long min, long max) {
        try {
            long number = Long.parseLong(value);
            if (number >= min && number <= max) {
                return number;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        String range = max != Long.MAX_VALUE ? " from " + min + " to " + max
                : min == Long.MIN_VALUE ? "" : " of " + min + " or more";
        throw new IllegalArgumentException(name + " takes a whole number" + range + ", not " + quoted(value));
    }

    /** A token as a message quotes it: in single quotes, on one short line. */
    private static String quoted(String word) {
        return "'" + Messages.oneLine(word) + "'";
    }

    /**
     * Returns the time on a side's clock, as given.
     *
     * @param side the side
     * @return milliseconds, possibly negative; null when not given
     */
    public Long time(Colour side) {
        return side == Colour.WHITE ? whiteTime : redTime;
    }

    /**
     * Returns a side's increment.
     *
     * @param side the side
     * @return milliseconds, 0 when not given
     */
    public long increment(Colour side) {
        return side == Colour.WHITE ? whiteIncrement : redIncrement;
    }

    /**
     * Writes the command: the parameters given (a limit of 0 is not given), an increment beside its
     * clock whenever the clock is given.
     *
     * @return such as {@code go depth 3} or {@code go ponder wtime 60000 winc 1000}
     */
    @Override
    public String toString() {
        StringBuilder go = new StringBuilder(Command.GO.word());
        if (ponder) {
            go.append(" ponder");
        }
        if (depth > 0) {
            go.append(" depth ").append(depth);
        }
        if (nodes > 0) {
            go.append(" nodes ").append(nodes);
        }
        if (movetime > 0) {
            go.append(" movetime ").append(movetime);
        }
        clock(go, "w", whiteTime, whiteIncrement);
        clock(go, "r", redTime, redIncrement);
        if (movesToGo > 0) {
            go.append(" movestogo ").append(movesToGo);
        }
        if (infinite) {
            go.append(" infinite");
        }
        return go.toString();
    }

    private static void clock(StringBuilder go, String prefix, Long time, long increment) {
        if (time != null) {
            go.append(' ').append(prefix).append("time ").append(time);
        }
        if (time != null || increment != 0) {
            go.append(' ').append(prefix).append("inc ").append(increment);
        }
    }
}
