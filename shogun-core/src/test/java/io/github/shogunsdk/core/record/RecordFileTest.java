package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.BadGamePolicy;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.RecordEntry;
import io.github.shogunsdk.api.RecordFileException;
import io.github.shogunsdk.api.RecordFileReader;
import io.github.shogunsdk.api.RecordFileWriter;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files of many records (docs/RECORDS-FILES.md): where a game ends, the index and line of each
 * game, a bad game reported in the file's lines and columns and then skipped or stopped at, the
 * bound on a game's length, and appending. Every line and column below is counted by hand.
 */
class RecordFileTest {

    @TempDir
    Path dir;

    private static List<RecordEntry> all(RecordFileReader reader, String text) {
        try (Stream<RecordEntry> games = reader.read(new StringReader(text))) {
            return games.toList();
        }
    }

    private static List<RecordEntry> all(String text) {
        return all(RecordFileReader.of(), text);
    }

    private static List<Integer> indices(List<RecordEntry> entries) {
        return entries.stream().map(RecordEntry::index).toList();
    }

    private static List<Integer> lines(List<RecordEntry> entries) {
        return entries.stream().map(RecordEntry::line).toList();
    }

    @Test
    void aGameEndsAfterItsResultTokenOutsideCommentsTagsAndVariations() {
        String text = "[White \"Ann\"]\n"                                // line 1: game 1
                + "\n"
                + "1. d1d3 *\n"
                + "\n"
                + "[White \"Bo\"]\n"                                    // line 5: game 2
                + "[Event \"a 1-0 ( * \\\" ]\"]\n"
                + "\n"
                + "1. d1d3 {1-0 ( [x *} (1. a1a5 {0-1}) e8e7 1-0\n"
                + "1. d1d3 0-1 1. a1a5 *";                              // line 9: games 3 and 4
        List<RecordEntry> games = all(text);

        assertEquals(List.of(1, 2, 3, 4), indices(games));
        assertEquals(List.of(1, 5, 9, 9), lines(games));
        assertEquals(Map.of("White", "Ann"), games.get(0).record().tags());
        assertEquals("a 1-0 ( * \" ]", games.get(1).record().tags().get("Event"));
        assertEquals(2, games.get(1).record().mainline().size());
        assertEquals("1-0", games.get(1).record().result());
        assertEquals("1-0 ( [x *", games.get(1).record().mainline().get(0).comment().orElseThrow());
        assertEquals("0-1", games.get(2).record().result());
        assertEquals(Shogun.readRecord("1. a1a5 *"), games.get(3).record());
    }

    @Test
    void aGameWithoutAResultEndsBeforeTheNextGamesTagsAtTheStartOfALine() {
        String text = "[White \"Ann\"]\n\n1. d1d3 {see\n  [White] here}\n  [White \"Bo\"]\n\n1. a1a5 *\n";
        List<RecordEntry> games = all(text);

        assertEquals(List.of(1, 5), lines(games));
        assertEquals("*", games.get(0).record().result());
        assertEquals("see [White] here", games.get(0).record().mainline().get(0).comment().orElseThrow());
        assertEquals(Map.of("White", "Bo"), games.get(1).record().tags());
    }

    @Test
    void aTextOfWhiteSpaceHoldsNoGameAndAByteOrderMarkIsNoColumn() {
        assertEquals(List.of(), all(""));
        assertEquals(List.of(), all(" \n\r\n\t"));
        RecordFileException e = assertThrows(RecordFileException.class, () -> all("\uFEFF1. d1d4 *"));
        assertEquals(1, e.getLine());
        assertEquals(4, e.getColumn());
    }

    /** The middle game plays d1d4, which the rules refuse (RecordException's example): line 5, column 4. */
    private static final String BAD_SECOND = "1. d1d3 *\n\n[White \"Bo\"]\n\n1. d1d4 *\n\n1. a1a5 *\n";

    @Test
    void aBadGameIsReportedWithItsIndexAndTheFilesLineAndSkippedWhenAsked() {
        List<RecordFileException> heard = new ArrayList<>();
        List<RecordEntry> games = all(RecordFileReader.of().withBadGamePolicy(BadGamePolicy.SKIP)
                .withBadGameListener(heard::add), BAD_SECOND);

        assertEquals(List.of(1, 3), indices(games));
        assertEquals(List.of(1, 7), lines(games));
        assertEquals(1, heard.size());
        RecordFileException bad = heard.get(0);
        assertEquals(2, bad.getGameIndex());
        assertEquals(3, bad.getGameLine());
        assertEquals(5, bad.getLine());
        assertEquals(4, bad.getColumn());
        assertEquals(1, bad.getMoveNumber().getAsInt());
        assertEquals("d1d4", bad.getMove().orElseThrow());
        assertTrue(bad.getMessage().startsWith("bad record at line 5, column 4: game 2: move 1 (d1d4): illegal move d1d4"),
                bad.getMessage());
        assertEquals(1, bad.getMessage().lines().count());
    }

