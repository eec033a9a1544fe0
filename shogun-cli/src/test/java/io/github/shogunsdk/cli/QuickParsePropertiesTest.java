package io.github.shogunsdk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * The quick way of reading a command line ({@link QuickParse}) against picocli: every quick
 * command's stated grammar is its picocli model, and whenever the quick way reads a line, picocli
 * reads it too and fills in the same fields.
 */
class QuickParsePropertiesTest {

    private static final List<String> QUICK = List.of("moves", "analyse", "perft", "show", "svg", "next", "best");

    @Test
    void everyQuickCommandStatesItsPicocliGrammar() {
        CommandLine shogun = ShogunCommand.commandLine();
        for (String name : QUICK) {
            CommandSpec spec = shogun.getSubcommands().get(name).getCommandSpec();
            QuickParse.Grammar grammar = ShogunCommand.newQuickCommand(name).quickGrammar();
            assertNotNull(grammar, name);
            Set<String> values = new HashSet<>();
            Set<String> flags = new HashSet<>();
            for (OptionSpec option : spec.options()) {
                if (option.usageHelp()) {
                    continue;
                }
                (option.arity().max() == 0 ? flags : values).addAll(List.of(option.names()));
            }
            assertEquals(values, grammar.valueOptions(), name);
            assertEquals(flags, grammar.flags(), name);
            int required = 0;
            int optional = 0;
            for (PositionalParamSpec positional : spec.positionalParameters()) {
                if (positional.arity().min() == 1) {
                    required++;
                } else {
                    optional++;
                }
            }
            assertEquals(required, grammar.required(), name);
            assertEquals(optional, grammar.optional(), name);
        }
    }

    @Property(tries = 3000)
    void whatTheQuickWayReadsPicocliReadsTheSame(@ForAll("lines") List<String> line) throws Exception {
        String[] args = line.toArray(new String[0]);
        CliCommand quick = QuickParse.parse(args);
        Statistics.label("way").collect(quick == null ? "left to picocli" : "read quickly");
        Statistics.label("way").coverage(coverage -> coverage.check("read quickly").percentage(p -> p >= 5));
        if (quick == null) {
            return;
        }
        CommandLine shogun = ShogunCommand.commandLine();
        CommandLine.ParseResult parsed;
        try {
            parsed = shogun.parseArgs(args);
        } catch (ParameterException e) {
            throw new AssertionError("the quick way read " + line + ", which picocli refuses: " + e.getMessage());
        }
        assertTrue(parsed.hasSubcommand(), line.toString());
        Object expected = parsed.subcommand().commandSpec().userObject();
        assertEquals(expected.getClass(), quick.getClass());
        for (Field field : quick.getClass().getDeclaredFields()) {
            if (field.isAnnotationPresent(Option.class) || field.isAnnotationPresent(Parameters.class)) {
                field.setAccessible(true);
                assertEquals(field.get(expected), field.get(quick), field.getName() + " of " + line);
            }
        }
    }

    @Provide
    Arbitrary<List<String>> lines() {
        Arbitrary<String> command = Arbitraries.of("moves", "analyse", "perft", "show", "svg", "next", "best", "play",
                "help", "mvoes", "--help", "-V");
        Arbitrary<String> word = Arbitraries.of("--rules", "--piece", "--energy", "--threads", "--divide", "--highlight",
                "--arrow", "--size", "--level", "--rules=koth", "--piece=king", "--energy=fixed", "--divide=yes",
                "--threads=2", "--level=depth=2", "-h", "--help", "-V", "--", "--unknown", "-", "-x", "3", "0", "-1",
                "koth", "king", "fixed", "magnetic 90", "d1d3", "a1,b2", "40", "depth=3", "file.sgn", "",
                "8/8/8/8/8/8/8/8 w", "@args", "x=y");
        return Combinators.combine(command, word.list().ofMaxSize(6)).as((name, rest) -> {
            List<String> all = new ArrayList<>();
            all.add(name);
            all.addAll(rest);
            return all;
        });
    }
}
