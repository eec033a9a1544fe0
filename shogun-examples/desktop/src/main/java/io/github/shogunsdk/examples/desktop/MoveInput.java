package io.github.shogunsdk.examples.desktop;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Square;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the player has in hand, whatever the pointer does: the picked piece, its legal
 * destinations each with its open paths, and the two paths offered when both corners of a bent
 * move are open. Clicks and drops are squares here; the board turns pointer events into them.
 * It knows no JavaFX, and it never plays: it says which path to play, and the caller plays it.
 *
 * <p>Two paths to one square: a Shogun move is identified by its squares, but the piece slides
 * along a path, and when both corners of a bent move are open the player chooses. The input then
 * offers both; a click on a square that only one of them crosses (its corner, say) chooses it,
 * any other click withdraws the offer.
 */
public final class MoveInput {

    private Square picked;
    private Map<Square, List<MovePath>> targets = Map.of();
    private List<MovePath> offered = List.of();

    /** Creates an input with nothing in hand. */
    public MoveInput() {
    }

    /**
     * Returns the square of the picked piece.
     *
     * @return the square, or empty when nothing is in hand
     */
    public Optional<Square> picked() {
        return Optional.ofNullable(picked);
    }

    /**
     * Returns the legal destinations of the picked piece, each with its open paths (one, or two
     * for a bent move whose two corners are open), in square order.
     *
     * @return the destinations; empty when nothing is in hand
     */
    public Map<Square, List<MovePath>> targets() {
        return targets;
    }

    /**
     * Returns the two paths offered for the player to choose between.
     *
     * @return the two paths, or an empty list when no choice is pending
     */
    public List<MovePath> offered() {
        return offered;
    }

    /** Drops whatever is in hand: no piece, no destinations, no choice. */
    public void clear() {
        picked = null;
        targets = Map.of();
        offered = List.of();
    }

    /**
     * A press or click on a square: picks a piece of the side to move, plays towards a destination
     * of the piece in hand, chooses an offered path, or drops what is in hand.
     *
     * @param game the game on the board (read, not changed)
     * @param square the square clicked
     * @return the path to play, if this click decides one
     */
    public Optional<MovePath> click(Game game, Square square) {
        if (!offered.isEmpty()) {
            Optional<MovePath> chosen = choose(square);
            clear();
            return chosen;
        }
        if (picked != null && targets.containsKey(square)) {
            return towards(square);
        }
        Optional<Piece> piece = game.position().pieceAt(square);
        if (piece.isPresent() && piece.get().colour() == game.sideToMove() && !square.equals(picked)
                && !game.outcome().isOver()) {
            pick(game, square);
        } else {
            clear();
        }
        return Optional.empty();
    }

    /**
     * The end of a drag: the piece in hand is dropped on a square. A drop on a destination plays
     * there (or offers its two paths); anywhere else the piece goes back and stays in hand, so a
     * press and release on the piece itself reads as the first click of a click-click move.
     *
     * @param square where the pointer was released
     * @return the path to play, if the drop decides one
     */
    public Optional<MovePath> drop(Square square) {
        if (picked != null && targets.containsKey(square)) {
            return towards(square);
        }
        return Optional.empty();
    }

    /**
     * Returns the open paths to a square from the piece in hand, for the preview under the pointer.
     *
     * @param square a square
     * @return its paths; empty when it is not a destination
     */
    public List<MovePath> pathsTo(Square square) {
        return targets.getOrDefault(square, List.of());
    }

    private void pick(Game game, Square square) {
        Map<Square, List<MovePath>> found = new LinkedHashMap<>();
        for (Move move : game.legalMoves(square)) {
            found.put(move.to(), game.paths(move));
        }
        picked = square;
        targets = java.util.Collections.unmodifiableMap(found);
        offered = List.of();
    }

    private Optional<MovePath> towards(Square square) {
        List<MovePath> paths = targets.get(square);
        if (paths.size() == 1) {
            clear();
            return Optional.of(paths.get(0));
        }
        offered = paths;
        return Optional.empty();
    }

    private Optional<MovePath> choose(Square square) {
        MovePath only = null;
        for (MovePath path : offered) {
            if (path.squares().contains(square) && !path.to().equals(square)) {
                if (only != null) {
                    return Optional.empty(); // on both paths: not a choice
                }
                only = path;
            }
        }
        return Optional.ofNullable(only);
    }
}