    @Test
    void theDefaultPolicyStopsAtTheBadGameAfterTheGamesBeforeIt() {
        List<RecordFileException> heard = new ArrayList<>();
        try (Stream<RecordEntry> games = RecordFileReader.of().withBadGameListener(heard::add)
                .read(new StringReader(BAD_SECOND))) {
            Iterator<RecordEntry> iterator = games.iterator();
            assertEquals(1, iterator.next().index());
            RecordFileException e = assertThrows(RecordFileException.class, iterator::hasNext);
            assertEquals(2, e.getGameIndex());
            assertEquals(List.of(e), heard);
        }
    }

    @Test
    void theFirstGameIsRefusedInTheWordsOfASingleRecord() {
        RecordFileException e = assertThrows(RecordFileException.class, () -> all("1. d1d4 *\n\n1. a1a5 *\n"));
        String single = assertThrows(IllegalArgumentException.class, () -> Shogun.readRecord("1. d1d4 *")).getMessage();
        assertEquals(single, e.getMessage());
    }

    @Test
    void aGameOnTheLineOfAnotherCountsColumnsFromTheLinesStart() {
        // "1. d1d3 * " is 10 characters: game 2 starts at column 11 and its d1d4 at column 14.
        RecordFileException e = assertThrows(RecordFileException.class, () -> all("1. d1d3 * 1. d1d4 *"));
        assertEquals(1, e.getLine());
        assertEquals(14, e.getColumn());
        assertTrue(e.getMessage().startsWith("bad record at line 1, column 14: game 2: move 1 (d1d4)"), e.getMessage());
    }

    @Test
    void crlfAndLoneCarriageReturnsEndLines() {
        assertEquals(3, assertThrows(RecordFileException.class, () -> all("1. d1d3 *\r\n\r\n1. d1d4 *")).getLine());
        assertEquals(3, assertThrows(RecordFileException.class, () -> all("1. d1d3 *\r\r1. d1d4 *")).getLine());
        assertEquals(List.of(1, 3), lines(all("1. d1d3 *\r\n\r\n1. a1a5 *")));
    }

    @Test
    void aGamePastTheBoundIsRefusedWhereItCrossesItAndTheNextGameIsRead() {
        // Game 2 starts on line 3; its 21st character is the 21st of the tag's line.
        String text = "1. d1d3 *\n\n[Event \"a long long long name\"]\n\n1. d1d3 *\n\n1. a1a5 *\n";
        List<RecordFileException> heard = new ArrayList<>();
        List<RecordEntry> games = all(RecordFileReader.of().withMaxGameLength(20).withBadGamePolicy(BadGamePolicy.SKIP)
                .withBadGameListener(heard::add), text);

        assertEquals(List.of(1, 3), indices(games));
        assertEquals(List.of(1, 7), lines(games));
        assertEquals("bad record at line 3, column 21: game 2: the game is longer than 20 characters, the most this "
                + "reader keeps", heard.get(0).getMessage());
        assertThrows(IllegalArgumentException.class, () -> RecordFileReader.of().withMaxGameLength(0));
    }

    @Test
    void bytesThatAreNotUtf8StopTheStream() {
        byte[] bytes = {'1', '.', ' ', (byte) 0xC3, '(', ' ', '*'};
        try (Stream<RecordEntry> games = RecordFileReader.of().read(new ByteArrayInputStream(bytes))) {
            UncheckedIOException e = assertThrows(UncheckedIOException.class, games::toList);
            assertInstanceOf(CharacterCodingException.class, e.getCause());
        }
    }

    @Test
    void theWriterAppendsWholeGamesWithABlankLineBetween() throws IOException {
        Path file = dir.resolve("games.sgn");
        Files.writeString(file, "1. d1d3 *");
        Game game = Shogun.newGame();
        game.play("d1d3");
        game.setTag("White", "Ann");
        GameRecord record = GameRecord.of(game);

        RecordFileWriter.of(file).append(record);
        RecordFileWriter.of(file).append(List.of(record, record));

        String sgn = record.toSgn();
        assertEquals("1. d1d3 *\n\n" + sgn + "\n" + sgn + "\n" + sgn, Files.readString(file));
        try (Stream<RecordEntry> games = RecordFileReader.of().read(file)) {
            assertEquals(List.of(Shogun.readRecord("1. d1d3 *"), record, record, record),
                    games.map(RecordEntry::record).toList());
        }
    }

    @Test
    void aRecordThatCannotBeWrittenLeavesTheFileAsItWas() throws IOException {
        Path file = dir.resolve("games.sgn");
        Files.writeString(file, "1. d1d3 *\n");
        Game game = Shogun.newGame();
        RecordNode d1d3 = RecordNode.of(game.play("d1d3"));
        // The same move again is Red's, who has no piece on d1.
        GameRecord bad = GameRecord.of(GameSetup.standard()).withMainline(List.of(d1d3, d1d3));

        assertThrows(IllegalMoveException.class,
                () -> RecordFileWriter.of(file).append(List.of(GameRecord.of(game), bad)));
        assertEquals("1. d1d3 *\n", Files.readString(file, StandardCharsets.UTF_8));
    }
}
