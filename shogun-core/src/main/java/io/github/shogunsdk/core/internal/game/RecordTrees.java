package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.core.internal.energy.InitialPositions;
import io.github.shogunsdk.core.internal.notation.SgnWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Replays and writes record trees ({@link GameRecord}). Writing follows the reader's grammar: each
 * ply in record form with all its marks, its path comment when the reader would take another
 * path, its glyphs as {@code $n} in ascending order, its prose comment, then its variations, each
 * in parentheses, the first ply of each numbered; the main line's ending and result close the
 * movetext. One game is replayed throughout, taking back the plies of each variation, so writing
 * costs the plies of the tree; recursion follows variations, which nest at most
 * {@link GameRecord#MAX_VARIATION_DEPTH} deep.
 */
public final class RecordTrees {

    private RecordTrees() {
    }

    /**
     * Writes a record.
     *
     * @param record the record
     * @return its text, ending with a line feed
     * @throws IllegalArgumentException if a ply's path is not open, its energy is not the model's,
     *     or the result contradicts the main line's ending
     * @throws IllegalMoveException if a ply cannot be played
     */
    public static String write(GameRecord record) {
        CoreGame game = start(record);
        StringBuilder moves = new StringBuilder(256 + record.mainline().size() * 12);
        SgnWriter.Lines lines = new SgnWriter.Lines(moves);
        record.startingComment().ifPresent(comment -> SgnWriter.comment(lines, comment));
        writeLine(game, record.mainline(), lines, "");
        declare(game, record.result());
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            lines.add("{" + outcome + "}");
        }
        lines.add(outcome.result());
        lines.finish();
        StringBuilder out = new StringBuilder(moves.length() + 256);
        for (Map.Entry<String, String> tag : record.tags().entrySet()) {
            SgnWriter.tag(out, tag.getKey(), tag.getValue());
        }
        GameSetup setup = record.setup();
        SgnWriter.tag(out, "Rules", setup.ruleSet().toString());
        SgnWriter.tag(out, "Energy", setup.energyModel().toString());
        setup.start().ifPresent(start -> SgnWriter.tag(out, "Position", start.toString()));
        SgnWriter.tag(out, "Result", outcome.result());
        return out.append('\n').append(moves).toString();
    }

    /**
     * Replays the line to a node into a new game, with the record's tags and the line's comments;
     * on the whole main line, with its declared result too.
     *
     * @param record the record
     * @param path a path to one of its nodes
     * @return the game
     * @throws IllegalArgumentException if a ply's path is not open, its energy is not the model's,
     *     or the result contradicts the main line's ending
     * @throws IllegalMoveException if a ply cannot be played
     */
    public static CoreGame replay(GameRecord record, NodePath path) {
        List<RecordNode> line = record.line(path);
        CoreGame game = start(record);
        record.startingComment().ifPresent(comment -> game.setComment(0, comment));
        for (RecordNode node : line) {
            play(game, node);
            Optional<String> comment = node.comment();
            if (comment.isPresent()) {
                game.setComment(game.plyCount(), comment.get());
            }
        }
        boolean mainline = line.size() == record.mainline().size();
        for (int i = 0; i < path.length() && mainline; i++) {
            mainline = path.index(i) == 0;
        }
        if (mainline) {
            declare(game, record.result());
        }
        return game;
    }

    private static CoreGame start(GameRecord record) {
        GameSetup setup = record.setup();
        CoreGame game = new CoreGame(setup, InitialPositions.start(setup));
        for (Map.Entry<String, String> tag : record.tags().entrySet()) {
            game.setTag(tag.getKey(), tag.getValue());
        }
        return game;
    }

    /** Writes a line and its variations; the game ends at the line's end. */
    private static void writeLine(CoreGame game, List<RecordNode> line, SgnWriter.Lines lines, String open) {
        boolean number = true;
        String prefix = open;
        for (RecordNode node : line) {
            Position before = game.position();
            Ply ply = play(game, node);
            if (before.sideToMove() == Colour.WHITE) {
                lines.add(prefix + before.moveNumber() + ". " + ply);
            } else if (number) {
                lines.add(prefix + before.moveNumber() + "... " + ply);
            } else {
                lines.add(prefix + ply);
            }
            prefix = "";
            number = false;
            if (!SgnWriter.isFirstOpenPath(ply)) {
                lines.add("{" + ply.path().shape() + "}");
            }
            for (int glyph : node.glyphs()) {
                lines.add("$" + glyph);
            }
            node.comment().ifPresent(comment -> SgnWriter.comment(lines, comment));
            if (!node.variations().isEmpty()) {
                game.undo();
                for (List<RecordNode> variation : node.variations()) {
                    writeLine(game, variation, lines, "(");
                    lines.glue(")");
                    for (int i = 0; i < variation.size(); i++) {
                        game.undo();
                    }
                }
                game.reapply(ply);
                number = true;
            }
        }
    }

    /** Plays a node's ply, which must take the node's path and land with its energy. */
    private static Ply play(CoreGame game, RecordNode node) {
        int number = game.position().moveNumber();
        Ply ply;
        try {
            ply = game.replay(node.move(), node.path(), node.landingEnergy());
        } catch (IllegalMoveException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("move " + number + " (" + node.move() + "): " + e.getMessage(), e);
        }
        if (!ply.path().equals(node.path())) {
            game.undo();
            throw new IllegalArgumentException("move " + number + " (" + node.move() + "): the path " + node.path()
                    + " is not open; the piece can take " + ply.path());
        }
        return ply;
    }

    /** Applies a declared result to the end of the main line, as the reader does. */
    private static void declare(CoreGame game, String result) {
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            if (!result.equals(outcome.result())) {
                throw new IllegalArgumentException("the record gives the result " + result + ", but its main line ended "
                        + outcome.result() + ": " + outcome);
            }
            return;
        }
        endAsDeclared(game, result);
    }

    /**
     * Ends a game the rules have not ended as a record's result says: a decisive result is the
     * loser's resignation, a draw an agreed one, and {@code *} leaves the game going.
     *
     * @param game a game whose outcome is not over
     * @param result the record's result token
     */
    static void endAsDeclared(CoreGame game, String result) {
        switch (result) {
            case "1-0":
                game.resign(Colour.RED);
                break;
            case "0-1":
                game.resign(Colour.WHITE);
                break;
            case "1/2-1/2":
                game.agreeDraw();
                break;
            default:
                break;
        }
    }
}
