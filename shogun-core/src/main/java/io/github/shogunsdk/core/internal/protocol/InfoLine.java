package io.github.shogunsdk.core.internal.protocol;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code info} line of a search: {@code info [multipv k] depth d score cp n|mate n nodes n nps n
 * time ms pv m…}. An engine writes the fields in that order ({@link #write}); a program reads them
 * leniently, in any order ({@link #parse}): a line without a depth, a score or a line of moves, or
 * with a field that cannot be read, is not a report, as engines add fields of their own.
 *
 * @param rank the line's rank, 1 unless {@code multipv} says otherwise
 * @param depth the depth completed, 1 or more
 * @param score the score for the side to move
 * @param nodes the nodes searched, 0 when not given
 * @param moves the line, at least one move
 */
public record InfoLine(int rank, int depth, Score score, long nodes, List<Move> moves) {

    /** The most moves of a line kept: more than any search reaches. */
    public static final int MAX_MOVES = 256;
    /** The most lines a search reports at one depth: the API's limit. */
    public static final int MAX_RANK = SearchLimits.MAX_LINES;

    /**
     * Tells whether a line is an {@code info} line, a report or not.
     *
     * @param line a line from the engine
     * @return true when it starts with {@code info} and a space
     */
    public static boolean isInfo(String line) {
        return line.startsWith("info ");
    }

    /**
     * Reads an {@code info} line.
     *
     * @param line the line, starting with {@code info}
     * @return the report, or null when the line is not one ({@code info string …} included)
     */
    public static InfoLine parse(String line) {
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
     * Writes the {@code info} line of one best line of a completed depth.
     *
     * @param numbered whether the line carries its rank ({@code multipv k}), as it does when the
     *     search reports more than one line a depth
     * @param rank the line's rank, from 1
     * @param depth the depth completed
     * @param score the line's score for the side to move
     * @param nodes the nodes searched since {@code go}
     * @param nodesPerSecond the nodes per second
     * @param millis the milliseconds since {@code go}
     * @param moves the line
     * @return the line, such as {@code info depth 3 score cp 34 nodes 1354 nps 35265 time 38 pv a1a5 d8d7 c1d2}
     */
    public static String write(boolean numbered, int rank, int depth, Score score, long nodes, long nodesPerSecond,
            long millis, List<Move> moves) {
        StringBuilder line = new StringBuilder("info ");
        if (numbered) {
            line.append("multipv ").append(rank).append(' ');
        }
        line.append("depth ").append(depth).append(" score ").append(score(score)).append(" nodes ").append(nodes)
                .append(" nps ").append(nodesPerSecond).append(" time ").append(millis).append(" pv");
        for (Move move : moves) {
            line.append(' ').append(move);
        }
        return line.toString();
    }

    /**
     * Writes a score as the protocol does.
     *
     * @param score the score for the side to move
     * @return {@code cp <n>} or {@code mate <n>}, in the side to move's moves
     */
    public static String score(Score score) {
        return score.isMate() ? "mate " + mateMoves(score) : "cp " + score.centipawns().getAsInt();
    }

    /**
     * Counts a forced result in moves, as the protocol does (the API counts plies): a win in
     * {@code n} plies is a win in {@code (n + 1) / 2} of the side to move's moves, a positive
     * number; a loss in {@code n} plies comes after {@code n / 2} of its moves, a negative number
     * (zero when it has lost already).
     *
     * @param score a forced result, for the side to move
     * @return the signed move count
     */
    public static int mateMoves(Score score) {
        return score.winIn().isPresent() ? (score.winIn().getAsInt() + 1) / 2 : -(score.lossIn().orElseThrow() / 2);
    }

    /**
     * Reads a score as the protocol writes it: {@code cp n} in centipawns (clamped to the API's
     * range), {@code mate n} in moves of the side to move (a win in {@code n > 0} of its moves is
     * {@code 2n − 1} plies, a loss after {@code −n} of its moves is {@code −2n} plies).
     */
    private static Score score(String kind, int value) {
        if (kind.equals("cp")) {
            return Score.ofCentipawns(Math.max(-Score.MAX_CENTIPAWNS, Math.min(Score.MAX_CENTIPAWNS, value)));
        }
        if (kind.equals("mate")) {
            long plies = value > 0 ? 2L * value - 1 : -2L * value;
            int bounded = (int) Math.min(plies, Score.MAX_MATE_PLIES);
            return value > 0 ? Score.ofWinIn(bounded) : Score.ofLossIn(bounded);
        }
        throw new IllegalArgumentException("score " + kind);
    }
}
