package io.github.shogunsdk.examples.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One example of the SDK's Javadoc: the code of a {@code <pre>{@code …}</pre>} block or a
 * {@code {@snippet : …}} tag, as a reader sees it on the page.
 *
 * @param file the main source file it is written in
 * @param line the line of the file where its code starts
 * @param module the folder of the module that holds the file, such as {@code shogun-api}
 * @param code its code, without the comment's stars, entities decoded
 * @param isSnippet whether it is a {@code {@snippet}} tag, which JDK 17's javadoc refuses
 */
record JavadocExample(Path file, int line, String module, String code, boolean isSnippet) {

    private static final String PRE = "<pre>{@code";
    private static final String SNIPPET = "{@snippet :";

    /** Where the example is, as a reader would look for it: {@code Game.java:42}. */
    String where() {
        return module + "/" + file.getFileName() + ":" + line;
    }

    /** Whether the code is Java: not a shell session, JSON or a record's text. */
    boolean isJava() {
        String first = code.strip();
        return !(first.startsWith("$") || first.startsWith("{") || first.startsWith("[") || first.startsWith("<"));
    }

    /** Whether the code declares a type or a module rather than being statements to run. */
    boolean isDeclaration() {
        String first = code.strip();
        return first.startsWith("class ") || first.startsWith("final class ") || first.startsWith("record ")
                || first.startsWith("interface ") || first.startsWith("module ") || first.startsWith("public class ");
    }

    /**
     * Every example of one source file, in order.
     *
     * @param file a Java source file
     * @param module its module's folder name
     * @return its examples
     * @throws IOException when the file cannot be read
     */
    static List<JavadocExample> in(Path file, String module) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<JavadocExample> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = commentText(lines.get(i));
            boolean pre = line.strip().startsWith(PRE);
            boolean snippet = line.strip().startsWith(SNIPPET);
            if (!pre && !snippet) {
                continue;
            }
            StringBuilder code = new StringBuilder();
            int start = i + 2;
            int depth = 1; // the tag's own brace
            String rest = line.strip().substring(pre ? PRE.length() : SNIPPET.length());
            for (int j = i; j < lines.size(); j++) {
                String text = j == i ? rest : commentText(lines.get(j));
                int end = closing(text, depth);
                if (end >= 0) {
                    code.append(text, 0, end);
                    i = j;
                    break;
                }
                depth += balance(text);
                code.append(text).append('\n');
                if (j == lines.size() - 1) {
                    throw new IllegalStateException(file + ":" + (i + 1) + ": an example that never ends");
                }
            }
            found.add(new JavadocExample(file, start, module, decode(code.toString().strip()), snippet));
        }
        return found;
    }

    /** A comment line without its leading star and the one space after it. */
    private static String commentText(String line) {
        String text = line.stripLeading();
        if (text.startsWith("*") && !text.startsWith("*/")) {
            text = text.substring(1);
            return text.startsWith(" ") ? text.substring(1) : text;
        }
        return text;
    }

    /** The index of the brace that closes the tag, given the braces open before the line, or -1. */
    private static int closing(String text, int depth) {
        int open = depth;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                open++;
            } else if (c == '}') {
                open--;
                if (open == 0) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static int balance(String text) {
        int balance = 0;
        for (int i = 0; i < text.length(); i++) {
            balance += text.charAt(i) == '{' ? 1 : text.charAt(i) == '}' ? -1 : 0;
        }
        return balance;
    }

    /** The few entities a Javadoc example needs, so that the page shows the code as written. */
    private static String decode(String code) {
        return code.replace("&#64;", "@").replace("{@literal @}", "@").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&");
    }
}
