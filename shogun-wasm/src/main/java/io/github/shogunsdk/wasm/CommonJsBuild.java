package io.github.shogunsdk.wasm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A build step for the npm package (run by the pom after {@link JavaScriptLongLiterals}): its
 * CommonJS entry, for {@code require('shogun-sdk')} on a Node that cannot require ES modules and
 * for Jest in its default mode, which runs CommonJS only. The package's ES modules stay its
 * source: this step writes them again as one CommonJS file, {@code shogun-modules.cjs}, which
 * {@code shogun.cjs} and {@code shogun-engine.cjs} (hand-written) export from, and the two
 * JavaScript builds of TeaVM as {@code shogun-fallback.cjs} and {@code shogun-records-fallback.cjs},
 * and the declarations as {@code shogun.d.cts} and {@code shogun-engine.d.cts}.
 *
 * <p>It knows only the forms the package's modules are written in: named imports and exports of
 * the package's own modules, {@code import.meta.url}, and dynamic {@code import(…)}, which becomes
 * a {@code require} of the CommonJS twin (or of Node's built-in module). Anything else fails the
 * build, naming the module and line, rather than writing an entry that would fail at run time.
 */
public final class CommonJsBuild {

    /** The modules of the CommonJS entry, each after those it imports. */
    static final List<String> MODULES = List.of("shogun-wasm-imports", "shogun-wasm-loader", "shogun-arguments",
            "shogun-record-paths", "shogun", "shogun-engine");
    /** TeaVM's JavaScript builds, ES modules with one export list at their end. */
    static final List<String> BUILDS = List.of("shogun-fallback", "shogun-records-fallback");

    private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s*\\{([^}]*)\\}\\s*from\\s*'\\./([\\w-]+)\\.js';[ \\t]*$");
    private static final Pattern RE_EXPORT = Pattern.compile("(?m)^export\\s*\\{([^}]*)\\}\\s*from\\s*'\\./([\\w-]+)\\.js';[ \\t]*$");
    private static final Pattern EXPORT = Pattern.compile("(?m)^export (async function|function|class|const|let) ([\\w$]+)");
    private static final Pattern DYNAMIC_IMPORT = Pattern.compile("(?<![\\w$.])import\\(");
    private static final Pattern LEFT_OVER = Pattern.compile("(?m)^(?:import|export)\\b|(?<![\\w$.])import\\.meta(?!\\.url)");
    private static final Pattern BUILD_EXPORTS = Pattern.compile("export\\s*\\{([^}]*)\\};?\\s*$");

    private static final String HEADER = """
            'use strict';
            // The npm package's ES modules written again as CommonJS by the build (CommonJsBuild), for
            // require() and Jest: shogun.cjs and shogun-engine.cjs export from here. Do not edit.

            const $moduleUrl = require('node:url').pathToFileURL(__filename).href;

            // A dynamic import done with require: Node's built-in modules by name, the package's
            // JavaScript builds by their CommonJS twins, from disk (this entry runs in Node).
            function $import(specifier) {
              return new Promise((resolve) => {
                if (specifier.startsWith('node:')) {
                  resolve(require(specifier));
                  return;
                }
                const url = new URL(specifier);
                if (url.protocol !== 'file:') {
                  throw new Error(`the CommonJS entry reads the package's files from disk, not from ${url.href}`);
                }
                resolve(require(require('node:url').fileURLToPath(url).replace(/\\.js$/, '.cjs')));
              });
            }
            """;

    private CommonJsBuild() {
    }

    /**
     * Writes {@code shogun-modules.cjs} and the CommonJS twins of TeaVM's JavaScript builds into
     * the package's folder.
     *
     * @param arguments the package's folder
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] arguments) throws IOException {
        if (arguments.length != 1) {
            throw new IllegalArgumentException("usage: CommonJsBuild <npm package folder>");
        }
        Path folder = Path.of(arguments[0]);
        Map<String, String> modules = new LinkedHashMap<>();
        for (String name : MODULES) {
            modules.put(name, Files.readString(folder.resolve(name + ".js"), StandardCharsets.UTF_8));
        }
        BuildOutput.replace(folder.resolve("shogun-modules.cjs"), modules(modules));
        for (String name : BUILDS) {
            BuildOutput.replace(folder.resolve(name + ".cjs"), build(name, Files.readString(folder.resolve(name + ".js"), StandardCharsets.UTF_8)));
        }
        // The types again for the CommonJS entry: TypeScript reads a .d.ts of this package as an ES module's.
        BuildOutput.replace(folder.resolve("shogun.d.cts"), Files.readString(folder.resolve("shogun.d.ts"), StandardCharsets.UTF_8));
        String engine = Files.readString(folder.resolve("shogun-engine.d.ts"), StandardCharsets.UTF_8);
        if (!engine.contains("from './shogun.js';")) {
            throw new IllegalArgumentException("shogun-engine.d.ts no longer imports its types from './shogun.js'");
        }
        BuildOutput.replace(folder.resolve("shogun-engine.d.cts"), engine.replace("from './shogun.js';", "from './shogun.cjs';"));
    }

    /**
     * The modules as one CommonJS script that exports the API's module as {@code shogun} and the
     * engine's as {@code engine}.
     *
     * @param sources each module's text by name, each after those it imports
     * @return the script
     * @throws IllegalArgumentException naming the module and line of a form this step does not know
     */
    static String modules(Map<String, String> sources) {
        StringBuilder out = new StringBuilder(HEADER);
        List<String> done = new ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            out.append('\n').append("const ").append(variable(source.getKey())).append(" = (() => {\n")
                    .append(module(source.getKey(), source.getValue(), done))
                    .append("})();\n");
            done.add(source.getKey());
        }
        out.append("\nmodule.exports = { shogun: ").append(variable("shogun")).append(", engine: ")
                .append(variable("shogun-engine")).append(" };\n");
        return out.toString();
    }

    /** One module's body, its imports read from the modules before it, ending with the object of its exports. */
    private static String module(String name, String source, List<String> before) {
        List<String> exported = new ArrayList<>();
        String body = replace(IMPORT, source, match -> {
            String from = imported(name, match.group(2), before);
            return "const { " + String.join(", ", names(match.group(1), ": ")) + " } = " + variable(from) + ";";
        });
        body = replace(RE_EXPORT, body, match -> {
            String from = imported(name, match.group(2), before);
            for (String each : names(match.group(1), ": ")) {
                exported.add(each.contains(":") ? each.substring(each.indexOf(':') + 2) + ": " + variable(from) + "."
                        + each.substring(0, each.indexOf(':')) : each + ": " + variable(from) + "." + each);
            }
            return "";
        });
        body = replace(EXPORT, body, match -> {
            exported.add(match.group(2));
            return match.group(1) + " " + match.group(2);
        });
        body = body.replace("import.meta.url", "$moduleUrl");
        body = replace(DYNAMIC_IMPORT, body, match -> "$import(");
        String[] lines = body.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String code = lines[i].strip();
            // Comments may name what they like.
            if (!code.startsWith("//") && !code.startsWith("*") && !code.startsWith("/*") && LEFT_OVER.matcher(lines[i]).find()) {
                throw new IllegalArgumentException(name + ".js, line " + (i + 1)
                        + " as rewritten: a form of import or export that the CommonJS build does not know");
            }
        }
        return body + "return { " + String.join(", ", exported) + " };\n";
    }

    /** TeaVM's ES module as CommonJS: its final export list becomes module.exports. */
    static String build(String name, String source) {
        Matcher list = BUILD_EXPORTS.matcher(source);
        if (!list.find() || source.indexOf("export") != list.start()) {
            throw new IllegalArgumentException(name + ".js does not end with TeaVM's one export list");
        }
        if (LEFT_OVER.matcher(source.substring(0, list.start())).find() || DYNAMIC_IMPORT.matcher(source).find()) {
            throw new IllegalArgumentException(name + ".js holds an import, which its CommonJS twin could not do");
        }
        List<String> entries = new ArrayList<>();
        for (String each : names(list.group(1), ": ")) {
            // "C as main" reads "C: main" here: the export's name is the key.
            int colon = each.indexOf(':');
            entries.add(colon < 0 ? each : each.substring(colon + 2) + ": " + each.substring(0, colon));
        }
        return "'use strict';\n" + source.substring(0, list.start()) + "module.exports = { " + String.join(", ", entries) + " };\n";
    }

    /** The names of an import or export list, "a as b" written "a" + separator + "b". */
    private static List<String> names(String list, String separator) {
        List<String> names = new ArrayList<>();
        for (String part : list.split(",")) {
            String trimmed = part.trim();
            if (!trimmed.isEmpty()) {
                names.add(trimmed.replaceAll("\\s+as\\s+", separator));
            }
        }
        return names;
    }

    private static String imported(String name, String from, List<String> before) {
        if (!before.contains(from)) {
            throw new IllegalArgumentException(name + ".js imports " + from + ".js, which is not a module before it in "
                    + MODULES);
        }
        return from;
    }

    private static String variable(String module) {
        return "$module_" + module.replace('-', '_');
    }

    private static String replace(Pattern pattern, String text, Function<Matcher, String> by) {
        Matcher matcher = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            matcher.appendReplacement(out, Matcher.quoteReplacement(by.apply(matcher)));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
