package io.github.shogunsdk.json.contract;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The corpus of JSON texts (the test resource {@code json-corpus.txt}, which every adapter reads
 * and writes) and the JSON that docs/JSON.md shows.
 */
public final class Corpus {

    /** One text of the corpus and the API type it is the JSON of. */
    public record Entry(Class<?> type, String json) {

        @Override
        public String toString() {
            return type.getSimpleName() + " " + json;
        }
    }

    private static final Pattern TABLE_TEXT = Pattern.compile("`(\"[^\"`]*\"|\\d+)`");

    private Corpus() {
    }

    /** Reads the corpus: the lines that are neither blank nor comments. */
    public static List<Entry> entries() {
        try (InputStream in = Corpus.class.getResourceAsStream("/json-corpus.txt")) {
            List<Entry> entries = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\t", 2);
                entries.add(new Entry(Class.forName("io.github.shogunsdk.api." + parts[0]), parts[1]));
            }
            return entries;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the corpus names an unknown type: " + e.getMessage(), e);
        }
    }

    /** The JSON objects of docs/JSON.md's example block, each on one line. */
    public static Set<String> documentedObjects() {
        String doc = document();
        String block = doc.substring(doc.indexOf("```jsonc\n") + "```jsonc\n".length());
        block = block.substring(0, block.indexOf("```"));
        StringBuilder joined = new StringBuilder();
        for (String line : block.split("\n")) {
            if (line.startsWith(" ")) {
                joined.append(line.substring(1));         // an object continued from the line above
            } else if (!line.startsWith("//")) {
                joined.append('\n').append(line);
            }
        }
        Set<String> objects = new LinkedHashSet<>();
        for (String line : joined.toString().split("\n")) {
            for (String object : line.split(" {3}")) {
                if (!object.isBlank()) {
                    objects.add(object.strip());
                }
            }
        }
        return objects;
    }

    /** The strings and numbers that docs/JSON.md's table shows in back quotes. */
    public static Set<String> documentedTexts() {
        Set<String> texts = new LinkedHashSet<>();
        for (String line : document().split("\n")) {
            if (line.startsWith("| ")) {
                Matcher matcher = TABLE_TEXT.matcher(line);
                while (matcher.find()) {
                    texts.add(matcher.group(1));
                }
            }
        }
        return texts;
    }

    private static String document() {
        try {
            return Files.readString(Path.of("..", "docs", "JSON.md"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
