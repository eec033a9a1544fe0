package io.github.shogunsdk.wasm;

import io.github.shogunsdk.json.contract.PlainAdapter;
import io.github.shogunsdk.json.internal.Shapes;

/**
 * The browser build's JSON as the JSON contract's adapter (named in the build's surefire
 * settings): values written by the layer's shapes into this module's JSON text writer, and text
 * read by its JSON reader into the plain data the layer reads. Its reader stops at 256 levels of
 * nesting, so the contract leaves out its cases of deeper JSON.
 */
public final class WasmJson extends PlainAdapter {

    /** Creates the adapter. */
    public WasmJson() {
    }

    @Override
    public int maxTextDepth() {
        return JsonText.MAX_DEPTH;
    }

    @Override
    protected Object parse(String json) {
        return JsonText.parse(json);
    }

    @Override
    protected String text(Object value) {
        Json json = new Json();
        Shapes.write(value, json.events());
        return json.toString();
    }
}
