package io.github.shogunsdk.json.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.Shogun;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * A game as JSON: its record, then what the record determines. It reads back to a new game equal
 * to the one written (the same record, and so the same plies, positions and outcome), and JSON
 * that does not make such a game is refused with where and why.
 */
class GameJsonTest {

    /**
     * The game's first ply, in the Ply shape of docs/JSON.md. Derived by hand: White's king stands
     * on d1 with energy 2 ("K2" in rank 1 of the start), steps up (shape "U") over d2 to d3 and lands
     * on a magnet of 1; nothing is captured or checked. After it rank 1 is "P4P3P21P1P4P3P2", rank 3
     * "3K14", Red is to move, one quiet ply, still move 1.
     */
    static final String FIRST_PLY = "{\"move\":\"d1d3\",\"path\":{\"move\":\"d1d3\",\"shape\":\"U\",\"squares\":[\"d2\",\"d3\"]},"
            + "\"piece\":\"K2\",\"captured\":null,\"energyBefore\":2,\"landingEnergy\":1,\"check\":false,\"checkmate\":false,"
            + "\"notation\":\"d1d3:1\",\"before\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\","
            + "\"after\":\"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1\"}";

    /**
     * The second ply. Red's king stands on e8 with energy 1 ("k1" in rank 8), steps down (shape
     * "D", as the record has it) to e7 and lands on a magnet of 2; after it rank 8 is
     * "p4p2p3p11p3p1p3", rank 7 "4k23", White to move, two quiet plies, move 2.
     */
    static final String SECOND_PLY = "{\"move\":\"e8e7\",\"path\":{\"move\":\"e8e7\",\"shape\":\"D\",\"squares\":[\"e7\"]},"
            + "\"piece\":\"k1\",\"captured\":null,\"energyBefore\":1,\"landingEnergy\":2,\"check\":false,\"checkmate\":false,"
            + "\"notation\":\"e8e7:2\",\"before\":\"p4p2p3p1k1p3p1p3/8/8/8/8/3K14/8/P4P3P21P1P4P3P2 r 1 1\","
            + "\"after\":\"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2\"}";

    /**
     * A game of two plies with tags and a comment, as docs/JSON.md shows it. Derived by hand: the
     * king steps d1-d3 onto a magnet of 1, Red's king e8-e7 onto one of 2 (docs/NOTATION.md's
     * annotated record); the position then has the white king on d3 (rank 3 "3K14"), the red king
     * on e7 (rank 7 "4k23"), e8 and d1 empty; two quiet plies, White to move at move 2.
     */
    static final String JSON = "{\"record\":{\"setup\":{\"ruleSet\":\"standard\",\"energyModel\":\"magnetic\",\"start\":null},"
            + "\"tags\":{\"White\":\"Ann\",\"Red\":\"Ben\"},\"comment\":null,\"mainline\":["
            + "{\"move\":\"d1d3\",\"shape\":\"U\",\"landingEnergy\":1,\"comment\":\"the king steps up\"},"
            + "{\"move\":\"e8e7\",\"shape\":\"D\",\"landingEnergy\":2}],\"result\":\"*\"},"
            + "\"start\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\",\"history\":[" + FIRST_PLY + "," + SECOND_PLY + "],"
            + "\"position\":\"p4p2p3p11p3p1p3/4k23/8/8/8/3K14/8/P4P3P21P1P4P3P2 w 2 2\",\"sideToMove\":\"white\","
            + "\"inCheck\":false,\"outcome\":{\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,"
            + "\"text\":\"Game in progress\"}}";

    private final JsonAdapter json = JsonAdapter.underTest();

    private static Game documented() {
        Game game = Shogun.newGame();
        game.setTag("White", "Ann");
        game.setTag("Red", "Ben");
        game.play("d1d3");
        game.setComment(1, "the king steps up");
        game.play("e8e7");
        return game;
    }

    /** Two games are equal when their records are: the record determines every ply, position and the outcome. */
    static void assertSameGame(Game expected, Game actual) {
        assertEquals(GameRecord.of(expected), GameRecord.of(actual));
        assertEquals(expected.history(), actual.history());
        assertEquals(expected.position(), actual.position());
        assertEquals(expected.outcome(), actual.outcome());
        assertEquals(expected.comments(), actual.comments());
    }

    @Test
    void theDocumentedGameIsWrittenAsDocumentedAndReadsBackToANewEqualGame() throws Exception {
        Game game = documented();
        assertEquals(JSON, json.write(game));
        Game back = (Game) json.read(JSON, Game.class);
        assertNotSame(game, back);
        assertSameGame(game, back);
        assertEquals(game.toSgn(), back.toSgn());
        // Read by replaying: the new game takes its moves back to the start.
        back.undo();
        back.undo();
        assertFalse(back.canUndo());
    }

    @Test
    void aGameIsNotABeanOfItsGetters() throws Exception {
        // Before games had a shape, Jackson wrote one as {"inCheck":false}.
        String written = json.write(Shogun.newGame());
        assertEquals("{\"record\":{\"setup\":{\"ruleSet\":\"standard\",\"energyModel\":\"magnetic\",\"start\":null},"
                + "\"tags\":{},\"comment\":null,\"mainline\":[],\"result\":\"*\"},"
                + "\"start\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\",\"history\":[],"
                + "\"position\":\"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\",\"sideToMove\":\"white\","
                + "\"inCheck\":false,\"outcome\":{\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,"
                + "\"text\":\"Game in progress\"}}", written);
    }

