package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import java.util.Map;
import org.teavm.jso.JSExport;

/**
 * The entry points that the browser build exports to JavaScript: new games, games read from
 * records, perft. The hand-written {@code shogun.js} wraps them in the module's JavaScript API;
 * values travel as JSON text in the envelope of {@link Answers}. Record trees are exported by the
 * records build alone ({@link ShogunRecordsJs}), so that the default download stays small.
 */
public final class ShogunJs {

    private ShogunJs() {
    }

    /**
     * Does nothing: the module is a library, whose exports JavaScript calls.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        // The exports are the interface; there is nothing to run at load.
    }

    /**
     * Starts a game.
     *
     * @param rules a rule set's text such as {@code "standard"} or {@code "koth quiet-plies=0"}, or
     *     {@code null} for standard rules
     * @param energy an energy model's text such as {@code "magnetic 90"} or {@code "random 42"}, or
     *     {@code null} for magnetic
     * @param start the start position's SPN, or {@code null} for the energy model's initial position
     * @return the game, or why the setup was refused
     */
    @JSExport
    public static GameAnswer newGame(String rules, String energy, String start) {
        try {
            GameSetup setup = GameSetup.standard();
            if (rules != null) {
                setup = setup.withRuleSet(RuleSet.parse(rules));
            }
            if (energy != null) {
                setup = setup.withEnergyModel(EnergyModel.parse(energy));
            }
            if (start != null) {
                setup = setup.withStart(Position.parse(start));
            }
            return GameAnswer.of(new JsGame(Shogun.newGame(setup)));
        } catch (RuntimeException e) {
            return GameAnswer.failed(e);
        }
    }

    /**
     * Reads a game record (SGN) and replays it.
     *
     * @param record the record's text
     * @return the game, or why the record was refused (with its line and column)
     */
    @JSExport
    public static GameAnswer readGame(String record) {
        try {
            return GameAnswer.of(new JsGame(Shogun.readGame(record)));
        } catch (RuntimeException e) {
            return GameAnswer.failed(e);
        }
    }

    /**
     * Counts the leaves of the legal-move tree of a depth (perft), on one thread.
     *
     * @param spn the position
     * @param depth the depth, 0 to {@value io.github.shogunsdk.api.Perft#MAX_DEPTH}
     * @param energy the energy model's text, or {@code null} for fixed energies
     * @return the answer: the count
     */
    @JSExport
    public static String perft(String spn, int depth, String energy) {
        return Answers.of(out -> out.value(Shogun.perft().count(Position.parse(spn), depth, model(energy))));
    }

    /**
     * Counts the leaves below each root move.
     *
     * @param spn the position
     * @param depth the depth, at least 1
     * @param energy the energy model's text, or {@code null} for fixed energies
     * @return the answer: an object from move text to count, in move order
     */
    @JSExport
    public static String divide(String spn, int depth, String energy) {
        return Answers.of(out -> {
            out.beginObject();
            for (Map.Entry<Move, Long> entry : Shogun.perft().divide(Position.parse(spn), depth, model(energy)).entrySet()) {
                out.key(entry.getKey().toString()).value(entry.getValue());
            }
            out.endObject();
        });
    }

    private static EnergyModel model(String energy) {
        return energy == null ? EnergyModel.fixed() : EnergyModel.parse(energy);
    }
}
