package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import io.github.shogunsdk.api.internal.MoveGrammar;
import java.util.Optional;
import java.util.Set;

/**
 * What a caller or a move's text may state about a move beyond its squares, checked against the
 * move: a landing energy given, a capture mark, and a check or checkmate sign.
 */
final class MoveClaims {

    private MoveClaims() {
    }

    /**
     * Checks, before a move is made, the landing energy its caller gives and its text's capture
     * mark. A text's energy mark is part of the move it names: a wrong one is the rules' refusal.
     *
     * @param board the board before the move
     * @param from the mover's bit
     * @param to the destination's bit
     * @param energy the game's landing energies
     * @param model the game's energy model, for the messages
     * @param energyGiven whether the caller gives the landing energy; when it does, the energy must
     *     be in the piece's range and, under a fixed or magnetic model, the model's
     * @param givenEnergy the landing energy given, if any
     * @param marks the text the move came from, or null
     * @return the landing energy: the one given, else the model's
     * @throws IllegalMoveException if the text's energy or capture mark does not fit the move
     * @throws IllegalArgumentException if an energy given apart from a text does not fit it
     */
    static int landingEnergy(Board board, int from, int to, LandingEnergy energy, EnergyModel model,
            boolean energyGiven, int givenEnergy, MoveGrammar.Marks marks) {
        int landing = energy.landing(board, from, to);
        if (energyGiven) {
            String wrong = wrongEnergy(board, from, givenEnergy, landing, energy, model);
            if (wrong != null) {
                if (marks != null) {
                    throw new IllegalMoveException(refusal(board, from, to, RefusalReason.WRONG_LANDING_ENERGY, wrong));
                }
                throw new IllegalArgumentException(wrong);
            }
            landing = givenEnergy;
        }
        if (marks != null && marks.capture() && (board.occupied() & 1L << to) == 0) {
            throw new IllegalMoveException(refusal(board, from, to, RefusalReason.WRONG_MARK,
                    "the text marks a capture, but " + BoardConversion.square(to) + " is empty"));
        }
        return landing;
    }

    /** Why a given landing energy cannot be the mover's, or null when it can. */
    private static String wrongEnergy(Board board, int from, int givenEnergy, int landing, LandingEnergy energy,
            EnergyModel model) {
        PieceKind kind = board.isKing(from) ? PieceKind.KING : PieceKind.PAWN;
        if (!kind.isValidEnergy(givenEnergy)) {
            return "a " + kind.displayName() + " lands with energy 1 to " + kind.maxEnergy() + ", not " + givenEnergy;
        }
        if (!energy.isRandom() && givenEnergy != landing) {
            return "the landing energy " + givenEnergy + " contradicts the " + describe(model)
                    + " energy model, which gives " + landing;
        }
        return null;
    }

    /**
     * Tells why a check or checkmate sign does not fit the move.
     *
     * @param sign {@code '+'}, {@code '#'}, or another character for none
     * @param check whether the move gives check
     * @param mate whether it gives checkmate
     * @return the reason, or null when the sign fits (or there is none)
     */
    static String wrongSign(char sign, boolean check, boolean mate) {
        if (sign == '+' && !check) {
            return "the text marks a check, but the move does not give check";
        }
        if (sign == '#' && !mate) {
            return "the text marks a checkmate, but the move " + (check ? "gives check only" : "does not give check");
        }
        return null;
    }

    /**
     * Returns the refusal of a move whose text states what does not fit it.
     *
     * @param board the board before the move
     * @param from the mover's bit
     * @param to the destination's bit
     * @param reason the reason
     * @param explanation why, in a sentence
     * @return the refusal
     */
    static Refusal refusal(Board board, int from, int to, RefusalReason reason, String explanation) {
        return Refusal.of(BoardConversion.square(from), BoardConversion.square(to), reason,
                Optional.of(BoardConversion.pieceAt(board, from)), Set.of(), Set.of(), explanation);
    }

    private static String describe(EnergyModel model) {
        return model instanceof EnergyModel.Fixed ? "fixed" : model.toString();
    }
}