    @Test
    void aResignationAndAnAgreedDrawReadBack() throws Exception {
        Game resigned = documented();
        resigned.resign(Colour.RED);
        Game back = (Game) json.read(json.write(resigned), Game.class);
        assertSameGame(resigned, back);
        assertEquals("White wins by resignation", back.outcome().toString());
        Game drawn = documented();
        drawn.agreeDraw();
        assertSameGame(drawn, (Game) json.read(json.write(drawn), Game.class));
    }

    @Test
    void theKeysTheRecordDeterminesMayBeLeftOut() throws Exception {
        String recordOnly = JSON.substring(0, JSON.indexOf(",\"start\":\"")) + "}";
        assertSameGame(documented(), (Game) json.read(recordOnly, Game.class));
    }

    @Provide Arbitrary<Game> games() {
        return Values.games();
    }

    @Property(tries = 60)
    void everyGameReadsBackEqualAndIsWrittenAgainByteForByte(@ForAll("games") Game game) throws Exception {
        String text = json.write(game);
        Game back = (Game) json.read(text, Game.class);
        assertSameGame(game, back);
        assertEquals(text, json.write(back));
    }

    private String refused(String text) {
        return json.refuse(text, Game.class).message();
    }

    @Test
    void keysThatDisagreeWithTheRecordAreRefused() {
        assertEquals("\"sideToMove\" is red, but the record makes it white",
                refused(JSON.replace("\"sideToMove\":\"white\"", "\"sideToMove\":\"red\"")));
        assertEquals("\"inCheck\" is true, but the record makes it false",
                refused(JSON.replace("\"inCheck\":false", "\"inCheck\":true")));
        // A ply that reads as a ply but is not the record's: the second one said to give check.
        assertEquals("history[1]: the ply is \"e8e7:2+\", but the record makes it \"e8e7:2\"",
                refused(JSON.replace(SECOND_PLY, SECOND_PLY.replace("\"check\":false", "\"check\":true")
                        .replace("\"e8e7:2\"", "\"e8e7:2+\""))));
        // The same notation played from another position: the first ply from a start with one more quiet ply.
        assertEquals("history[0]: the ply's \"before\" is \"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w 1 1\","
                + " but the record makes it \"p4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\"",
                refused(JSON.replace(FIRST_PLY, FIRST_PLY.replace("P2K2P1P4P3P2 w\"", "P2K2P1P4P3P2 w 1 1\""))));
        assertEquals("history: the history holds 1 plies, but the record 2",
                refused(JSON.replace("," + SECOND_PLY + "]", "]")));
        // The history is of plies, as Game.history() is, not of their notation.
        assertEquals("history[0]: expected a ply as an object, found the string \"d1d3:1\"",
                refused(JSON.replace(FIRST_PLY, "\"d1d3:1\"")));
        assertEquals("history[1]: \"notation\" is \"e8e6:2\", but the rest of the value makes it \"e8e7:2\"",
                refused(JSON.replace("\"notation\":\"e8e7:2\"", "\"notation\":\"e8e6:2\"")));
        assertEquals("\"outcome\" is \"Draw by agreement\", but the record makes it \"Game in progress\"",
                refused(JSON.replace("\"over\":false,\"result\":\"*\",\"winner\":null,\"reason\":null,"
                        + "\"text\":\"Game in progress\"", "\"result\":\"1/2-1/2\",\"reason\":\"agreement\"")));
    }

    @Test
    void aRecordThatIsNoGameIsRefusedSayingWhere() {
        assertEquals("expected the key \"record\"", refused("{\"position\":\"8/8/8/3K24/8/8/8/7k1 r\"}"));
        assertEquals("expected a game as an object, found an array", refused("[]"));
        assertEquals("record.mainline[1].variations: a game holds no variations; read the JSON as a GameRecord"
                + " to keep them", refused(JSON.replace("\"landingEnergy\":2}", "\"landingEnergy\":2,\"variations\":"
                        + "[[{\"move\":\"d8d7\",\"shape\":\"D\",\"landingEnergy\":3}]]}")));
        assertEquals("record.mainline[1].glyphs: a game holds no glyphs; read the JSON as a GameRecord to keep them",
                refused(JSON.replace("\"landingEnergy\":2}", "\"landingEnergy\":2,\"glyphs\":[1]}")));
        assertEquals("record.mainline[1]: expected the key \"landingEnergy\"",
                refused(JSON.replace(",\"landingEnergy\":2}", "}")));
        // The record's moves are replayed under the rules: d8d6 is two steps for a pawn of energy 1.
        String illegal = refused(JSON.substring(0, JSON.indexOf(",\"start\":\"")).replace("e8e7", "d8d6")
                .replace("\"landingEnergy\":2}", "\"landingEnergy\":3}") + "}");
        assertEquals("record: illegal move d8d6:", illegal.substring(0, "record: illegal move d8d6:".length()), illegal);
    }

    @Test
    void unknownKeysAreRefusedOrSkippedAsTheAdapterSays() throws Exception {
        String extra = JSON.replace("{\"record\":", "{\"clock\":5,\"record\":");
        assertEquals("unknown key \"clock\" in a game; the keys are record, start, history, position, sideToMove,"
                + " inCheck, outcome", refused(extra));
        assertSameGame(documented(), (Game) json.readSkippingUnknownKeys(extra, Game.class));
    }
}
