package io.github.shogunsdk.core.internal.energy;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.board.SplitMix64;
import io.github.shogunsdk.core.internal.convert.BoardConversion;

/**
 * An energy model compiled for the board: the energy a moving piece gets on landing, computed
 * without allocating. Immutable and thread-safe.
 *
 * <p>Fixed keeps the mover's energy; magnetic reads two precomputed tables (pawn and king energy
 * per square); random draws uniformly from the piece's range with SplitMix64, seeded by the
 * model's seed mixed with the position's Zobrist key, the move number and the move, so the same
 * seed, position and move always give the same energy.
 */
public final class LandingEnergy {

    private static final long MOVE_SALT = 0x6A09_E667_F3BC_C909L;

    // The model's kind as a number rather than an enum: a switch on an enum reads a table that the
    // browser compiler (TeaVM) guards with an "is the class ready" test on every move.
    private static final int FIXED = 0;
    private static final int MAGNETIC = 1;
    private static final int RANDOM = 2;

    private final EnergyModel model;
    private final int kind;
    private final byte[] pawnEnergy;
    private final byte[] kingEnergy;
    private final long seed;

    private LandingEnergy(EnergyModel model, int kind, byte[] pawnEnergy, byte[] kingEnergy, long seed) {
        this.model = model;
        this.kind = kind;
        this.pawnEnergy = pawnEnergy;
        this.kingEnergy = kingEnergy;
        this.seed = seed;
    }

    /**
     * Compiles an energy model.
     *
     * @param model the model
     * @return the compiled model
     */
    public static LandingEnergy of(EnergyModel model) {
        java.util.Objects.requireNonNull(model, "model");
        LandingEnergy last = lastCompiled;
        if (last != null && last.model.equals(model)) {
            return last;
        }
        LandingEnergy compiled = compile(model);
        lastCompiled = compiled;
        return compiled;
    }

    /**
     * The model compiled last: a game, a search or a perft compiles its model when it starts,
     * almost always the same one, and compiling a magnetic model asks it about every square. An
     * immutable object with final fields, so threads may share it without a lock.
     */
    private static volatile LandingEnergy lastCompiled;

    private static LandingEnergy compile(EnergyModel model) {
        if (model instanceof EnergyModel.Fixed) {
            return new LandingEnergy(model, FIXED, null, null, 0);
        }
        if (model instanceof EnergyModel.Random random) {
            return new LandingEnergy(model, RANDOM, null, null, random.seed());
        }
        byte[] pawns = new byte[64];
        byte[] kings = new byte[64];
        for (int bit = 0; bit < 64; bit++) {
            Square square = BoardConversion.square(bit);
            pawns[bit] = (byte) model.landingEnergy(PieceKind.PAWN, square).getAsInt();
            kings[bit] = (byte) model.landingEnergy(PieceKind.KING, square).getAsInt();
        }
        return new LandingEnergy(model, MAGNETIC, pawns, kings, 0);
    }

    /**
     * Returns the energy the side to move's piece on {@code from} gets on landing on {@code to}.
     *
     * @param board the board before the move
     * @param from the mover's square
     * @param to the destination
     * @return the landing energy, in the mover's range
     */
    public int landing(Board board, int from, int to) {
        switch (kind) {
            case FIXED:
                return board.energyAt(from);
            case MAGNETIC:
                return board.isKing(from) ? kingEnergy[to] : pawnEnergy[to];
            default:
                long bits = SplitMix64.mix(seed ^ SplitMix64.mix(board.key() + board.moveNumber() * MOVE_SALT)
                        ^ (from | to << 6));
                return 1 + (int) (bits >>> 32 & (board.isKing(from) ? 1 : 3));
        }
    }

    /**
     * Tells whether the model draws energies (random), so the same move can land with different
     * energies under different seeds.
     *
     * @return true for the random model
     */
    public boolean isRandom() {
        return kind == RANDOM;
    }
}
