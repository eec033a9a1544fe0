package io.github.shogunsdk.json.internal;

import io.github.shogunsdk.json.JsonShapeException;
import java.util.Arrays;

/**
 * Where a reader is in the data, such as {@code mainline[3].variations[0]}: the path as text, and
 * where each step of it starts, so that leaving a step cuts it off.
 */
final class Place {

    private final StringBuilder path = new StringBuilder();
    private int[] starts = new int[16];
    private int steps;

    void key(String key) {
        enter();
        path.append(path.length() == 0 ? "" : ".").append(key);
    }

    void index(int index) {
        enter();
        path.append('[').append(index).append(']');
    }

    void leave() {
        path.setLength(starts[--steps]);
    }

    private void enter() {
        if (steps == starts.length) {
            starts = Arrays.copyOf(starts, steps * 2);
        }
        starts[steps++] = path.length();
    }

    /** A fault here; small, as it stands at every place a reader refuses data. */
    JsonShapeException fault(String problem) {
        return new JsonShapeException(path.toString(), problem);
    }
}
