package io.github.shogunsdk.core.notation;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.core.CoreRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a game as a record (SGN, RULES.md §10): the game's tags, then {@code Rules},
 * {@code Energy}, {@code Position} (when the start is not the energy model's initial position, and
 * always under the random model, so the record replays without the seed) and {@code Result}; a
 * blank line; numbered moves with all their marks ({@code x}, {@code :energy}, {@code +}/{@code #});
 * a comment giving the end of the game; and the result token.
 */
public final class SgnWriter {

    private static final int LINE_WIDTH = 80;

    private SgnWriter() {
    }

    /**
     * Writes a game.
     *
     * @param game the game
     * @return the record, ending with a line feed
     */
    public static String write(Game game) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            tag(out, tag.getKey(), tag.getValue());
        }
        EnergyModel model = game.setup().energyModel();
        tag(out, "Rules", game.setup().ruleSet().toString());
        tag(out, "Energy", model.toString());
        Position initial = new CoreRules(game.setup().ruleSet()).initial(model);
        if (model instanceof EnergyModel.Random || !game.start().equals(initial)) {
            tag(out, "Position", game.start().toString());
        }
        Outcome outcome = game.outcome();
        String result = result(outcome);
        tag(out, "Result", result);
        out.append('\n');

        StringBuilder line = new StringBuilder();
        for (String token : moveTokens(game)) {
            append(out, line, token);
        }
        if (outcome.isOver()) {
            append(out, line, "{" + outcome + "}");
        }
        append(out, line, result);
        out.append(line).append('\n');
        return out.toString();
    }

    /**
     * Returns the moves on one line, numbered and with their marks, without comments or result.
     *
     * @param game the game
     * @return the movetext, empty before the first move
     */
    public static String movetext(Game game) {
        return String.join(" ", moveTokens(game));
    }

    /**
     * The annotated moves, each White move led by its number ({@code 1. d1d3:1}) and a first move
     * by Red by {@code 1...}; a number and its move form one token, so lines never split them.
     */
    private static List<String> moveTokens(Game game) {
        List<String> tokens = new ArrayList<>();
        boolean first = true;
        for (Ply ply : game.history()) {
            Position before = ply.before();
            if (before.sideToMove() == Colour.WHITE) {
                tokens.add(before.moveNumber() + ". " + ply);
            } else if (first) {
                tokens.add(before.moveNumber() + "... " + ply);
            } else {
                tokens.add(ply.toString());
            }
            first = false;
        }
        return tokens;
    }

    /**
     * Returns the result token of an outcome: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}.
     *
     * @param outcome the outcome
     * @return the token
     */
    public static String result(Outcome outcome) {
        if (outcome instanceof Outcome.Win win) {
            return win.winner() == Colour.WHITE ? "1-0" : "0-1";
        }
        return outcome instanceof Outcome.Draw ? "1/2-1/2" : "*";
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /** Adds a token to the current line, starting a new line when it would grow past the width. */
    private static void append(StringBuilder out, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > LINE_WIDTH) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }
}
