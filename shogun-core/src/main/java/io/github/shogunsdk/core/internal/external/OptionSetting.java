package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.ExternalEngineException;
import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.core.internal.protocol.Command;
import io.github.shogunsdk.core.internal.protocol.SetOptionCommand;
import java.util.Map;

/**
 * {@code ExternalEngine.configure} and {@code pressButton}: an option the program announced is set
 * to a value checked against its announcement ({@link AnnouncedOption#checked}), then the client
 * waits for the {@code readyok} after it, so that a refusal by the program ({@code info string
 * error}) comes back to the caller. The options the client sets itself are refused here with the
 * call that sets them, so that one thing sets each and {@code options()} tells what was sent.
 */
final class OptionSetting {

    /** The options the client sets itself, in lower case, with what sets them. */
    private static final Map<String, String> OWNED = Map.of(
            "rules", "the engine's GameSetup (Shogun.externalEngine's setup)",
            "energy", "the engine's GameSetup (Shogun.externalEngine's setup)",
            "multipv", "each search's SearchLimits.withLines",
            "hash", "EngineOptions.withHashMegabytes when the engine starts",
            "threads", "EngineOptions.withThreads when the engine starts",
            "moveoverhead", "EngineOptions.withMoveOverheadMillis when the engine starts",
            "limitstrength", "EngineOptions.withStrengthLimit when the engine starts",
            "elo", "EngineOptions.withStrengthLimit when the engine starts");

    private OptionSetting() {
    }

    /**
     * Sets an option.
     *
     * @param client the engine
     * @param option the option, as announced
     * @param value the value asked for
     * @throws IllegalArgumentException if the option is one the client sets itself, or the value does
     *     not fit its announcement
     * @throws ExternalEngineException if the program refuses the value (the engine stays usable),
     *     fails to answer in time or has ended (the engine is closed then)
     */
    static void configure(SepClient client, AnnouncedOption option, String value) {
        String owner = OWNED.get(AsciiCase.lower(option.name()));
        if (owner != null) {
            throw new IllegalArgumentException("engine " + client.processName() + ": " + option.name() + " is set by "
                    + owner + ", not by configure");
        }
        String sent;
        try {
            sent = option.checked(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine " + client.processName() + ": " + e.getMessage(), e);
        }
        send(client, new SetOptionCommand(option.name(), sent).toString());
    }

    /**
     * Presses a button.
     *
     * @param client the engine
     * @param option the option, as announced
     * @throws IllegalArgumentException if the option is not a button
     * @throws ExternalEngineException as {@link #configure} does
     */
    static void press(SepClient client, AnnouncedOption option) {
        if (!option.type().equals("button")) {
            throw new IllegalArgumentException("engine " + client.processName() + ": " + option.name() + " is a "
                    + option.type() + ", not a button: set it with configure(" + Messages.quote(option.name())
                    + ", value)");
        }
        send(client, Command.SETOPTION.word() + " name " + option.name());
    }

    private static void send(SepClient client, String line) {
        String refusal = client.exchange(line);
        if (refusal != null) {
            throw new ExternalEngineException("engine " + client.processName() + " refused " + Messages.quote(line)
                    + ": " + Messages.oneLine(refusal) + "; the option keeps its value");
        }
    }
}
