package io.github.shogunsdk.core.internal.tables;

import io.github.shogunsdk.api.EnergyModel;
import java.util.concurrent.ConcurrentHashMap;

/** The geometry of each signature under one model, made once and shared by threads. */
final class TableGeometryCache {

    private final EnergyModel model;
    private final ConcurrentHashMap<Signature, TableGeometry> geometries = new ConcurrentHashMap<>();

    TableGeometryCache(EnergyModel model) {
        this.model = model;
    }

    /** Magnetic geometries by their counts of kings and pawns, found without hashing. */
    private final TableGeometry[] byCounts = new TableGeometry[2 * 8 * 2 * 8];

    /** The magnetic geometry of a signature given by its counts (pawns below 8). */
    TableGeometry ofCounts(int whiteKings, int whitePawns, int redKings, int redPawns) {
        int code = ((whiteKings * 8 + whitePawns) * 2 + redKings) * 8 + redPawns;
        TableGeometry geometry = byCounts[code];
        if (geometry == null) {
            java.util.List<int[]> pieces = new java.util.ArrayList<>();
            for (int i = 0; i < whiteKings; i++) {
                pieces.add(new int[] {0, 1, 0});
            }
            for (int i = 0; i < whitePawns; i++) {
                pieces.add(new int[] {0, 0, 0});
            }
            for (int i = 0; i < redKings; i++) {
                pieces.add(new int[] {1, 1, 0});
            }
            for (int i = 0; i < redPawns; i++) {
                pieces.add(new int[] {1, 0, 0});
            }
            geometry = of(Signature.of(pieces));
            byCounts[code] = geometry; // a racing thread makes an equal one: either is right
        }
        return geometry;
    }

    TableGeometry of(Signature signature) {
        return geometries.computeIfAbsent(signature, s -> new TableGeometry(s, model));
    }
}
