package io.github.shogunsdk.examples.web;

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
final class Views {

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
     */
    record State(String id, GameSetup setup, Position position, Colour sideToMove, String status, Outcome outcome,
            Map<Square, Piece> pieces, Map<Square, Integer> magnets, boolean check, Square king, Set<Square> checkers,
            Ply lastPly, List<String> plies, String movetext, boolean canUndo, boolean canRedo, Search search) {
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
    record Search(int id, boolean running, boolean play, SearchLimits limits, SearchProgress progress,
            SearchResult result, Ply ply, String error) {
    }

    /**
     * A legal move with its open paths.
     *
     * @param move the move
     * @param paths its open paths, one or two
     */
    record Target(Move move, List<MovePath> paths) {
    }

    /**
     * The legal moves of one piece, or of the side to move.
     *
     * @param from the piece's square, or null for all moves
     * @param moves the moves in the order of their text
     */
    record Moves(Square from, List<Target> moves) {
    }

    /**
     * Whether a move can be played now, and why not.
     *
     * @param legal true when it can
     * @param refusal why it cannot, or null
     * @param paths its open paths when it can
     */
    record WhyNot(boolean legal, Refusal refusal, List<MovePath> paths) {
    }

    /**
     * A move played or taken back, and the game after it.
     *
     * @param ply the ply
     * @param state the game
     */
    record Played(Ply ply, State state) {
    }

    /**
     * A game record.
     *
     * @param sgn the record's text
     */
    record Record(String sgn) {
    }

    /**
     * The body of a move: the move, and optionally the shape of its path.
     *
     * @param move the move, such as "d4b6"
     * @param shape the corner to go by, or null for the first open path
     */
    record PlayRequest(Move move, Shape shape) {
    }

    /**
     * The body of a resignation.
     *
     * @param side the side that resigns, or null for the side to move
     */
    record ResignRequest(Colour side) {
    }

    /**
     * The body of a search.
     *
     * @param limits when to stop; the server caps the time
     * @param play true for the engine's move, false for a hint
     * @param strength the engine's level by name ({@link io.github.shogunsdk.api.StrengthLevel#parse}),
     *     such as {@code "club"}; null for full strength
     */
    record SearchRequest(SearchLimits limits, Boolean play, String strength) {
    }
}
