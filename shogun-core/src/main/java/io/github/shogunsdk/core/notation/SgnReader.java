package io.github.shogunsdk.core.notation;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.notation.NotationException;
import io.github.shogunsdk.api.notation.RecordException;
import io.github.shogunsdk.core.CoreRules;
import io.github.shogunsdk.core.game.CoreGame;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a game record (SGN, RULES.md §10) and replays it. Tolerant where a person writing by hand
 * would expect it: move numbers ({@code 1.}, {@code 1...}, also glued to the move as {@code 1.d1d3})
 * are optional, comments ({@code {…}} and {@code ;} to the end of the line) are skipped, moves may
 * be canonical or carry marks ({@code d1-d3}, {@code d4xb6:2+}), unknown tags are kept. The
 * capture and check marks are not checked (the rules decide them); a landing-energy mark is used
 * under the random model and must match the model otherwise. A result token that disagrees with a
 * finished game is an error; on an unfinished game any result is accepted (a resignation, say)
 * and not kept. Every error is a {@link RecordException} naming the line, column, move and reason.
 */
public final class SgnReader {

    private static final Pattern MOVE =
            Pattern.compile("(?:\\d+\\.+)?([a-hA-H][1-8])[-xX]?([a-hA-H][1-8])(?::([0-9]))?[+#]?");
    private static final Pattern MOVE_NUMBER = Pattern.compile("\\d+\\.+");
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");
    private static final Set<String> OWN_TAGS = Set.of("Rules", "Energy", "Position", "Result");

    private final String text;
    private int index;
    private int resultIndex;

    private SgnReader(String text) {
        this.text = text;
    }

    /**
     * Reads and replays a record.
     *
     * @param record the record's text
     * @return the game after its last move
     * @throws RecordException if the record cannot be read or replayed
     */
    public static CoreGame read(String record) {
        if (record == null) {
            throw new RecordException("", 0, 1, 1, 0, null, "expected a game record, found nothing");
        }
        return new SgnReader(record).game();
    }

