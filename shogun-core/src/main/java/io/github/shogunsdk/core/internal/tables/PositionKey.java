package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.core.internal.board.Board;
import java.util.ArrayList;
import java.util.List;

/**
 * A board's place in the tables: its signature and its entry (docs/TABLES.md, "Indexing"), or
 * nothing when no table can hold it (too many pieces, or energies the model would not give).
 */
final class PositionKey {

    final Signature signature;
    final long index;

    private PositionKey(Signature signature, long index) {
        this.signature = signature;
        this.index = index;
    }

    /** The key of a board, or null when no table can hold it. */
    static PositionKey of(Board board, TableGeometryCache geometries, EnergyModel model) {
        long occupied = board.occupied();
        if (Long.bitCount(occupied) > RetrogradeBuilder.MAX_PIECES) {
            return null;
        }
        boolean fixed = model instanceof EnergyModel.Fixed;
        if (!fixed) {
            return magnetic(board, geometries);
        }
        List<int[]> pieces = new ArrayList<>();
        for (long rest = occupied; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            pieces.add(new int[] {board.colourAt(square), board.isKing(square) ? 1 : 0,
                fixed ? board.energyAt(square) : 0, square});
        }
        Signature signature = Signature.of(pieces);
        // Signature.of keeps its input's order among equal pieces; sort the same way to pair squares.
        pieces.sort((a, b) -> a[0] != b[0] ? a[0] - b[0] : a[1] != b[1] ? b[1] - a[1] : a[2] - b[2]);
        TableGeometry geometry = geometries.of(signature);
        long index = (long) board.sideToMove() << 6 * pieces.size();
        for (int slot = 0; slot < pieces.size(); slot++) {
            int square = pieces.get(slot)[3];
            if (geometry.energyAt[slot][square] != board.energyAt(square)) {
                return null;
            }
            index |= (long) square << 6 * slot;
        }
        return new PositionKey(signature, index);
    }

    /**
     * The magnetic case without sorting: the pieces in table order are White's king, White's pawns
     * in square order, Red's king, Red's pawns; interchangeable pawns may stand in any order.
     */
    private static PositionKey magnetic(Board board, TableGeometryCache geometries) {
        long kings = board.kings();
        long white = board.pieces(Board.WHITE);
        long red = board.pieces(Board.RED);
        TableGeometry geometry = geometries.ofCounts(Long.bitCount(white & kings), Long.bitCount(white & ~kings),
                Long.bitCount(red & kings), Long.bitCount(red & ~kings));
        int slot = 0;
        long index = 0;
        long[] order = {white & kings, white & ~kings, red & kings, red & ~kings};
        for (long group : order) {
            for (long rest = group; rest != 0; rest &= rest - 1) {
                int square = Long.numberOfTrailingZeros(rest);
                if (geometry.energyAt[slot][square] != board.energyAt(square)) {
                    return null;
                }
                index |= (long) square << 6 * slot++;
            }
        }
        return new PositionKey(geometry.signature, index | (long) board.sideToMove() << 6 * slot);
    }
}
