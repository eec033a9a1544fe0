package io.github.shogunsdk.cli.web.game;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A game as the page draws it ({@link Views.State}): the position at the node shown, the magnets
 * under the squares, the check, the moves played, the tree, and the status line the page shows
 * above the board ("White to move — in check", or the outcome).
 */
final class StateView {

    private StateView() {
    }

    /**
     * Describes a game; under its session's lock.
     *
     * @param id the game's id
     * @param tree the game
     * @param search its latest search, or null
     * @return the game as the page draws it
     */
    static Views.State of(String id, GameTree tree, Views.Search search) {
        Game game = tree.game();
        Position position = game.position();
        Colour side = game.sideToMove();
        Map<Square, Integer> magnets = null;
        if (game.setup().energyModel() instanceof EnergyModel.Magnetic magnetic) {
            magnets = new LinkedHashMap<>();
            for (Square square : Square.all()) {
                magnets.put(square, magnetic.magnetAt(square));
            }
        }
        Square king = position.king(side).orElse(null);
        boolean check = game.isInCheck();
        Set<Square> checkers = check && king != null ? game.attackers(king) : Set.of();
        List<String> plies = new ArrayList<>();
        for (Ply ply : game.history()) {
            plies.add(ply.toString());
        }
        return new Views.State(id, game.setup(), position, side, status(game, side, check), game.outcome(),
                position.pieces(), magnets, check, king, checkers, game.lastPly().orElse(null), plies, game.movetext(),
                tree.canBack(), tree.canForward(), search, GameTree.list(tree.at()), tree.view());
    }

    /** The status line: who is to move and whether in check, or the outcome with its reason. */
    private static String status(Game game, Colour side, boolean check) {
        return game.outcome().isOver() ? game.outcome().toString()
                : (side == Colour.WHITE ? "White" : "Red") + " to move" + (check ? " — in check" : "");
    }
}
