package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Shogun;

/**
 * The engine of a protocol session ({@link SepEngine}): made anew only when the rule set, the
 * energy model or the options change, and then as soon as the session is asked whether it is
 * ready ({@code isready}), before it answers, so that making it (allocating its {@code Hash}
 * table, most of the work) never falls on a search's clock; a {@code go} that comes without an
 * {@code isready} makes it first. A {@code Hash} the Java heap cannot hold beside the rest is
 * refused when it is set. Used by the session's reading thread; the engine it holds may be read
 * from any thread.
 */
final class SessionEngine {

    /**
     * The heap kept free beside the table when a {@code Hash} is checked: the searcher's other
     * arrays, the game, and the program's own needs.
     */
    static final long HEAP_RESERVE_BYTES = 32L << 20;

    private volatile Engine engine;

    /**
     * Returns the engine last made.
     *
     * @return the engine, or null before the first is made
     */
    Engine current() {
        return engine;
    }

    /**
     * Returns an engine for a setup and options: the current one when it has them, else a new
     * one, the current one (and its table) let go first.
     *
     * @param setup the rule set and energy model
     * @param options the options, with tables only if they are the setup's
     *     ({@link SepOptions#engineOptions(GameSetup)})
     * @return the engine
     */
    Engine ready(GameSetup setup, EngineOptions options) {
        Engine made = engine;
        if (made == null || !made.setup().ruleSet().equals(setup.ruleSet())
                || !made.setup().energyModel().equals(setup.energyModel()) || !made.options().equals(options)) {
            engine = null;
            made = Shogun.newEngine(setup, options);
            engine = made;
        }
        return made;
    }

    /**
     * Says why a table of a size does not fit in the heap beside what it holds now, the current
     * engine's table counted as let go.
     *
     * @param megabytes the {@code Hash} asked for
     * @param current the {@code Hash} now set
     * @return the reason, or null when the table fits
     */
    String hashRefusal(int megabytes, int current) {
        long wanted = tableBytes(megabytes);
        long letGo = engine == null ? 0 : tableBytes(current);
        long room = heapRoom(letGo);
        if (wanted + HEAP_RESERVE_BYTES > room) {
            System.gc(); // garbage counts as used until collected; look again before refusing
            room = heapRoom(letGo);
        }
        if (wanted + HEAP_RESERVE_BYTES <= room) {
            return null;
        }
        return "a table of " + (wanted >> 20) + " MiB does not fit in this Java's memory (room for "
                + Math.max(0, (room - HEAP_RESERVE_BYTES) >> 20) + " MiB); Hash stays " + current
                + " (java -Xmx gives Java more)";
    }

    /**
     * Returns the bytes of the table the engine makes for a {@code Hash}.
     *
     * @param megabytes the {@code Hash}
     * @return the largest power of two of MiB within it, in bytes
     */
    static long tableBytes(int megabytes) {
        return Integer.highestOneBit(megabytes) * (1L << 20);
    }

    /** The heap not in use, counting a table about to be let go as free. */
    private static long heapRoom(long letGo) {
        Runtime runtime = Runtime.getRuntime();
        return runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory()) + letGo;
    }
}
