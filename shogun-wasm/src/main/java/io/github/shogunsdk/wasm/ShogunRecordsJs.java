package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.json.internal.GameShape;
import io.github.shogunsdk.json.internal.RecordReads;
import io.github.shogunsdk.json.internal.RecordWrites;
import org.teavm.jso.JSExport;

/**
 * The entry points of the records build: those of {@link ShogunJs}, and record trees (reading,
 * writing and replaying them). Record trees need the JSON reader and writer of every node, which
 * would make the default download about a quarter larger for pages that never use them; pages
 * that do load this build instead ({@code loadShogun({records: true})}).
 */
public final class ShogunRecordsJs {

    private ShogunRecordsJs() {
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
     * Starts a game, as {@link ShogunJs#newGame(String, String, String)} does.
     *
     * @param rules a rule set's text, or {@code null} for standard rules
     * @param energy an energy model's text, or {@code null} for magnetic
     * @param start the start position's SPN, or {@code null} for the energy model's initial position
     * @return the game, or why the setup was refused
     */
    @JSExport
    public static GameAnswer newGame(String rules, String energy, String start) {
        return ShogunJs.newGame(rules, energy, start);
    }

    /**
     * Reads a game record (SGN) and replays it, as {@link ShogunJs#readGame(String)} does.
     *
     * @param record the record's text
     * @return the game, or why the record was refused (with its line and column)
     */
    @JSExport
    public static GameAnswer readGame(String record) {
        return ShogunJs.readGame(record);
    }

    /**
     * Counts the leaves of the legal-move tree of a depth, as {@link ShogunJs#perft(String, int, String)} does.
     *
     * @param spn the position
     * @param depth the depth
     * @param energy the energy model's text, or {@code null} for fixed energies
     * @return the answer: the count
     */
    @JSExport
    public static String perft(String spn, int depth, String energy) {
        return ShogunJs.perft(spn, depth, energy);
    }

    /**
     * Counts the leaves below each root move, as {@link ShogunJs#divide(String, int, String)} does.
     *
     * @param spn the position
     * @param depth the depth, at least 1
     * @param energy the energy model's text, or {@code null} for fixed energies
     * @return the answer: an object from move text to count, in move order
     */
    @JSExport
    public static String divide(String spn, int depth, String energy) {
        return ShogunJs.divide(spn, depth, energy);
    }

    /**
     * Reads a game record (SGN) as a tree, replaying every line.
     *
     * @param record the record's text
     * @return the answer: the record's tree in the JSON shape of {@code GameRecord}; an error of kind
     *     {@code "record"} naming the line and column when the record is refused
     */
    @JSExport
    public static String readRecord(String record) {
        return Answers.of(out -> RecordWrites.record(Shogun.readRecord(record), out.events()));
    }

    /**
     * Writes a record tree as a game record (SGN), replaying every line.
     *
     * @param json the tree in the JSON shape of {@code GameRecord}, unknown keys refused
     * @return the answer: the record's text; an error of kind {@code "argument"} naming where the
     *     tree is malformed, or of kind {@code "illegal-move"} for a ply that cannot be played
     */
    @JSExport
    public static String writeRecord(String json) {
        return Answers.of(out -> out.value(tree(json).toSgn()));
    }

    /**
     * Replays a record tree along the line to a node.
     *
     * @param json the tree in the JSON shape of {@code GameRecord}
     * @param path the node's path, a JSON array of child indices; {@code null} for the end of the main line
     * @return the game at the node, or why the tree or the path was refused
     */
    @JSExport
    public static GameAnswer recordGame(String json, String path) {
        try {
            GameRecord record = tree(json);
            NodePath at = path == null ? NodePath.mainline(record.mainline().size())
                    : RecordReads.path(JsonText.parse(path));
            return GameAnswer.of(new JsGame(record.game(at)));
        } catch (RuntimeException e) {
            return GameAnswer.failed(e);
        }
    }

    /**
     * A game in the JSON shape of {@code Game} (docs/JSON.md, "Games"): its record, start, history,
     * position, side to move, check and outcome. The game is given by its record (SGN), which
     * {@code JsGame}'s record writes and reads back to an equal game.
     *
     * @param sgn the game's record
     * @return the answer: the game's JSON as an object
     */
    @JSExport
    public static String writeGame(String sgn) {
        return Answers.of(out -> GameShape.write(Shogun.readGame(sgn), out.events()));
    }

    /**
     * Reads a game from the JSON shape of {@code Game}: a new game, its record replayed, with undo
     * back to its start; the keys beside the record, when present, must agree with it.
     *
     * @param json the game's JSON, unknown keys refused
     * @return the game, or why the JSON was refused
     */
    @JSExport
    public static GameAnswer readGameJson(String json) {
        try {
            return GameAnswer.of(new JsGame(GameShape.read(JsonText.parse(json), true)));
        } catch (RuntimeException e) {
            return GameAnswer.failed(e);
        }
    }

    private static GameRecord tree(String json) {
        return RecordReads.record(JsonText.parse(json), true);
    }
}
