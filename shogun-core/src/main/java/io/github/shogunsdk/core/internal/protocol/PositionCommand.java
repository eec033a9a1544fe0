package io.github.shogunsdk.core.internal.protocol;

import java.util.List;
import java.util.Objects;

/**
 * {@code position startpos [moves <m1> …]} or {@code position spn <SPN> [moves <m1> …]}: the
 * start, and the moves played from it as they were sent. The SPN is every token after {@code spn}
 * up to {@code moves}; what the SPN and the moves mean is the engine's to judge.
 *
 * @param spn the start in SPN, its tokens joined by single spaces; null for {@code startpos}
 * @param moves the moves, each one token such as {@code d1d3} or {@code d1d3:2}
 */
public record PositionCommand(String spn, List<String> moves) {

    /**
     * Copies the moves.
     *
     * @param spn the start in SPN, or null for {@code startpos}
     * @param moves the moves
     */
    public PositionCommand {
        moves = List.copyOf(Objects.requireNonNull(moves, "moves"));
    }

    /**
     * Reads the tokens after {@code position}.
     *
     * @param words the tokens after the command's word
     * @return the command
     * @throws IllegalArgumentException if the start is neither {@code startpos} nor {@code spn} with
     *     an SPN
     */
    public static PositionCommand parse(List<String> words) {
        int moves = words.indexOf("moves");
        List<String> start = moves < 0 ? words : words.subList(0, moves);
        String spn;
        if (start.size() == 1 && start.get(0).equals("startpos")) {
            spn = null;
        } else if (start.size() > 1 && start.get(0).equals("spn")) {
            spn = String.join(" ", start.subList(1, start.size()));
        } else {
            throw new IllegalArgumentException(
                    "expected position startpos [moves ...] or position spn <SPN> [moves ...]");
        }
        return new PositionCommand(spn, moves < 0 ? List.of() : words.subList(moves + 1, words.size()));
    }

    /**
     * Writes the command.
     *
     * @return such as {@code position spn <SPN> moves d1d3:1 e8e7:2}
     */
    @Override
    public String toString() {
        StringBuilder line = new StringBuilder(Command.POSITION.word());
        line.append(spn == null ? " startpos" : " spn " + spn);
        if (!moves.isEmpty()) {
            line.append(" moves");
            for (String move : moves) {
                line.append(' ').append(move);
            }
        }
        return line.toString();
    }
}
