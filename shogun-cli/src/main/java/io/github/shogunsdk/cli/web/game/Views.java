package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bodies of the JSON API, as records that Jackson writes and reads with the SDK's module: the
 * SDK's values inside them take the shapes of {@code docs/JSON.md}.
 */
public final class Views {

    private Views() {
    }

    /**
     * A game as the page draws it.
     *
     * @param id the game's id
     * @param setup rules, energy model and start
     * @param position the current position
     * @param sideToMove who moves next
     * @param status "White to move", "Red to move", either followed by " — in check" when the side
     *     to move is in check, or the outcome with its reason
     * @param outcome the outcome
     * @param pieces the pieces by square, in square order
     * @param magnets the magnet under each square, or null when the energy model has no magnets
     * @param check whether the side to move is in check
     * @param king the side to move's king, or null
     * @param checkers the pieces that check it
     * @param lastPly the last move played, or null
     * @param plies every move played, in record form
     * @param movetext the moves as a record writes them
     * @param canUndo whether there is a move to take back
     * @param canRedo whether there is a move to replay
     * @param search the game's latest search, or null
     * @param path the node shown: the child index chosen at each ply from the start (0 the main
     *     continuation, 1 and up the variations); empty for the start
     * @param tree the whole record as a tree, for the move list
     */
    public record State(String id, GameSetup setup, Position position, Colour sideToMove, String status, Outcome outcome,
            Map<Square, Piece> pieces, Map<Square, Integer> magnets, boolean check, Square king, Set<Square> checkers,
            Ply lastPly, List<String> plies, String movetext, boolean canUndo, boolean canRedo, Search search,
            List<Integer> path, Tree tree) {
    }

    /**
     * A game's record as a tree.
     *
     * @param comment the comment before the first ply, or null
     * @param mainline the plies of the main line, each with its variations
     * @param nodes how many plies the record holds over all its lines
     */
    public record Tree(String comment, List<TreeNode> mainline, int nodes) {
    }

    /**
     * One ply of the tree.
     *
     * @param path its path, to go to it or delete it
     * @param notation the move as the record writes it, such as "b6xc3:3+"
     * @param number the move number it is played at
     * @param mover who plays it
     * @param glyphs its annotation glyphs: 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!, or others up to 255
     * @param comment its comment, or null
     * @param variations the lines the record gives instead of it, each played from the position before it
     */
    public record TreeNode(List<Integer> path, String notation, int number, Colour mover, List<Integer> glyphs, String comment,
            List<List<TreeNode>> variations) {
    }

    /**
     * The engine's analysis of a node: its best lines.
     *
     * @param id counts the game's analyses from 1
     * @param path the node analysed
     * @param position its position
     * @param running whether the engine still thinks
     * @param limits the limits it runs with, the server's time cap and the number of lines included
     * @param progress the last completed depth, with every line, or null before the first
     * @param result the final lines, or null while running
     * @param error why it failed, or null
     */
    public record Analysis(int id, List<Integer> path, Position position, boolean running, SearchLimits limits,
            SearchProgress progress, SearchResult result, String error) {
    }

    /**
     * A search of the engine, for a hint or for its own move.
     *
     * @param id counts the game's searches from 1
     * @param running whether it is still thinking
     * @param play whether the engine plays its move when done
     * @param limits the limits it runs with (with the server's time cap)
     * @param progress the last completed depth, or null before the first
     * @param result the result, or null while running
     * @param ply the move the engine played, or null
     * @param error why the search failed or its move was not played, or null
     */
    public record Search(int id, boolean running, boolean play, SearchLimits limits, SearchProgress progress,
            SearchResult result, Ply ply, String error) {
    }

    /**
     * A legal move with its open paths.
     *
     * @param move the move
     * @param paths its open paths, one or two
     */
    public record Target(Move move, List<MovePath> paths) {
    }

    /**
     * The legal moves of one piece, or of the side to move.
     *
     * @param from the piece's square, or null for all moves
     * @param moves the moves in the order of their text
     */
    public record Moves(Square from, List<Target> moves) {
    }

    /**
     * Whether a move can be played now, and why not.
     *
     * @param legal true when it can
     * @param refusal why it cannot, or null
     * @param paths its open paths when it can
     */
    public record WhyNot(boolean legal, Refusal refusal, List<MovePath> paths) {
    }

    /**
     * A move played or taken back, and the game after it.
     *
     * @param ply the ply
     * @param state the game
     */
    public record Played(Ply ply, State state) {
    }

    /**
     * A game record.
     *
     * @param sgn the record's text
     */
    public record Record(String sgn) {
    }

    /**
     * The body of a move: the move, and optionally the shape of its path.
     *
     * @param move the move, such as "d4b6"
     * @param shape the corner to go by, or null for the first open path
     */
    public record PlayRequest(Move move, Shape shape) {
    }

    /**
     * The body of a resignation.
     *
     * @param side the side that resigns, or null for the side to move
     */
    public record ResignRequest(Colour side) {
    }

    /**
     * The body of a search.
     *
     * @param limits when to stop; the server caps the time
     * @param play true for the engine's move, false for a hint
     * @param strength the engine's level by name ({@link io.github.shogunsdk.api.StrengthLevel#parse}),
     *     such as {@code "club"}; null for full strength
     */
    public record SearchRequest(SearchLimits limits, Boolean play, String strength) {
    }

    /**
     * The body of an analysis.
     *
     * @param limits when to stop; the server caps the time
     * @param lines how many best lines, 1 to {@link GameSession#MAX_ANALYSIS_LINES}; 3 when null
     */
    public record AnalysisRequest(SearchLimits limits, Integer lines) {
    }

    /**
     * A review of the game's main line.
     *
     * @param id counts the game's reviews from 1
     * @param running whether the engine still judges
     * @param plies how many plies it judges
     * @param judged how many it has judged so far
     * @param marked how many it marked ?!, ? or ?? once done
     * @param limits the limits of each search, with the server's time cap
     * @param error why it ended without marks, or null
     * @param notice what it left out, or null
     */
    public record Review(int id, boolean running, int plies, int judged, int marked, SearchLimits limits, String error,
            String notice) {
    }

    /**
     * The body of a review.
     *
     * @param limits the limits of each search, one per position; the server caps the time
     */
    public record ReviewRequest(SearchLimits limits) {
    }

    /**
     * The body naming a node of the tree.
     *
     * @param path the child index at each ply from the start, such as [0, 0, 1]
     */
    public record PathRequest(List<Integer> path) {
    }
}
