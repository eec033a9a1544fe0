package io.github.shogunsdk.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every link between the project's Markdown files reaches something: the file a link names
 * exists, and the section it names ({@code TABLES.md#measured}) is one of that file's headings, as
 * the repository's web view turns headings into anchors (lower case, punctuation dropped, spaces
 * made hyphens, a repeated heading numbered). A section cut by an edit breaks the links to it
 * without any other sign; this test is that sign.
 */
class DocsLinksTest {

    private static final Path CHECKOUT = Path.of("..", "..").toAbsolutePath().normalize();
    /** A Markdown link or image: {@code [text](target)}, the target without spaces. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*\\s*$");

    @Test
    void everyLinkBetweenTheMarkdownFilesReachesAFileAndASection() throws IOException {
        List<Path> files = markdownFiles();
        assertTrue(files.size() > 10, "the project's Markdown files: " + files);
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path file : files) {
            boolean fenced = false;
            int number = 0;
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                number++;
                if (line.stripLeading().startsWith("```")) {
                    fenced = !fenced;
                }
                if (fenced) {
                    continue;
                }
                Matcher link = LINK.matcher(line);
                while (link.find()) {
                    String target = link.group(1);
                    if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
                        continue;   // another site or a mail address: not ours to check offline
                    }
                    checked++;
                    String problem = problem(file, target, anchors);
                    if (problem != null) {
                        broken.add(CHECKOUT.relativize(file) + ":" + number + ": " + target + ": " + problem);
                    }
                }
            }
        }
        assertTrue(checked > 100, "links checked: " + checked);
        assertEquals(List.of(), broken);
    }

    @Test
    void anchorsAreMadeAsTheWebViewMakesThem() {
        assertEquals("in-the-engines-search", anchor("In the engine's search"));
        assertEquals("why-jetty-without-servlets", anchor("Why Jetty, without servlets"));
        assertEquals("shogun-engine---tables-dir", anchor("`shogun engine --tables DIR`"));
        assertEquals("10-endgame-tables", anchor("10. Endgame tables"));
    }

    /** What is wrong with one link of a file, or null when it reaches its file and section. */
    private static String problem(Path from, String target, Map<Path, Set<String>> anchors) throws IOException {
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        Path file = path.isEmpty() ? from : from.getParent().resolve(path).normalize();
        if (!Files.exists(file)) {
            return "no such file";
        }
        if (hash < 0 || !file.toString().endsWith(".md")) {
            return null;
        }
        String section = target.substring(hash + 1);
        Set<String> known = anchors.computeIfAbsent(file, DocsLinksTest::anchorsOf);
        return known.contains(section) ? null : "no section '" + section + "' in " + file.getFileName();
    }

    /** The anchors of a file's headings, outside fenced blocks, repeated ones numbered from 1. */
    private static Set<String> anchorsOf(Path file) {
        Set<String> result = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.stripLeading().startsWith("```")) {
                    fenced = !fenced;
                }
                Matcher heading = HEADING.matcher(line);
                if (fenced || !heading.matches()) {
                    continue;
                }
                String base = anchor(heading.group(1));
                int times = seen.merge(base, 1, Integer::sum);
                result.add(times == 1 ? base : base + "-" + (times - 1));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return result;
    }

    /** A heading's anchor: lower case, only letters, digits, spaces, hyphens and underscores kept, spaces made hyphens. */
    static String anchor(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                out.appendCodePoint(c);
            } else if (c == ' ') {
                out.append('-');
            }
        });
        return out.toString();
    }

    /** README.md, CONTRIBUTING.md, CHANGELOG.md and the rest at the top, and every file in docs/ and module folders. */
    private static List<Path> markdownFiles() throws IOException {
        try (Stream<Path> walk = Files.walk(CHECKOUT)) {
            return walk.filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> !p.toString().contains("/target/") && !p.toString().contains("/node_modules/")
                            && !p.toString().contains("/.git/"))
                    .sorted().toList();
        }
    }
}
