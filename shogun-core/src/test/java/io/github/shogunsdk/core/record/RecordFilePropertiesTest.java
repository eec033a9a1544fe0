package io.github.shogunsdk.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.RecordEntry;
import io.github.shogunsdk.api.RecordFileReader;
import io.github.shogunsdk.api.RecordFileWriter;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Any list of records (the generated trees of {@link RecordTreePropertiesTest}: comments and tag
 * values full of result tokens, brackets, parentheses, quotes and line ends), appended to a file
 * by {@link RecordFileWriter} one by one or all at once, reads back as equal records, indexed
 * from 1, each starting on the line after the blank line that follows the game before; and the
 * same records joined by any white space, even on one line, read back equal too.
 */
class RecordFilePropertiesTest {

    private static final String TAG_ALPHABET = "ab XY;{})(,.!?#+:-$\t\u00e91-0*/[]\"\\";
    private static final List<String> RESULTS = List.of("*", "1-0", "0-1", "1/2-1/2");
    private static final List<String> SEPARATORS = List.of(" ", "\n", "\r\n\r\n", "\r", "\t\n  ");

    @Property(tries = 100)
    void appendedRecordsReadBackEqual(@ForAll long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameRecord> records = new ArrayList<>();
        for (int i = random.nextInt(6); i > 0; i--) {
            records.add(record(random));
        }
        Path file = Files.createTempFile("records", ".sgn");
        try {
            Files.delete(file); // the writer creates it
            RecordFileWriter writer = RecordFileWriter.of(file);
            if (random.nextBoolean()) {
                writer.append(records);
            } else {
                for (GameRecord record : records) {
                    writer.append(record);
                }
            }
            List<Integer> lines = new ArrayList<>();
            int line = 1;
            for (GameRecord record : records) {
                lines.add(line);
                line += lineEnds(record.toSgn()) + 1; // and the blank line after it
            }
            List<RecordEntry> read;
            try (Stream<RecordEntry> games = Files.exists(file) ? RecordFileReader.of().read(file) : Stream.empty()) {
                read = games.toList();
            }
            assertEquals(records, read.stream().map(RecordEntry::record).toList());
            assertEquals(lines, read.stream().map(RecordEntry::line).toList());
            for (int i = 0; i < read.size(); i++) {
                assertEquals(i + 1, read.get(i).index());
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Property(tries = 100)
    void recordsJoinedByAnyWhiteSpaceReadBackEqual(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameRecord> records = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (int i = 1 + random.nextInt(5); i > 0; i--) {
            GameRecord record = record(random);
            records.add(record);
            String sgn = record.toSgn();
            text.append(sgn, 0, sgn.length() - 1).append(SEPARATORS.get(random.nextInt(SEPARATORS.size())));
        }
        try (Stream<RecordEntry> games = RecordFileReader.of().read(new StringReader(text.toString()))) {
            assertEquals(records, games.map(RecordEntry::record).toList(), text.toString());
        }
    }

    /** A generated tree with tags whose values hold what could end a game, were they not in quotes. */
    private static GameRecord record(SplittableRandom random) {
        EnergyModel model = random.nextBoolean() ? EnergyModel.magnetic() : EnergyModel.random(random.nextLong());
        GameSetup setup = GameSetup.standard().withEnergyModel(model);
        Game game = Shogun.newGame(setup);
        List<RecordNode> mainline = RecordTreePropertiesTest.line(game, random.nextInt(30), 3, null, random);
        Map<String, String> tags = new LinkedHashMap<>();
        for (int i = random.nextInt(3); i > 0; i--) {
            StringBuilder value = new StringBuilder();
            for (int k = random.nextInt(20); k > 0; k--) {
                value.append(TAG_ALPHABET.charAt(random.nextInt(TAG_ALPHABET.length())));
            }
            tags.put("Tag" + i, value.toString());
        }
        return GameRecord.of(setup).withMainline(mainline).withTags(tags)
                .withStartingComment(random.nextInt(3) == 0 ? RecordTreePropertiesTest.comment(random) : "")
                .withResult(game.outcome().isOver() ? game.outcome().result() : RESULTS.get(random.nextInt(4)));
    }

    private static int lineEnds(String text) {
        int ends = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' && !(i + 1 < text.length() && text.charAt(i + 1) == '\n')) {
                ends++;
            }
        }
        return ends;
    }
}
