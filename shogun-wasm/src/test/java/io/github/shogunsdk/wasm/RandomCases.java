package io.github.shogunsdk.wasm;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeded random inputs for the agreement tests: dense boards with any number of pawns, and games
 * played to their end under every rule set and energy model.
 */
final class RandomCases {

    static final List<String> RULES = List.of("standard", "coursework", "koth", "standard quiet-plies=20",
            "koth repetition=off");
    static final List<String> ENERGIES = List.of("fixed", "magnetic", "magnetic 90", "magnetic 270", "random 7",
            "random 1234567", "magnetic 1234123412341234123412341234123412341234123412341234123412341234 90");

    private final Random random;

    RandomCases(long seed) {
        this.random = new Random(seed);
    }

    <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    int below(int bound) {
        return random.nextInt(bound);
    }

    Square square() {
        return Square.ofIndex(random.nextInt(Square.COUNT));
    }

    /**
     * A board with 0–2 kings and 0–12 pawns a side (more than the physical game's seven), any
     * energies, either side to move; or, one time in four, a position reached by random play.
     */
    Position position() {
        if (random.nextInt(4) == 0) {
            Game game = Shogun.newGame(GameSetup.standard().withEnergyModel(EnergyModel.parse(pick(ENERGIES))));
            game(game, random.nextInt(60));
            return game.position();
        }
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Colour colour : Colour.values()) {
            if (random.nextInt(5) > 0) {
                pieces.put(square(), Piece.of(PieceKind.KING, colour, 1 + random.nextInt(2)));
            }
            int pawns = random.nextInt(13);
            for (int i = 0; i < pawns; i++) {
                Square square = square();
                if (!pieces.containsKey(square)) {
                    pieces.put(square, Piece.of(PieceKind.PAWN, colour, 1 + random.nextInt(4)));
                }
            }
        }
        return Position.of(pieces, random.nextBoolean() ? Colour.WHITE : Colour.RED, random.nextInt(30),
                1 + random.nextInt(80));
    }

    /**
     * A crowded board: 8 to 20 pawns a side (the physical game has seven), each side's king one
     * time in five missing, any energies, either side to move.
     */
    Position densePosition() {
        Map<Square, Piece> pieces = new LinkedHashMap<>();
        for (Colour colour : Colour.values()) {
            if (random.nextInt(5) > 0) {
                pieces.put(square(), Piece.of(PieceKind.KING, colour, 1 + random.nextInt(2)));
            }
            int pawns = 8 + random.nextInt(13);
            for (int placed = 0; placed < pawns;) {
                if (pieces.putIfAbsent(square(), Piece.of(PieceKind.PAWN, colour, 1 + random.nextInt(4))) == null) {
                    placed++;
                }
            }
        }
        return Position.of(pieces, random.nextBoolean() ? Colour.WHITE : Colour.RED, random.nextInt(30),
                1 + random.nextInt(80));
    }

    /** Plays random legal moves until the game ends or {@code plies} have been played. */
    void game(Game game, int plies) {
        for (int i = 0; i < plies && !game.outcome().isOver(); i++) {
            List<Move> moves = game.legalMoves();
            game.play(moves.get(random.nextInt(moves.size())));
        }
    }

    /** A new game with a random rule set and energy model. */
    Game newGame() {
        return Shogun.newGame(GameSetup.standard().withRuleSet(RuleSet.parse(pick(RULES)))
                .withEnergyModel(EnergyModel.parse(pick(ENERGIES))));
    }
}
