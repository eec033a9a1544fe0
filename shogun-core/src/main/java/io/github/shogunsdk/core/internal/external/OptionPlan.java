package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.EngineOptions;
import io.github.shogunsdk.core.internal.protocol.OptionLine;
import io.github.shogunsdk.core.internal.protocol.SetOptionCommand;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The {@code setoption} commands that pass an {@link EngineOptions} on to a program, by the names
 * docs/PROTOCOL.md gives them: {@code Hash}, {@code Threads}, {@code MoveOverhead}, and
 * {@code LimitStrength} with {@code Elo}. A field the caller changed from its default is sent
 * exactly, or refused when the program does not announce its option or announces a range without
 * the value; a field at its default is sent where the option is announced (within its bounds),
 * so the program plays with what {@code options()} reports, and is otherwise left to the program.
 * The strength seed has no option in the protocol: a seed is refused.
 */
final class OptionPlan {

    private final String engine;
    private final Map<String, AnnouncedOption> announced;
    private final List<SetOptionCommand> commands = new ArrayList<>();

    private OptionPlan(String engine, Map<String, AnnouncedOption> announced) {
        this.engine = engine;
        this.announced = announced;
    }

    /**
     * Works out the commands for the options.
     *
     * @param engine the program as messages name it
     * @param options the options asked for
     * @param announced the options the program announced, by name
     * @return the commands, in the order to send them
     * @throws IllegalArgumentException if a field set by the caller cannot be sent, saying which and why
     */
    static List<SetOptionCommand> of(String engine, EngineOptions options, Map<String, AnnouncedOption> announced) {
        OptionPlan plan = new OptionPlan(engine, announced);
        plan.spin("Hash", options.hashMegabytes(), EngineOptions.DEFAULT_HASH_MEGABYTES, "withHashMegabytes");
        plan.spin("Threads", options.threads(), EngineOptions.DEFAULT_THREADS, "withThreads");
        plan.spin("MoveOverhead", options.moveOverheadMillis(), EngineOptions.DEFAULT_MOVE_OVERHEAD_MILLIS,
                "withMoveOverheadMillis");
        plan.strength(options.strengthLimit());
        if (options.strengthSeed().isPresent()) {
            throw new IllegalArgumentException("engine " + engine + ": the engine protocol has no option for "
                    + "EngineOptions.withStrengthSeed(" + options.strengthSeed().getAsLong() + "); leave the seed "
                    + "unset for an external engine");
        }
        return List.copyOf(plan.commands);
    }

    /**
     * Finds an announced option by name, in ASCII letter case only ({@link OptionLine#sameName}).
     *
     * @param announced the options announced, by name
     * @param name the name looked for
     * @return the option, or null
     */
    static AnnouncedOption find(Map<String, AnnouncedOption> announced, String name) {
        for (AnnouncedOption option : announced.values()) {
            if (OptionLine.sameName(option.name(), name)) {
                return option;
            }
        }
        return null;
    }

    private void spin(String name, int value, int defaultValue, String call) {
        AnnouncedOption option = usable(name, "spin", value != defaultValue, call + "(" + value + ")");
        if (option == null) {
            return;
        }
        String sent = value == defaultValue ? Long.toString(option.clamp(value)) : checked(option, value, call);
        commands.add(new SetOptionCommand(option.name(), sent));
    }

    private void strength(OptionalInt limit) {
        if (limit.isEmpty()) {
            AnnouncedOption switch_ = usable("LimitStrength", "check", false, "");
            if (switch_ != null) {
                commands.add(new SetOptionCommand(switch_.name(), "false"));
            }
            return;
        }
        String call = "withStrengthLimit(" + limit.getAsInt() + ")";
        AnnouncedOption switch_ = usable("LimitStrength", "check", true, call);
        AnnouncedOption elo = usable("Elo", "spin", true, call);
        commands.add(new SetOptionCommand(switch_.name(), "true"));
        commands.add(new SetOptionCommand(elo.name(), checked(elo, limit.getAsInt(), "withStrengthLimit")));
    }

    /**
     * The announced option of a name and type; null when there is none and none is needed; a
     * refusal when the caller asked for a value and there is none to take it.
     */
    private AnnouncedOption usable(String name, String type, boolean needed, String call) {
        AnnouncedOption option = find(announced, name);
        if (option != null && option.type().equals(type)) {
            return option;
        }
        if (!needed) {
            return null;
        }
        String why = option == null ? "announces no " + name + " option"
                : "announces " + option.name() + " as a " + option.type() + ", not a " + type;
        throw new IllegalArgumentException("engine " + engine + " " + why + ", so EngineOptions." + call
                + " cannot be sent; leave it at its default for this program");
    }

    private String checked(AnnouncedOption option, int value, String call) {
        try {
            return option.checked(Integer.toString(value));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine " + engine + " cannot take EngineOptions." + call + "(" + value
                    + "): its " + e.getMessage(), e);
        }
    }
}
