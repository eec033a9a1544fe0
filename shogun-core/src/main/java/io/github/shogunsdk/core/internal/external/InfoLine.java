package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code info} line of a search, read leniently: {@code info [multipv k] depth d score cp n|mate n
 * [nodes n] [nps n] [time ms] pv m…}, the fields in any order. A line without a depth, a score or a
 * line of moves, or with a field that cannot be read, is not a report ({@link #parse} returns null):
 * the client skips it, as engines add fields of their own.
 *
 * @param rank the line's rank, 1 unless {@code multipv} says otherwise
 * @param depth the depth completed, 1 or more
 * @param score the score for the side to move
 * @param nodes the nodes searched, 0 when not given
 * @param moves the line, at least one move
 */
record InfoLine(int rank, int depth, Score score, long nodes, List<Move> moves) {

    /** The most moves of a line kept: more than any search reaches. */
    static final int MAX_MOVES = 256;
    /** The most lines a search reports at one depth: the API's limit. */
    static final int MAX_RANK = io.github.shogunsdk.api.SearchLimits.MAX_LINES;

    /**
     * Reads an {@code info} line.
     *
     * @param line the line, starting with {@code info}
     * @return the report, or null when the line is not one
     */
    static InfoLine parse(String line) {
        String[] words = line.split("\\s+");
        int rank = 1;
        int depth = 0;
        Score score = null;
        long nodes = 0;
        List<Move> moves = new ArrayList<>();
        try {
            for (int i = 1; i < words.length; i++) {
                switch (words[i]) {
                    case "multipv" -> rank = Integer.parseInt(words[++i]);
                    case "depth" -> depth = Integer.parseInt(words[++i]);
                    case "nodes" -> nodes = Long.parseLong(words[++i]);
                    case "score" -> {
                        String kind = words[++i];
                        int value = Integer.parseInt(words[++i]);
                        score = score(kind, value);
                    }
                    case "pv" -> {
                        for (i++; i < words.length && moves.size() < MAX_MOVES; i++) {
                            moves.add(Move.parse(words[i]));
                        }
                    }
                    case "string" -> {
                        return null;
                    }
                    default -> {
                        // a field the client does not use, such as nps or time, and its value
                    }
                }
            }
        } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            return null;
        }
        if (rank < 1 || rank > MAX_RANK || depth < 1 || score == null || moves.isEmpty() || nodes < 0) {
            return null;
        }
        return new InfoLine(rank, depth, score, nodes, List.copyOf(moves));
    }

    /**
     * Reads a score as the protocol writes it: {@code cp n} in centipawns (clamped to the API's
     * range), {@code mate n} in moves of the side to move (a win in {@code n > 0} of its moves is
     * {@code 2n − 1} plies, a loss after {@code −n} of its moves is {@code −2n} plies).
     */
    private static Score score(String kind, int value) {
        if (kind.equals("cp")) {
            return Score.centipawns(Math.max(-Score.MAX_CENTIPAWNS, Math.min(Score.MAX_CENTIPAWNS, value)));
        }
        if (kind.equals("mate")) {
            long plies = value > 0 ? 2L * value - 1 : -2L * value;
            int bounded = (int) Math.min(plies, Score.MAX_MATE_PLIES);
            return value > 0 ? Score.winIn(bounded) : Score.lossIn(bounded);
        }
        throw new IllegalArgumentException("score " + kind);
    }
}
