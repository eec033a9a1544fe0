package io.github.shogunsdk.cli;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.StrengthLevel;
import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.internal.TablesForSetup;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.protocol.OptionLine;
import io.github.shogunsdk.core.internal.protocol.SetOptionCommand;
import java.util.List;

/**
 * The options of a protocol session ({@link SepEngine}): what {@code sep} announces, what
 * {@code setoption} sets, and the setup and engine options they make. A value that is refused
 * leaves the option as it was. Names are read in any ASCII letter case; values as the protocol
 * spells them. Used by the session's reading thread only.
 */
final class SepOptions {

    /** The {@code Hash} option's default: the SDK engine's default table, in MiB. */
    static final int HASH_DEFAULT = EngineOptions.DEFAULT_HASH_MEGABYTES;
    /** The smallest {@code Hash} accepted. */
    static final int HASH_MIN = EngineOptions.MIN_HASH_MEGABYTES;
    /** The largest {@code Hash} accepted. */
    static final int HASH_MAX = EngineOptions.MAX_HASH_MEGABYTES;
    /** The {@code Elo} option's default: a club player ({@link StrengthLevel#CLUB}). */
    static final int ELO_DEFAULT = StrengthLevel.CLUB.elo();

    private RuleSet rules = RuleSet.standard();
    private EnergyModel energy = EnergyModel.magnetic();
    private EngineOptions engineOptions = EngineOptions.defaults();
    /** The {@code MultiPV} option: how many best lines a search reports. */
    private int multiPv = 1;
    /** The {@code Ponder} option: whether a {@code bestmove} names the reply it expects. */
    private boolean ponder;
    /** The {@code LimitStrength} option: whether the engine plays at the {@code Elo} option's strength. */
    private boolean limitStrength;
    /** The {@code Elo} option: the strength limit when {@code LimitStrength} is on. */
    private int elo = ELO_DEFAULT;
    /** The {@code Tables} option: the folder of endgame tables, or null for none. */
    private java.nio.file.Path tablesFolder;
    /** The tables of that folder for the rules and energy set, opened when first asked for. */
    private EndgameTables tables;

    /** The {@code Tables} option's value for "no tables", as UCI engines spell an empty string. */
    static final String NO_TABLES = "<empty>";
    /** The {@code Tables} option's starting value, announced as its default: null for none. */
    private final java.nio.file.Path tablesDefault;

    /**
     * Makes the options at their defaults.
     *
     * @param tablesDefault the {@code Tables} folder to start with ({@code shogun engine --tables}), or null
     */
    SepOptions(java.nio.file.Path tablesDefault) {
        this.tablesDefault = tablesDefault;
        this.tablesFolder = tablesDefault;
    }

    /**
     * The {@code option} lines of the answer to {@code sep}, in order.
     *
     * @return one line per option
     */
    List<String> announcements() {
        return List.of(
                OptionLine.string("Rules", RuleSet.standard().toString()),
                OptionLine.string("Energy", EnergyModel.magnetic().toString()),
                OptionLine.spin("Hash", HASH_DEFAULT, HASH_MIN, HASH_MAX),
                OptionLine.spin("MoveOverhead", EngineOptions.DEFAULT_MOVE_OVERHEAD_MILLIS,
                        EngineOptions.MIN_MOVE_OVERHEAD_MILLIS, EngineOptions.MAX_MOVE_OVERHEAD_MILLIS),
                OptionLine.spin("MultiPV", 1, 1, SearchLimits.MAX_LINES),
                OptionLine.check("Ponder", false),
                OptionLine.check("LimitStrength", false),
                OptionLine.spin("Elo", ELO_DEFAULT, EngineOptions.MIN_STRENGTH_ELO, EngineOptions.MAX_STRENGTH_ELO),
                OptionLine.spin("Threads", EngineOptions.DEFAULT_THREADS, EngineOptions.MIN_THREADS,
                        EngineOptions.MAX_THREADS),
                OptionLine.string("Tables", tablesDefault == null ? NO_TABLES : tablesDefault.toString()));
    }

