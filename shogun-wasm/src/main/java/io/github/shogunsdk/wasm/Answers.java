package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.json.internal.Writes;

/**
 * The envelope every exported method answers with, as JSON text: {@code {"value":…}} when it
 * worked, {@code {"error":{…}}} when the input was refused. Exceptions never cross into
 * JavaScript, whose two targets would show them differently; the JavaScript side turns an error
 * into a {@code ShogunError}.
 */
final class Answers {

    private Answers() {
    }

    /** Makes the value of an answer. */
    interface Value {
        void write(Json out);
    }

    /**
     * Starts the answer of a call that cannot fail, such as reading the game's position: the
     * caller writes the value and hands the writer to {@link #end}. No lambda, so such a call costs
     * the browser builds no class of its own.
     *
     * @return a writer positioned at the value
     */
    static Json start() {
        return new Json().beginObject().key("value");
    }

    /**
     * Ends an answer begun by {@link #start}.
     *
     * @param out the writer, its value written
     * @return the answer
     */
    static String end(Json out) {
        return out.endObject().toString();
    }

    /** Runs the work and wraps what it wrote, or the refusal it threw. */
    static String of(Value work) {
        Json out = new Json();
        try {
            out.beginObject().key("value");
            work.write(out);
            return out.endObject().toString();
        } catch (RuntimeException e) {
            return error(e);
        }
    }

    /**
     * The error object: {@code kind} is {@code "notation"} (with {@code index}), {@code "record"}
     * (with {@code index}, {@code line} and {@code column}), {@code "illegal-move"} (with the
     * {@code refusal}), {@code "state"} (the call does not fit the game's state, such as undo with
     * nothing to undo), {@code "argument"} (any other bad argument) or {@code "internal"} (a fault
     * of the SDK's, never of the input).
     */
    static String error(RuntimeException e) {
        Json out = new Json().beginObject().key("error").beginObject();
        out.key("kind").value(kind(e));
        out.key("message").value(String.valueOf(e.getMessage()));
        if (e instanceof NotationException) {
            out.key("index").value(((NotationException) e).getErrorIndex());
        }
        if (e instanceof RecordException) {
            out.key("line").value(((RecordException) e).getLine());
            out.key("column").value(((RecordException) e).getColumn());
        }
        if (e instanceof IllegalMoveException) {
            Writes.refusal(((IllegalMoveException) e).getRefusal(), out.key("refusal").events());
        }
        return out.endObject().endObject().toString();
    }

    private static String kind(RuntimeException e) {
        if (e instanceof RecordException) {
            return "record";
        }
        if (e instanceof NotationException) {
            return "notation";
        }
        if (e instanceof IllegalMoveException) {
            return "illegal-move";
        }
        if (e instanceof IllegalStateException) {
            return "state";
        }
        if (e instanceof IllegalArgumentException || e instanceof NullPointerException) {
            return "argument";
        }
        return "internal";
    }
}
