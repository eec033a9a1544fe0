package io.github.shogunsdk.core.internal.review;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.Evaluation;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameReview;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.NodePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.PlyReview;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.TableValue;
import io.github.shogunsdk.core.internal.tables.TableValueSides;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Reviews a record's main line through the public engine API: one game walks the main line, and
 * each position is searched once, its result serving both the ply before it (the score the mover
 * kept) and the ply after it (the best score and the better line). So a review costs one search
 * per position, the time a caller gives each ply.
 */
public final class Reviewer {

    private Reviewer() {
    }

    /**
     * Reviews a record's main line.
     *
     * @param record the record
     * @param engine an engine of the record's rule set and energy model
     * @param limits the limits of each search, bounded
     * @param progress receives each ply's review in turn
     * @return the review
     * @throws IllegalArgumentException if a ply of the main line cannot be replayed
     * @throws IllegalStateException if another search is running on the engine
     */
    public static GameReview review(GameRecord record, Engine engine, SearchLimits limits,
            Consumer<PlyReview> progress) {
        List<RecordNode> mainline = record.mainline();
        List<PlyReview> plies = new ArrayList<>(mainline.size());
        if (mainline.isEmpty()) {
            return GameReview.of(record, limits, plies);
        }
        // The start of a main line that has plies: the declared result is not applied here.
        Game game = record.game(NodePath.start());
        SearchResult before = engine.search(game, limits);
        for (int i = 0; i < mainline.size(); i++) {
            RecordNode node = mainline.get(i);
            Colour mover = game.sideToMove();
            Optional<TableValue> tableBefore = probe(engine, game);
            List<RecordNode> bestVariation = line(game, before.bestLine().map(SearchLine::principalVariation).orElse(List.of()));
            play(game, node, i + 1);
            Score played;
            SearchResult after = null;
            Outcome outcome = game.outcome();
            if (outcome instanceof Outcome.Win win) {
                played = win.winner() == mover ? Score.ofWinIn(0) : Score.ofLossIn(0);
            } else if (outcome.isOver()) {
                played = Score.ofCentipawns(0);
            } else {
                after = engine.search(game, limits);
                played = Evaluation.of(after.score(), game.sideToMove()).score(mover);
            }
            if (after == null && i + 1 < mainline.size()) {
                throw new IllegalArgumentException("ply " + (i + 1) + " of the main line ends the game (" + outcome
                        + "), yet the main line goes on");
            }
            PlyReview ply = PlyReview.of(i + 1, mover, node, before.score(), played, bestVariation);
            Optional<TableValue> tableAfter = probe(engine, game).map(TableValueSides::forOtherSide);
            if (tableBefore.isPresent() && tableAfter.isPresent()) {
                ply = ply.withTableValues(tableBefore.get(), tableAfter.get());
            }
            plies.add(ply);
            progress.accept(ply);
            before = after;
        }
        return GameReview.of(record, limits, plies);
    }

    /** The engine's tables' value of the game's position for its side to move, when they cover it. */
    private static Optional<TableValue> probe(Engine engine, Game game) {
        return engine.options().tables().flatMap(tables -> tables.probe(game.position()));
    }

    /** Plays a node of the main line as the record gives it: its squares and its landing energy. */
    private static void play(Game game, RecordNode node, int number) {
        try {
            game.play(node.move(), node.landingEnergy());
        } catch (IllegalMoveException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ply " + number + " of the main line (" + node.move() + "): "
                    + e.getMessage(), e);
        }
    }

    /**
     * Plays the engine's line on the game and takes it back, as record nodes: each move along its
     * first open path, landing as the energy model says. The line ends early at the end of the game
     * or at a move that cannot be played.
     */
    private static List<RecordNode> line(Game game, List<Move> moves) {
        List<RecordNode> nodes = new ArrayList<>(moves.size());
        for (Move move : moves) {
            if (game.outcome().isOver()) {
                break;
            }
            try {
                nodes.add(RecordNode.of(game.play(move)));
            } catch (IllegalArgumentException e) {
                break;
            }
        }
        for (int i = 0; i < nodes.size(); i++) {
            game.undo();
        }
        return nodes;
    }
}
