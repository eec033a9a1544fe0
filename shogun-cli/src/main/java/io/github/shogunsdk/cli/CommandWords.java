package io.github.shogunsdk.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line into words the way a POSIX shell does for the simple cases: words are
 * separated by white space; single quotes keep everything up to the next single quote; double
 * quotes keep everything up to the next double quote, where a backslash escapes {@code "} and
 * {@code \}; elsewhere a backslash keeps the next character. Nothing is expanded.
 */
final class CommandWords {

    private CommandWords() {
    }

    /**
     * Splits a command line.
     *
     * @param line such as {@code java -jar 'my engine.jar' engine}
     * @return the words, such as {@code [java, -jar, my engine.jar, engine]}
     * @throws IllegalArgumentException if a quote is not closed or the line ends with a backslash
     */
    static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                continue;
            }
            inWord = true;
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("a single quote is not closed in " + ShogunCommand.quoted(line));
                }
                word.append(line, i + 1, end);
                i = end;
            } else if (c == '"') {
                int j = i + 1;
                for (; j < line.length() && line.charAt(j) != '"'; j++) {
                    char d = line.charAt(j);
                    if (d == '\\' && j + 1 < line.length() && (line.charAt(j + 1) == '"' || line.charAt(j + 1) == '\\')) {
                        d = line.charAt(++j);
                    }
                    word.append(d);
                }
                if (j >= line.length()) {
                    throw new IllegalArgumentException("a double quote is not closed in " + ShogunCommand.quoted(line));
                }
                i = j;
            } else if (c == '\\') {
                if (i + 1 >= line.length()) {
                    throw new IllegalArgumentException("a backslash ends " + ShogunCommand.quoted(line));
                }
                word.append(line.charAt(++i));
            } else {
                word.append(c);
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
