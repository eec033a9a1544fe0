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

    TableGeometry of(Signature signature) {
        return geometries.computeIfAbsent(signature, s -> new TableGeometry(s, model));
    }
}
