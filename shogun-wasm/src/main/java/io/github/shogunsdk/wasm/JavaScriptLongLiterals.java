package io.github.shogunsdk.wasm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A build step for the JavaScript build, run on TeaVM's output (see the pom): every 64-bit
 * literal becomes a constant made once when the module loads. TeaVM's JavaScript makes each Java
 * {@code long} a BigInt and writes a literal as a call of its runtime's
 * {@code Long_create(lo, hi)}, which builds the BigInt anew, through several others, each time
 * the code passes it; the rules' masks and the bit counts of the class library pass them millions of times
 * a second. A BigInt is an immutable value, so one made once answers the same: only the time
 * changes (the call took a third of perft's time in Node). The SDK's classes are compiled as they
 * are; nothing here knows the rules.
 *
 * <p>Fails, leaving the file as it was, when the output does not hold TeaVM's
 * {@code Long_create} as this step knows it (another TeaVM version, say): then this step must be
 * looked at again, not silently skipped.
 */
public final class JavaScriptLongLiterals {

    /** TeaVM's runtime function that makes a long from its two words, minified or not. */
    private static final Pattern CREATE = Pattern.compile("([\\w$]+) ?= ?\\(lo, ?hi\\) ?=> ?BigInt\\.asIntN\\(64, ?"
            + "BigInt\\.asUintN\\(64, ?BigInt\\(lo\\)\\) ?\\| ?BigInt\\.asUintN\\(64, ?BigInt\\(hi\\) ?<< ?BigInt\\(32\\)\\)\\)");
    /** The prefix of the constants' names: TeaVM's own names never start so. */
    private static final String PREFIX = "$long";

    private JavaScriptLongLiterals() {
    }

    /**
     * Rewrites each file in place.
     *
     * @param files the JavaScript files TeaVM wrote
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] files) throws IOException {
        for (String name : files) {
            Path file = Path.of(name);
            String script = Files.readString(file, StandardCharsets.UTF_8);
            String rewritten = rewrite(script);
            BuildOutput.replace(file, rewritten);
        }
    }

    /**
     * Returns a script with each call of TeaVM's {@code Long_create} on two number literals
     * replaced by a constant, declared beside {@code Long_create} itself (in the same {@code let}),
     * in the order the literals first appear, so the output is the same on every build.
     *
     * @param script a JavaScript module written by TeaVM
     * @return the script with the constants
     * @throws IllegalArgumentException when the script has no {@code Long_create}, has a name
     *     that this step would declare, or no literal to rewrite
     */
    public static String rewrite(String script) {
        Matcher definition = CREATE.matcher(script);
        if (!definition.find()) {
            throw new IllegalArgumentException("TeaVM's Long_create was not found in the JavaScript build");
        }
        if (script.contains(PREFIX)) {
            throw new IllegalArgumentException("the JavaScript build already has a name starting " + PREFIX);
        }
        String create = definition.group(1);
        int end = definition.end();
        Matcher call = Pattern.compile("(?<![\\w$])" + Pattern.quote(create) + "\\((-?\\d+), ?(-?\\d+)\\)")
                .matcher(script).region(end, script.length());
        Map<String, String> constants = new LinkedHashMap<>();
        StringBuilder rest = new StringBuilder();
        int copied = end;
        while (call.find()) {
            String literal = create + "(" + call.group(1) + "," + call.group(2) + ")";
            String constant = constants.computeIfAbsent(literal, key -> PREFIX + constants.size());
            rest.append(script, copied, call.start()).append(constant);
            copied = call.end();
        }
        if (constants.isEmpty()) {
            throw new IllegalArgumentException("the JavaScript build has no 64-bit literal to rewrite");
        }
        rest.append(script, copied, script.length());
        StringBuilder declarations = new StringBuilder();
        constants.forEach((literal, constant) -> declarations.append(',').append(constant).append('=').append(literal));
        return script.substring(0, end) + declarations + rest;
    }
}
