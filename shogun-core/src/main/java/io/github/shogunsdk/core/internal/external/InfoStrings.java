package io.github.shogunsdk.core.internal.external;

import io.github.shogunsdk.api.spi.Messages;
import io.github.shogunsdk.core.internal.protocol.Answers;
import java.util.function.Consumer;

/**
 * Hands a program's {@code info string <text>} lines to the caller's listener, the text with its
 * control characters escaped so that it is one printable line whatever the program wrote. Error
 * lines ({@code info string error}) are refusals, which the client turns into exceptions, and are
 * not handed on. A listener that throws is not called again until that exchange has ended, and its exception is kept for the
 * client to rethrow once the exchange under way has ended, so the protocol never loses its place.
 * Used by one thread at a time.
 */
final class InfoStrings {

    private static final String PREFIX = "info string";

    private final Consumer<String> listener;
    private RuntimeException failure;

    InfoStrings(Consumer<String> listener) {
        this.listener = listener;
    }

    /**
     * Hands the line on if it is an {@code info string} that is not an error.
     *
     * @param line a line from the program
     * @return true when it was an {@code info string} line (handed on)
     */
    boolean offer(String line) {
        if (!line.startsWith(PREFIX) || Answers.isError(line)
                || line.length() > PREFIX.length() && line.charAt(PREFIX.length()) != ' ') {
            return false;
        }
        if (failure == null) {
            try {
                listener.accept(Messages.escapeControls(line.substring(PREFIX.length()).strip()));
            } catch (RuntimeException e) {
                failure = e;
            }
        }
        return true;
    }

    /**
     * Returns the listener's failure and forgets it, for the client to rethrow.
     *
     * @return the exception the listener threw, or null
     */
    RuntimeException takeFailure() {
        RuntimeException taken = failure;
        failure = null;
        return taken;
    }
}
