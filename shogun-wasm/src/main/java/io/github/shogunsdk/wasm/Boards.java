package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import java.util.Map;

/**
 * The board maps of a game's answers, as Jackson writes a {@code Map<Square, Piece>} or
 * {@code Map<Square, Integer>} with the SDK's module: each square's name as the key, in square order.
 */
final class Boards {

    private Boards() {
    }

    /** A position's pieces by square: {@code {"a1":"P4",…}}. */
    static void pieces(Json out, Position position) {
        out.beginObject();
        for (Map.Entry<Square, Piece> entry : position.pieces().entrySet()) {
            out.key(entry.getKey().toString()).value(entry.getValue().toString());
        }
        out.endObject();
    }

    /** The magnet under each square, or {@code null} when the model has no magnets. */
    static void magnets(Json out, EnergyModel model) {
        if (!(model instanceof EnergyModel.Magnetic)) {
            out.nullValue();
            return;
        }
        EnergyModel.Magnetic magnetic = (EnergyModel.Magnetic) model;
        out.beginObject();
        for (Square square : Square.all()) {
            out.key(square.toString()).value(magnetic.magnetAt(square));
        }
        out.endObject();
    }
}
