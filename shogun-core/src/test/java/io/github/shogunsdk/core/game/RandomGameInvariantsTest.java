package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.core.properties.LongRun;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random games, each played to its end: every game ends with a valid outcome and no move breaks an
 * invariant of the board, the history or undo. A long run of 30 000 games, 10 000 per rule set on
 * average, under magnetic, fixed and random energies.
 */
class RandomGameInvariantsTest {

    @LongRun
    @Property(tries = 30_000)
    void randomGamesEndValidlyAndKeepEveryInvariant(@ForAll Variant variant, @ForAll @IntRange(max = 2) int energies,
            @ForAll long seed) {
        RuleSet rules = RuleSet.of(variant);
        Rules check = Shogun.rules(rules);
        EnergyModel[] models = {EnergyModel.magnetic(), EnergyModel.fixed(), EnergyModel.random(variant.ordinal())};
        GameSetup setup = GameSetup.standard().withRuleSet(rules).withEnergyModel(models[energies]);
        Game game = RandomGames.play(setup, seed);
        String where = variant + " " + setup.energyModel() + " seed " + seed;
        assertValidEnd(game, rules, where);
        List<Ply> history = game.history();
        Position previous = game.start();
        for (int i = 0; i < history.size(); i++) {
            Ply ply = history.get(i);
            assertEquals(previous, ply.before(), where);
            assertSound(ply.after(), where);
            int lost = previous.pieces().size() - ply.after().pieces().size();
            assertEquals(ply.isCapture() ? 1 : 0, lost, where + " ply " + i);
            assertEquals(check.play(ply.before(), ply.move(), ply.landingEnergy()), ply.after(), where + " ply " + i);
            assertEquals(ply.move(), ply.path().move(), where + " ply " + i);
            assertTrue(check.paths(ply.before(), ply.move()).contains(ply.path()), where + " ply " + i + ": "
                    + ply.path() + " is not an open path");
            previous = ply.after();
        }
        assertEquals(previous, game.position(), where);
        int length = history.size();
        for (int undone = 1; undone <= length; undone++) {
            game.undo();
            assertEquals(length - undone, game.history().size(), where);
        }
        assertEquals(game.start(), game.position(), where);
        assertEquals(Outcome.ongoing(), game.outcome(), where);
    }

    private static void assertValidEnd(Game game, RuleSet rules, String where) {
        Outcome outcome = game.outcome();
        assertTrue(outcome.isOver(), where);
        assertTrue(game.legalMoves().isEmpty(), where);
        if (outcome instanceof Outcome.Win win) {
            Set<io.github.shogunsdk.api.WinReason> allowed = EnumSet.allOf(io.github.shogunsdk.api.WinReason.class);
            if (rules.variant() != Variant.COURSEWORK) {
                allowed.remove(io.github.shogunsdk.api.WinReason.KING_CAPTURED);
            }
            if (rules.variant() != Variant.KOTH) {
                allowed.remove(io.github.shogunsdk.api.WinReason.HILL);
            }
            assertTrue(allowed.contains(win.reason()), where + ": " + outcome);
            Colour loser = win.winner().opponent();
            switch (win.reason()) {
                case BARE_KING -> assertEquals(0, game.position().count(loser, PieceKind.PAWN), where);
                case KING_CAPTURED -> assertEquals(0, game.position().count(loser, PieceKind.KING), where);
                case CHECKMATE, TRAPPED -> assertEquals(loser, game.sideToMove(), where);
                default -> { }
            }
        }
    }

    /** One piece per square, at most one king and seven pawns a side (play never adds one), energies in range. */
    private static void assertSound(Position position, String where) {
        int[] kings = new int[2];
        int[] pawns = new int[2];
        int pieces = 0;
        for (Square square : Square.all()) {
            Piece piece = position.pieceAt(square).orElse(null);
            if (piece == null) {
                continue;
            }
            pieces++;
            assertTrue(piece.kind().isValidEnergy(piece.energy()), where);
            (piece.kind() == PieceKind.KING ? kings : pawns)[piece.colour().ordinal()]++;
        }
        assertEquals(pieces, position.pieces().size(), where);
        assertTrue(position.hasStandardMaterial(), where);
        for (int side = 0; side < 2; side++) {
            assertTrue(kings[side] <= 1 && pawns[side] <= 7, where);
        }
    }
}
