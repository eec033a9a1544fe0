package io.github.shogunsdk.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.core.game.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The strength limit for people: its range and names, legal moves chosen the same way every time
 * with a seed, a win in one never missed, and play that is weaker at a low level than at full
 * strength (a few seeded games, so the same every run).
 */
class EngineStrengthLimitTest {

    private static final GameSetup SETUP = GameSetup.standard();

    @Test
    void theRangeRunsFromABeginnerToFullStrength() {
        EngineOptions defaults = EngineOptions.defaults();
        assertEquals(OptionalInt.empty(), defaults.strengthLimit());
        assertEquals(OptionalLong.empty(), defaults.strengthSeed());
        assertEquals(OptionalInt.of(600), defaults.withStrengthLimit(600).strengthLimit());
        assertEquals(OptionalInt.of(2599), defaults.withStrengthLimit(2599).strengthLimit());
        // The top of the range is full strength: no limit, equal to the defaults.
        assertEquals(defaults, defaults.withStrengthLimit(2600));
        assertEquals(defaults, defaults.withStrengthLimit(1400).withFullStrength());
        assertEquals("a strength limit is 600 to 2600 Elo, not 599",
                assertThrows(IllegalArgumentException.class, () -> defaults.withStrengthLimit(599)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> defaults.withStrengthLimit(2601));
        EngineOptions club = defaults.withStrengthLimit(1400).withStrengthSeed(-7);
        assertEquals(OptionalLong.of(-7), club.strengthSeed());
        assertEquals("EngineOptions[hashMegabytes=16, moveOverheadMillis=50, threads=1, strengthLimit=1400, strengthSeed=-7]",
                club.toString());
        assertEquals(club, defaults.withStrengthSeed(-7).withStrengthLimit(1400));
        assertEquals(club.hashCode(), defaults.withStrengthSeed(-7).withStrengthLimit(1400).hashCode());
        assertNotEquals(club, club.withStrengthSeed(7));
    }

    @Test
    void theNamedLevelsClimbToFullStrength() {
        int last = 0;
        for (StrengthLevel level : StrengthLevel.values()) {
            assertTrue(level.elo() > last, level.toString());
            last = level.elo();
            assertEquals(level, StrengthLevel.parse(level.toString()));
            assertEquals(level, StrengthLevel.parse(level.displayName().toUpperCase(java.util.Locale.ROOT)));
        }
        assertEquals(EngineOptions.MIN_STRENGTH_ELO, StrengthLevel.BEGINNER.elo());
        assertEquals(1400, StrengthLevel.CLUB.elo());
        assertEquals("club", StrengthLevel.CLUB.toString());
        assertEquals(EngineOptions.defaults(), StrengthLevel.FULL.options(EngineOptions.defaults()));
        assertEquals(OptionalInt.of(1000), StrengthLevel.CASUAL.options(EngineOptions.defaults()).strengthLimit());
        assertEquals("a strength level is beginner, casual, club, strong, expert or full, not \"grand\\nmaster\"",
                assertThrows(IllegalArgumentException.class, () -> StrengthLevel.parse("grand\nmaster")).getMessage());
    }

    @Test
    void withASeedEveryLevelPlaysLegalMovesAndTheSameGameTwice() {
        for (StrengthLevel level : StrengthLevel.values()) {
            if (level == StrengthLevel.FULL) {
                continue;
            }
            EngineOptions options = level.options(EngineOptions.defaults().withHashMegabytes(1)).withStrengthSeed(42);
            List<Move> first = selfPlay(options, 40);
            List<Move> second = selfPlay(options, 40);
            assertEquals(first, second, level.toString());
        }
    }

    @Test
    void anotherSeedChoosesOtherMovesSomewhere() {
        EngineOptions beginner = EngineOptions.defaults().withHashMegabytes(1).withStrengthLimit(600);
        assertNotEquals(selfPlay(beginner.withStrengthSeed(1), 40), selfPlay(beginner.withStrengthSeed(2), 40));
    }

    @Test
    void aLimitedSearchReportsTheOneLineItPlays() {
        Engine engine = Shogun.newEngine(SETUP, EngineOptions.defaults().withStrengthLimit(1000).withStrengthSeed(3));
        SearchResult result = engine.search(Shogun.newGame(SETUP), SearchLimits.ofDepth(4).withLines(3));
        assertEquals(1, result.lines().size());
        // The level looks two plies ahead, whatever the limits allow.
        assertEquals(2, result.depth());
        assertTrue(Shogun.newGame(SETUP).legalMoves().contains(result.bestMove().orElseThrow()));
    }

    @Test
    void everyLevelPlaysAWinInOne() {
        int positions = 0;
        for (long seed = 0; positions < 30; seed++) {
            Game game = RandomGames.play(SETUP, seed);
            if (!(game.outcome() instanceof Outcome.Win)) {
                continue;
            }
            game.undo();
            positions++;
            for (StrengthLevel level : StrengthLevel.values()) {
                Engine engine = Shogun.newEngine(SETUP, level.options(EngineOptions.defaults().withHashMegabytes(1))
                        .withStrengthSeed(seed));
                Move move = engine.search(game, SearchLimits.ofDepth(3)).bestMove().orElseThrow();
                assertTrue(Wins.winAtOnce(game, move).isPresent(), level + " seed " + seed + " at " + game.position());
            }
        }
    }

    @Test
    void aBeginnerLosesToFullStrength() {
        // Four games from four random openings, each side White once per opening.
        EngineOptions beginner = EngineOptions.defaults().withHashMegabytes(1).withStrengthLimit(600).withStrengthSeed(5);
        EngineOptions full = EngineOptions.defaults().withHashMegabytes(1);
        double fullPoints = 0;
        for (long opening = 0; opening < 2; opening++) {
            fullPoints += points(full, beginner, opening, Colour.WHITE);
            fullPoints += points(beginner, full, opening, Colour.RED);
        }
        assertTrue(fullPoints >= 3.5, "full strength scored " + fullPoints + " of 4");
    }

    /** Plays a game between two option sets at depth 3 from a seeded opening; the points of one side. */
    private static double points(EngineOptions white, EngineOptions red, long opening, Colour counted) {
        Game game = Wins.randomOpening(SETUP, opening, 2);
        Engine whiteEngine = Shogun.newEngine(SETUP, white);
        Engine redEngine = Shogun.newEngine(SETUP, red);
        while (!game.outcome().isOver() && game.history().size() < 300) {
            Engine mover = game.sideToMove() == Colour.WHITE ? whiteEngine : redEngine;
            game.play(mover.search(game, SearchLimits.ofDepth(3)).bestMove().orElseThrow());
        }
        if (game.outcome() instanceof Outcome.Win win) {
            return win.winner() == counted ? 1 : 0;
        }
        return 0.5;
    }

    /** A game of one engine against itself from the start, checking each move is legal. */
    private static List<Move> selfPlay(EngineOptions options, int plies) {
        Game game = Shogun.newGame(SETUP);
        Engine engine = Shogun.newEngine(SETUP, options);
        List<Move> played = new ArrayList<>();
        while (!game.outcome().isOver() && played.size() < plies) {
            Move move = engine.search(game, SearchLimits.ofDepth(6)).bestMove().orElseThrow();
            assertTrue(game.legalMoves().contains(move), move + " at " + game.position());
            game.play(move);
            played.add(move);
        }
        return played;
    }
}
