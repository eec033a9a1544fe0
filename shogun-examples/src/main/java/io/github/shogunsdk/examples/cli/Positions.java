package io.github.shogunsdk.examples.cli;

import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Position;

/**
 * Reads positions (SPN) as the command line takes them: with at most seven pawns per colour, the
 * material of the physical game. {@link Position#parse} also reads analysis boards with more pawns;
 * the command line refuses them, as it always has, naming the first pawn too many.
 */
final class Positions {

    /** The most pawns a colour has in the physical game. */
    private static final int MAX_PAWNS = 7;

    private Positions() {
    }

    /**
     * Reads a position with the physical game's material.
     *
     * @param spn the position notation
     * @return the position
     * @throws NotationException naming the first bad character: the first error of the notation,
     *     or the pawn that gives a colour more than seven, whichever comes first
     */
    static Position parse(String spn) {
        NotationException tooManyPawns = tooManyPawns(spn);
        Position position;
        try {
            position = Position.parse(spn);
        } catch (NotationException e) {
            if (tooManyPawns != null && tooManyPawns.getErrorIndex() < e.getErrorIndex()) {
                throw tooManyPawns;
            }
            throw e;
        }
        if (tooManyPawns != null) {
            throw tooManyPawns;
        }
        return position;
    }

    /** Finds the first pawn letter of the ranks that gives its colour an eighth pawn. */
    private static NotationException tooManyPawns(String spn) {
        int white = 0;
        int red = 0;
        for (int i = 0; i < spn.length() && spn.charAt(i) != ' '; i++) {
            char c = spn.charAt(i);
            if (c == 'P' && ++white > MAX_PAWNS || c == 'p' && ++red > MAX_PAWNS) {
                String colour = c == 'P' ? "white" : "red";
                return new NotationException("position", spn, i, colour + " has more than " + MAX_PAWNS + " pawns");
            }
        }
        return null;
    }
}
