package io.github.shogunsdk.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.core.internal.convert.BoardConversion;
import io.github.shogunsdk.core.internal.game.CoreGame;
import io.github.shogunsdk.core.internal.game.PositionKeys;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The game's keys that a search can repeat, followed from search to search: after any mix of
 * plies played, taken back and played otherwise, and of captures, the set holds exactly the keys
 * of the positions since the last capture, as a walk back through the game finds them; and the
 * search path consults it only while no capture or pass came since the root.
 */
class GameKeysTest {

    private static final GameSetup QUIET = GameSetup.standard().withRuleSet(RuleSet.standard().withQuietPlyLimit(0))
            .withEnergyModel(EnergyModel.fixed());

    @Test
    void theKeysFollowedAreThoseSinceTheLastCaptureWhateverTheGameDid() {
        Random random = new Random(7);
        Game game = Shogun.newGame(QUIET);
        GameKeys followed = new GameKeys();
        int checks = 0;
        for (int step = 0; step < 3_000 && checks < 600; step++) {
            if (game.outcome().isOver() || game.canUndo() && random.nextInt(5) == 0) {
                for (int back = 1 + random.nextInt(4); back > 0 && game.canUndo(); back--) {
                    game.undo();
                }
            } else {
                List<Move> moves = game.legalMoves();
                game.play(moves.get(random.nextInt(moves.size())));
            }
            if (random.nextInt(3) == 0) {
                PositionKeys keys = ((CoreGame) game).positionKeys();
                followed.follow(keys, BoardConversion.toBoard(game.position()).quietPlies());
                Set<Long> expected = sinceLastCapture(game);
                for (int i = 0; i < keys.size(); i++) {
                    assertEquals(expected.contains(keys.key(i)), followed.contains(keys.key(i)), "position " + i);
                }
                checks++;
            }
        }
        assertTrue(checks >= 600, "only " + checks + " checks");
    }

    @Test
    void theSearchPathAsksTheGameOnlyWhileNoCaptureOrPassCameSinceTheRoot() {
        GameKeys game = new GameKeys().reset(11, 12, 13);
        KeyHistory history = new KeyHistory();
        history.reset(game, 13);
        history.push(21);
        history.push(11);
        // Two plies past a root three quiet plies deep: the game's 11 is within reach.
        assertTrue(history.repeats(5));
        // A capture one ply ago: nothing before it can recur.
        assertFalse(history.repeats(1));
        history.pop();
        history.push(13);
        // The root itself, two plies back, whatever the game holds.
        assertTrue(history.repeats(2));
        history.pop();
        history.push(99);
        assertFalse(history.repeats(1_000_000));
    }

    /** The keys of the positions since the last capture, found by walking back through the game's plies. */
    private static Set<Long> sinceLastCapture(Game game) {
        Set<Long> keys = new HashSet<>();
        keys.add(BoardConversion.toBoard(game.position()).key());
        List<Ply> plies = new ArrayList<>(game.history());
        for (int i = plies.size() - 1; i >= 0 && !plies.get(i).isCapture(); i--) {
            keys.add(BoardConversion.toBoard(plies.get(i).before()).key());
        }
        return keys;
    }
}
