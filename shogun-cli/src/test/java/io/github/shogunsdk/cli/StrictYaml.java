package io.github.shogunsdk.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the block subset of YAML that the repository's Kubernetes manifests are written in, and
 * refuses everything else, so a manifest edited past the subset fails its test rather than being
 * read wrongly. No YAML library is on the test class path, and none is needed for this.
 *
 * <p>The subset: documents separated by {@code ---}; block mappings ({@code key: value}, or
 * {@code key:} and a nested block, a sequence allowed at the key's own indentation); block
 * sequences ({@code - value}, {@code - key: value} opening a mapping); plain scalars (a trailing
 * {@code  # comment} dropped), scalars in double quotes (escapes {@code \"} and {@code \\}) or
 * single quotes ({@code ''}), literal blocks ({@code |} and {@code |-}); comment lines. Refused:
 * tabs in indentation, flow collections, anchors, aliases, tags, folded blocks, a key given twice,
 * and plain scalars over several lines. Every scalar is a {@code String}; a mapping is a
 * {@code Map<String, Object>} in the order of the file and a sequence a {@code List<Object>}.
 */
final class StrictYaml {

    private final List<String> lines;
    private int next;

    private StrictYaml(List<String> lines) {
        this.lines = lines;
    }

    /**
     * Reads every document of a file.
     *
     * @param text the file's text
     * @return one value per document
     * @throws IllegalArgumentException naming the line that leaves the subset
     */
    static List<Object> documents(String text) {
        List<Object> documents = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            if (line.equals("---")) {
                documents.add(new StrictYaml(current).document());
                current = new ArrayList<>();
            } else {
                current.add(line);
            }
        }
        documents.add(new StrictYaml(current).document());
        documents.removeIf(document -> document == null);
        return documents;
    }

    private Object document() {
        skipBlank();
        if (next == lines.size()) {
            return null;
        }
        Object value = block(indent(lines.get(next)));
        skipBlank();
        if (next < lines.size()) {
            throw error("unexpected indentation");
        }
        return value;
    }

    private Object block(int indent) {
        String first = lines.get(next).substring(indent);
        return first.startsWith("- ") || first.equals("-") ? sequence(indent) : mapping(indent);
    }

    private Map<String, Object> mapping(int indent) {
        Map<String, Object> map = new LinkedHashMap<>();
        while (skipBlank() && indent(lines.get(next)) == indent && !lines.get(next).startsWith("-", indent)) {
            String line = lines.get(next);
            int colon = line.indexOf(": ", indent);
            String key = colon < 0 && line.endsWith(":") ? line.substring(indent, line.length() - 1)
                    : colon < 0 ? null : line.substring(indent, colon);
            if (key == null || !key.matches("[A-Za-z0-9_.-]+")) {
                throw error("not a 'key: value' line");
            }
            if (map.containsKey(key)) {
                throw error("key '" + key + "' given twice");
            }
            String rest = colon < 0 ? "" : line.substring(colon + 2).strip();
            next++;
            map.put(key, value(rest, indent, true));
        }
        return map;
    }

    private List<Object> sequence(int indent) {
        List<Object> list = new ArrayList<>();
        while (skipBlank() && indent(lines.get(next)) == indent && lines.get(next).startsWith("-", indent)) {
            String line = lines.get(next);
            String rest = line.length() == indent + 1 ? "" : line.substring(indent + 2);
            if (!line.equals(" ".repeat(indent) + "-") && !line.startsWith("- ", indent)) {
                throw error("not a '- item' line");
            }
            if (rest.matches("[A-Za-z0-9_.-]+:( .*)?")) {
                // "- key: value" opens a mapping whose keys line up after the dash.
                lines.set(next, " ".repeat(indent + 2) + rest);
                list.add(mapping(indent + 2));
            } else {
                next++;
                list.add(value(rest.strip(), indent, false));
            }
        }
        return list;
    }

    /** The value after a key or a dash: inline, a literal block, or a nested block below. */
    private Object value(String rest, int indent, boolean afterKey) {
        if (rest.isEmpty() || rest.startsWith("#")) {
            if (!skipBlank()) {
                throw error("a key without a value");
            }
            int inner = indent(lines.get(next));
            boolean sameLevelSequence = afterKey && inner == indent && lines.get(next).startsWith("- ", inner);
            if (inner <= indent && !sameLevelSequence) {
                throw error("a key without a value");
            }
            return block(inner);
        }
        if (rest.equals("|") || rest.equals("|-")) {
            return literal(indent, rest.equals("|"));
        }
        return scalar(rest);
    }

    private String literal(int indent, boolean keepNewline) {
        StringBuilder text = new StringBuilder();
        int inner = -1;
        while (next < lines.size()) {
            String line = lines.get(next);
            if (!line.isBlank()) {
                int here = indent(line);
                if (here <= indent) {
                    break;
                }
                inner = inner < 0 ? here : inner;
                if (here < inner) {
                    throw error("a literal block's line indented less than its first");
                }
            }
            text.append(line.length() > inner && inner >= 0 ? line.substring(inner) : "").append('\n');
            next++;
        }
        String value = text.toString().replaceAll("\n+$", "");
        return keepNewline ? value + "\n" : value;
    }

    private String scalar(String text) {
        char first = text.charAt(0);
        if ("[{&*!>|%@`".indexOf(first) >= 0) {
            throw error("outside the subset this reader takes: " + text);
        }
        if (first == '"') {
            StringBuilder value = new StringBuilder();
            int i = 1;
            for (; i < text.length() && text.charAt(i) != '"'; i++) {
                char c = text.charAt(i);
                if (c == '\\') {
                    char escaped = ++i < text.length() ? text.charAt(i) : ' ';
                    if (escaped != '"' && escaped != '\\') {
                        throw error("an escape other than \\\" or \\\\");
                    }
                    c = escaped;
                }
                value.append(c);
            }
            checkEnd(text, i);
            return value.toString();
        }
        if (first == '\'') {
            StringBuilder value = new StringBuilder();
            int i = 1;
            for (; i < text.length(); i++) {
                if (text.charAt(i) == '\'') {
                    if (i + 1 < text.length() && text.charAt(i + 1) == '\'') {
                        value.append('\'');
                        i++;
                        continue;
                    }
                    break;
                }
                value.append(text.charAt(i));
            }
            checkEnd(text, i);
            return value.toString();
        }
        int comment = text.indexOf(" #");
        String value = (comment < 0 ? text : text.substring(0, comment)).strip();
        if (value.contains(": ") || skipBlankAndPeekDeeper()) {
            throw error("a plain scalar with ': ' or over several lines");
        }
        return value;
    }

    private void checkEnd(String text, int close) {
        String after = close < text.length() ? text.substring(close + 1).strip() : null;
        if (after == null || !after.isEmpty() && !after.startsWith("#")) {
            throw error("a quoted scalar that does not end on its line");
        }
    }

    /** Whether the next line holding something is a continuation of the plain scalar just read. */
    private boolean skipBlankAndPeekDeeper() {
        int previous = next - 1;
        return skipBlank() && indent(lines.get(next)) > indent(lines.get(previous));
    }

    /** Skips blank and comment lines; returns whether a line remains. */
    private boolean skipBlank() {
        while (next < lines.size() && (lines.get(next).isBlank() || lines.get(next).strip().startsWith("#"))) {
            next++;
        }
        return next < lines.size();
    }

    private int indent(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        if (i < line.length() && line.charAt(i) == '\t') {
            throw error("a tab in the indentation");
        }
        return i;
    }

    private IllegalArgumentException error(String problem) {
        return new IllegalArgumentException("line " + (next + 1) + " of a document: " + problem + ": "
                + (next < lines.size() ? lines.get(next) : "(end)"));
    }
}