    private CoreGame game() {
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, Integer> valueIndex = new LinkedHashMap<>();
        skipSpace();
        while (index < text.length() && text.charAt(index) == '[') {
            readTag(tags, valueIndex);
            skipSpace();
        }
        RuleSet rules = RuleSet.standard();
        EnergyModel model = EnergyModel.magnetic();
        try {
            if (tags.containsKey("Rules")) {
                rules = RuleSet.parse(tags.get("Rules"));
            }
        } catch (IllegalArgumentException e) {
            throw error(valueIndex.get("Rules"), 0, null, "Rules tag: " + e.getMessage());
        }
        try {
            if (tags.containsKey("Energy")) {
                model = EnergyModel.parse(tags.get("Energy"));
            }
        } catch (NotationException e) {
            throw error(valueIndex.get("Energy") + e.getErrorIndex(), 0, null, "Energy tag: " + e.getMessage());
        }
        Position start;
        try {
            start = tags.containsKey("Position") ? Position.parse(tags.get("Position")) : new CoreRules(rules).initial(model);
        } catch (NotationException e) {
            throw error(valueIndex.get("Position") + e.getErrorIndex(), 0, null, "Position tag: " + e.getMessage());
        }
        GameSetup setup = GameSetup.standard().withRules(rules).withEnergy(model).withStart(start);
        CoreGame game = new CoreGame(setup, start);
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            if (!OWN_TAGS.contains(tag.getKey())) {
                try {
                    game.setTag(tag.getKey(), tag.getValue());
                } catch (IllegalArgumentException e) {
                    throw error(valueIndex.get(tag.getKey()), 0, null, "tag " + tag.getKey() + ": " + e.getMessage());
                }
            }
        }
        if (tags.containsKey("Result") && !RESULTS.contains(tags.get("Result"))) {
            throw error(valueIndex.get("Result"), 0, null, "expected the Result tag to be 1-0, 0-1, 1/2-1/2 or *");
        }
        String declared = readMoves(game);
        checkResult(game, tags.get("Result"), valueIndex.get("Result"));
        if (declared != null) {
            checkResult(game, declared, resultIndex);
        }
        return game;
    }

    /** Replays the movetext; returns the result token, or null when there is none. */
    private String readMoves(CoreGame game) {
        String result = null;
        while (true) {
            skipSpaceAndComments();
            if (index >= text.length()) {
                return result;
            }
            int start = index;
            while (index < text.length() && !Character.isWhitespace(text.charAt(index)) && text.charAt(index) != '{'
                    && text.charAt(index) != ';') {
                index++;
            }
            String token = text.substring(start, index);
            if (result != null) {
                throw error(start, 0, null, "expected nothing after the result " + result + ", found '" + token + "'");
            }
            if (RESULTS.contains(token)) {
                result = token;
                resultIndex = start;
                continue;
            }
            if (MOVE_NUMBER.matcher(token).matches()) {
                continue;
            }
            Matcher move = MOVE.matcher(token);
            int number = game.position().moveNumber();
            if (!move.matches()) {
                throw error(start, number, null, "expected a move such as d1d3, a move number, a comment or a result, found '"
                        + token + "'");
            }
            try {
                int energy = move.group(3) == null ? -1 : Integer.parseInt(move.group(3));
                game.replay(Square.of(move.group(1)), Square.of(move.group(2)), energy);
            } catch (IllegalArgumentException e) {
                throw error(start, number, token, e.getMessage());
            }
        }
    }

    private void checkResult(CoreGame game, String declared, Integer at) {
        if (declared == null || !game.outcome().isOver()) {
            return;
        }
        String actual = SgnWriter.result(game.outcome());
        if (!declared.equals(actual)) {
            throw error(at, 0, null, "the record gives the result " + declared + ", but the game ended " + actual + ": "
                    + game.outcome());
        }
    }

    private void readTag(Map<String, String> tags, Map<String, Integer> valueIndex) {
        int open = index++;
        int nameStart = index;
        while (index < text.length() && (Character.isLetterOrDigit(text.charAt(index)) || text.charAt(index) == '_')) {
            index++;
        }
        if (index == nameStart) {
            throw error(index, 0, null, "expected a tag name after '['");
        }
        String name = text.substring(nameStart, index);
        while (index < text.length() && (text.charAt(index) == ' ' || text.charAt(index) == '\t')) {
            index++;
        }
        if (index >= text.length() || text.charAt(index) != '"') {
            throw error(index, 0, null, "expected '\"' to open the value of tag " + name);
        }
        index++;
        int valueStart = index;
        StringBuilder value = new StringBuilder();
        while (index < text.length() && text.charAt(index) != '"') {
            char c = text.charAt(index);
            if (c == '\n' || c == '\r') {
                throw error(index, 0, null, "expected '\"' to close the value of tag " + name + " on its line");
            }
            if (c == '\\' && index + 1 < text.length()) {
                index++;
                c = text.charAt(index);
            }
            value.append(c);
            index++;
        }
        if (index >= text.length()) {
            throw error(index, 0, null, "expected '\"' to close the value of tag " + name);
        }
        index++;
        while (index < text.length() && (text.charAt(index) == ' ' || text.charAt(index) == '\t')) {
            index++;
        }
        if (index >= text.length() || text.charAt(index) != ']') {
            throw error(index, 0, null, "expected ']' to close tag " + name);
        }
        index++;
        if (tags.containsKey(name)) {
            throw error(open, 0, null, "the tag " + name + " is given twice");
        }
        tags.put(name, value.toString());
        valueIndex.put(name, valueStart);
    }

    private void skipSpace() {
        while (index < text.length() && Character.isWhitespace(text.charAt(index))) {
            index++;
        }
    }

    private void skipSpaceAndComments() {
        while (true) {
            skipSpace();
            if (index >= text.length()) {
                return;
            }
            char c = text.charAt(index);
            if (c == '{') {
                int close = text.indexOf('}', index);
                if (close < 0) {
                    throw error(index, 0, null, "expected '}' to close the comment");
                }
                index = close + 1;
            } else if (c == ';') {
                int end = text.indexOf('\n', index);
                index = end < 0 ? text.length() : end + 1;
            } else {
                return;
            }
        }
    }

    private RecordException error(int at, int moveNumber, String move, String reason) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < at && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new RecordException(text, at, line, column, moveNumber, move, reason);
    }
}
