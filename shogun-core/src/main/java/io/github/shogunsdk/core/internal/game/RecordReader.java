package io.github.shogunsdk.core.internal.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordException;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.internal.RecordTags;
import io.github.shogunsdk.core.internal.energy.InitialPositions;
import io.github.shogunsdk.core.internal.notation.RecordText;
import java.util.List;

/**
 * Reads a game record and replays it into a game. The {@code Rules}, {@code Energy} and
 * {@code Position} tags set the game up (standard rules, standard magnets and the model's initial
 * position when absent); other tags are kept. The capture and check marks of moves are not checked
 * (the rules decide them); a landing-energy mark is used under the random model and must match the
 * model otherwise. A declared result (the {@code Result} tag or the result token) must agree with
 * a game the rules have ended; on a game they have not ended, a decisive result is the loser's
 * resignation and {@code 1/2-1/2} a draw by agreement. Variations, glyphs and comments are read
 * as a tree ({@link TreeReplay}); the game is that of the main line, with its comments.
 *
 * <p>Reading is linear in the record's length: the limits are checked before anything is replayed
 * (at most {@link Shogun#MAX_RECORD_LENGTH} characters, at most {@link Game#MAX_TAGS} tags besides
 * the game's own, then at most {@link Game#MAX_PLIES} moves, counted without replaying them), and
 * each move costs the same whatever the game's length.
 */
public final class RecordReader {

    private RecordReader() {
    }

    /**
     * Reads and replays a record.
     *
     * @param record the record's text
     * @return the game after its last move
     * @throws RecordException if the record cannot be read or replayed, or breaks a limit
     */
    public static CoreGame read(String record) {
        return reading(record, true).game();
    }

    /** Reads a record; the game gets the main line's comments when it is wanted as the result. */
    private static Reading reading(String record, boolean comments) {
        RecordText text = new RecordText(record);
        if (record.length() > Shogun.MAX_RECORD_LENGTH) {
            throw text.error(Shogun.MAX_RECORD_LENGTH, "the record is longer than " + Shogun.MAX_RECORD_LENGTH
                    + " characters, the most the SDK reads");
        }
        List<RecordText.Tag> tags = text.tags(RecordTags.OWN, Game.MAX_TAGS, RecordTags.tooMany("game"));
        RuleSet rules = RuleSet.standard();
        EnergyModel model = EnergyModel.magnetic();
        Position start = null;
        RecordText.Tag declaredTag = null;
        for (RecordText.Tag tag : tags) {
            try {
                switch (tag.name()) {
                    case "Rules":
                        rules = RuleSet.parse(tag.value());
                        break;
                    case "Energy":
                        model = EnergyModel.parse(tag.value());
                        break;
                    case "Position":
                        start = Position.parse(tag.value());
                        break;
                    case "Result":
                        if (!RecordText.isResult(tag.value())) {
                            throw text.error(tag.valueIndex(), "expected the Result tag to be 1-0, 0-1, 1/2-1/2 or *");
                        }
                        declaredTag = tag;
                        break;
                    default:
                        RecordTags.checkName(tag.name());
                        RecordTags.checkValue(tag.name(), tag.value());
                }
            } catch (NotationException e) {
                if (e instanceof RecordException) {
                    throw e;
                }
                throw text.error(tag.valueIndex() + Math.min(e.getErrorIndex(), tag.value().length()),
                        tag.name() + " tag: " + e.getMessage());
            } catch (IllegalArgumentException e) {
                throw text.error(tag.index(), "tag " + e.getMessage());
            }
        }
        GameSetup setup = GameSetup.standard().withRuleSet(rules).withEnergyModel(model);
        if (start != null) {
            setup = setup.withStart(start);
        }
        CoreGame game = new CoreGame(setup, start != null ? start : InitialPositions.of(model));
        for (RecordText.Tag tag : tags) {
            if (!RecordTags.OWN.contains(tag.name()) && !RecordTags.isNone(tag.value())) {
                game.setTag(tag.name(), tag.value());
            }
        }
        int beyond = text.moveBeyond(Game.MAX_PLIES);
        if (beyond >= 0) {
            Position first = game.position();
            int number = (int) Math.min(Integer.MAX_VALUE, first.moveNumber()
                    + (Game.MAX_PLIES + (first.sideToMove() == Colour.RED ? 1L : 0L)) / 2);
            throw text.moveError(beyond, number, text.tokenAt(beyond), "the record holds more than " + Game.MAX_PLIES
                    + " plies, the most a game may hold");
        }
        TreeReplay tree = new TreeReplay(text, game);
        tree.read();
        if (declaredTag != null) {
            declare(text, game, declaredTag.value(), declaredTag.valueIndex());
        }
        RecordText.ResultToken token = text.result();
        if (token != null) {
            declare(text, game, token.text(), token.index());
        }
        List<TreeReplay.Node> mainline = tree.mainline();
        List<String> last = mainline.isEmpty() ? tree.start() : mainline.get(mainline.size() - 1).comments;
        Outcome outcome = game.outcome();
        // The last comment of a finished game that names its ending, as the SDK writes it, is the
        // writer's and not kept: the writer writes it again.
        if (outcome.isOver() && !last.isEmpty() && last.get(last.size() - 1).equals(outcome.toString())) {
            last.remove(last.size() - 1);
        }
        if (!tree.start().isEmpty()) {
            game.setComment(0, String.join(" ", tree.start()));
        }
        for (int i = 0; i < mainline.size() && comments; i++) {
            if (!mainline.get(i).comments.isEmpty()) {
                game.setComment(i + 1, String.join(" ", mainline.get(i).comments));
            }
        }
        return new Reading(game, tree);
    }

    /**
     * Reads a record as a tree, replaying every line.
     *
     * @param record the record's text
     * @return the record
     * @throws RecordException if the record cannot be read or a line cannot be replayed, or the
     *     record breaks a limit
     */
    public static GameRecord readRecord(String record) {
        Reading reading = reading(record, false);
        CoreGame game = reading.game();
        return GameRecord.of(game.setup()).withTags(game.tags())
                .withStartingComment(game.comment(0).orElse(""))
                .withMainline(TreeReplay.build(reading.tree().mainline()))
                .withResult(game.outcome().result());
    }

    /** A record read: the game of its main line and its tree. */
    private record Reading(CoreGame game, TreeReplay tree) {
    }

    /** Applies a declared result: it must agree with an ended game, and otherwise ends the game. */
    private static void declare(RecordText text, CoreGame game, String result, int at) {
        Outcome outcome = game.outcome();
        if (outcome.isOver()) {
            if (!result.equals(outcome.result())) {
                throw text.error(at, "the record gives the result " + result + ", but the game ended " + outcome.result()
                        + ": " + outcome);
            }
            return;
        }
        RecordTrees.endAsDeclared(game, result);
    }
}
