package io.github.shogunsdk.wasm;

import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/** A JavaScript function that receives the engine's progress after each completed depth, as JSON text. */
@JSFunctor
public interface ProgressCallback extends JSObject {

    /**
     * Receives one report.
     *
     * @param json a search progress in the shape of {@code docs/JSON.md}
     */
    void report(String json);
}
