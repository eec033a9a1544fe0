package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.energy.LandingEnergy;
import java.util.Optional;
import java.util.Set;

/**
 * What a caller or a move's text may state about a move beyond its squares, checked against the
 * move: a landing energy given, and a check or checkmate sign. Each check answers why the
 * statement does not fit, or null when it does.
 */
final class MoveClaims {

    private MoveClaims() {
    }

    /**
     * Tells why a given landing energy cannot be the mover's: out of the piece's range, or, under
     * a fixed or magnetic model, not the model's.
     *
     * @param board the board before the move
     * @param from the mover's bit
     * @param givenEnergy the energy given
     * @param landing the energy the model gives
     * @param energy the game's landing energies
     * @param model the game's energy model, for the message
     * @return the reason, or null when the energy fits
     */
    static String wrongEnergy(Board board, int from, int givenEnergy, int landing, LandingEnergy energy,
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
