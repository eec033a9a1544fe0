package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.core.internal.board.Board;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.movegen.PathTable;

/**
 * What a signature's pieces do on each square under an energy model: the energy each piece has
 * there, and, for un-moving, the squares from which it reaches each square geometrically (its
 * energy there, paths not yet tested for blockers). Also turns an index into a board. Immutable
 * after construction.
 */
final class TableGeometry {

    final Signature signature;
    final int pieces;
    /** {@code energyAt[slot][square]}: the energy the piece has on that square. */
    final byte[][] energyAt;
    /** {@code sources[slot][square]}: squares from which the piece's path of its energy there ends on square. */
    final int[][][] sources;

    TableGeometry(Signature signature, EnergyModel model) {
        this.signature = signature;
        this.pieces = signature.pieces();
        energyAt = new byte[pieces][64];
        sources = new int[pieces][][];
        for (int slot = 0; slot < pieces; slot++) {
            PieceKind kind = signature.isKing(slot) ? PieceKind.KING : PieceKind.PAWN;
            for (int square = 0; square < 64; square++) {
                energyAt[slot][square] = (byte) (signature.energy(slot) != 0 ? signature.energy(slot)
                        : model.landingEnergy(kind, BoardConversion.square(square)).getAsInt());
            }
            sources[slot] = sourcesOf(energyAt[slot]);
        }
    }

    private static int[][] sourcesOf(byte[] energy) {
        int[][] counts = new int[64][];
        int[] sizes = new int[64];
        for (int from = 0; from < 64; from++) {
            for (long to = PathTable.destinations(from, energy[from]); to != 0; to &= to - 1) {
                sizes[Long.numberOfTrailingZeros(to)]++;
            }
        }
        for (int square = 0; square < 64; square++) {
            counts[square] = new int[sizes[square]];
            sizes[square] = 0;
        }
        for (int from = 0; from < 64; from++) {
            for (long to = PathTable.destinations(from, energy[from]); to != 0; to &= to - 1) {
                int square = Long.numberOfTrailingZeros(to);
                counts[square][sizes[square]++] = from;
            }
        }
        return counts;
    }

    /** The square of piece {@code slot} in entry {@code index}. */
    static int square(long index, int slot) {
        return (int) (index >>> 6 * slot) & 63;
    }

    /** The side to move of entry {@code index}. */
    int side(long index) {
        return (int) (index >>> 6 * pieces);
    }

    /** The entry with piece {@code slot} moved to {@code square} and the other side to move. */
    long moved(long index, int slot, int square) {
        int shift = 6 * slot;
        return (index & ~(63L << shift) | (long) square << shift) ^ 1L << 6 * pieces;
    }

    /** The occupied squares of an entry, or 0 when two pieces share a square (h8's bit makes a valid board negative). */
    long occupied(long index) {
        long occupied = 0;
        for (int slot = 0; slot < pieces; slot++) {
            long bit = 1L << square(index, slot);
            if ((occupied & bit) != 0) {
                return 0;
            }
            occupied |= bit;
        }
        return occupied;
    }

    /** A new board holding entry {@code index}'s position (its placement must be valid), counters at 0. */
    Board board(long index) {
        long[] colours = new long[2];
        long kings = 0;
        long low = 0;
        long high = 0;
        for (int slot = 0; slot < pieces; slot++) {
            int square = square(index, slot);
            long bit = 1L << square;
            colours[signature.colour(slot)] |= bit;
            if (signature.isKing(slot)) {
                kings |= bit;
            }
            int energy = energyAt[slot][square] - 1;
            low |= (energy & 1) != 0 ? bit : 0;
            high |= (energy & 2) != 0 ? bit : 0;
        }
        return Board.of(colours[0], colours[1], kings, low, high, side(index), 0, 1);
    }

    /** The slot standing on {@code square} in entry {@code index}, or -1. */
    int slotAt(long index, int square) {
        for (int slot = 0; slot < pieces; slot++) {
            if (square(index, slot) == square) {
                return slot;
            }
        }
        return -1;
    }

    /** The entry of the smaller signature after piece {@code captured} is removed from {@code index}. */
    static long withoutSlot(long index, int pieces, int captured) {
        long low = index & (1L << 6 * captured) - 1;
        long high = index >>> 6 * (captured + 1);
        return low | high << 6 * captured;
    }
}
