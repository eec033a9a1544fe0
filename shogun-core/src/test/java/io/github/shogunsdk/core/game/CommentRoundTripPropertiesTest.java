package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.Shogun;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * A random game with random comments (any characters but '}' and the refused controls, tabs and
 * every kind of line end, path shape names, empty ones) writes a record that reads back to the
 * same comments, positions, paths and outcome, and writes the same record again.
 */
class CommentRoundTripPropertiesTest {

    private static final String ALPHABET = "ab XY;{)(,.!?#+:-\t\n\r\u00e9\u4e2d1-0*[]\"\\";
    private static final List<String> SPECIAL = List.of("UL", "RD", "White wins by checkmate", "*", "1-0", "{", "");

    @Property(tries = 300)
    void commentsSurviveTheRecord(@ForAll long seed) {
        Game game = RandomGames.play(GameSetup.standard().withEnergyModel(seed % 2 == 0 ? EnergyModel.magnetic()
                : EnergyModel.random(seed)), seed);
        SplittableRandom random = new SplittableRandom(seed);
        for (int plies = 0; plies <= game.history().size(); plies++) {
            if (random.nextInt(3) == 0) {
                game.setComment(plies, random.nextInt(4) == 0 ? SPECIAL.get(random.nextInt(SPECIAL.size()))
                        : text(random));
            }
        }
        String written = game.toSgn();
        Game read = Shogun.readGame(written);
        assertEquals(game.comments(), read.comments(), written);
        assertEquals(game.history(), read.history(), written);
        assertEquals(game.outcome(), read.outcome(), written);
        assertEquals(written, read.toSgn());
    }

    private static String text(SplittableRandom random) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(120);
        for (int i = 0; i < length; i++) {
            text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return text.toString();
    }
}