    /**
     * Sets an option.
     *
     * @param option the option's name and value
     * @param engines the session's engine, which says whether the heap holds a {@code Hash}
     * @return why the option was refused, for an {@code info string error} line; null once set
     */
    String set(SetOptionCommand option, SessionEngine engines) {
        String name = option.name();
        String text = option.value();
        try {
            switch (AsciiCase.lower(name)) {
                case "rules" -> rules = RuleSet.parse(text);
                case "energy" -> energy = EnergyModel.parse(text);
                case "hash" -> {
                    return setHash(number(text, "Hash", HASH_MIN, HASH_MAX), engines);
                }
                case "moveoverhead" -> engineOptions = engineOptions.withMoveOverheadMillis(number(text,
                        "MoveOverhead", EngineOptions.MIN_MOVE_OVERHEAD_MILLIS, EngineOptions.MAX_MOVE_OVERHEAD_MILLIS));
                case "multipv" -> multiPv = number(text, "MultiPV", 1, SearchLimits.MAX_LINES);
                case "threads" -> engineOptions = engineOptions.withThreads(number(text, "Threads",
                        EngineOptions.MIN_THREADS, EngineOptions.MAX_THREADS));
                case "ponder" -> ponder = check(text, "Ponder");
                case "limitstrength" -> limitStrength = check(text, "LimitStrength");
                case "elo" -> elo = number(text, "Elo", EngineOptions.MIN_STRENGTH_ELO, EngineOptions.MAX_STRENGTH_ELO);
                case "tables" -> setTables(text);
                default -> {
                    return "setoption: unknown option " + ShogunCommand.quoted(name) + "; the options are Rules, Energy, "
                            + "Hash, MoveOverhead, MultiPV, Ponder, LimitStrength, Elo, Threads and Tables";
                }
            }
        } catch (IllegalArgumentException e) {
            return "setoption " + Messages.oneLine(name) + ": " + ShogunCommand.oneLine(e);
        }
        return null;
    }

    /**
     * Takes a table size only if the heap can hold it beside what it holds now (the current table
     * is let go first); otherwise says so and keeps the old size. The table is made at the next
     * {@code isready} (or {@code go}); the same size again changes nothing.
     */
    private String setHash(int megabytes, SessionEngine engines) {
        String refusal = megabytes == engineOptions.hashMegabytes() ? null
                : engines.hashRefusal(megabytes, engineOptions.hashMegabytes());
        if (refusal != null) {
            return "setoption Hash: " + refusal;
        }
        engineOptions = engineOptions.withHashMegabytes(megabytes);
        return null;
    }

    /** Takes a folder of tables, or none; a name that is no folder is refused and the old value kept. */
    private void setTables(String text) {
        tablesFolder = text.isEmpty() || text.equals(NO_TABLES) ? null : TablesFolder.folder(text);
        tables = null;
    }

    /**
     * The endgame tables of the {@code Tables} folder for a game's setup: those for the rules and
     * energy model set, opened when first asked for, if a folder is set and they are the setup's
     * (after a {@code Rules} or {@code Energy} change the game goes on under its own until the
     * next {@code position}, and the tables of the new ones are left out).
     *
     * @param setup the game's setup
     * @return the tables, or empty
     */
    java.util.Optional<EndgameTables> tablesFor(GameSetup setup) {
        if (tablesFolder == null) {
            return java.util.Optional.empty();
        }
        if (tables == null || !TablesForSetup.matches(tables, setup())) {
            tables = Shogun.openTables(tablesFolder, rules, energy);
        }
        return java.util.Optional.of(tables).filter(opened -> TablesForSetup.matches(opened, setup));
    }

    /** The rule set and energy model set, from their initial position. */
    GameSetup setup() {
        return GameSetup.standard().withRuleSet(rules).withEnergyModel(energy);
    }

    /**
     * The options an engine for a game's setup is made with: those set, with the strength limit
     * when it is on and the {@code Tables} folder's tables when they are the setup's
     * ({@link #tablesFor}), for the search to probe.
     */
    EngineOptions engineOptions(GameSetup setup) {
        EngineOptions made = limitStrength ? engineOptions.withStrengthLimit(elo) : engineOptions;
        return tablesFor(setup).map(made::withTables).orElse(made);
    }

    /** The {@code MultiPV} option: how many best lines a search reports. */
    int multiPv() {
        return multiPv;
    }

    /** The {@code Ponder} option: whether a {@code bestmove} names the reply it expects. */
    boolean ponder() {
        return ponder;
    }

    /** Reads a {@code check} option's value: {@code true} or {@code false}, as the protocol spells them. */
    private static boolean check(String text, String what) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(what + " is true or false, not " + ShogunCommand.quoted(text));
        };
    }

    private static int number(String text, String what, int min, int max) {
        try {
            int value = Integer.parseInt(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(what + " is a whole number from " + min + " to " + max + ", not "
                + ShogunCommand.quoted(text));
    }
}
