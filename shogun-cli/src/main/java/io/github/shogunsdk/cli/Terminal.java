package io.github.shogunsdk.cli;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether the program talks to a terminal, for {@code play}'s colours. */
final class Terminal {

    private Terminal() {
    }

    /**
     * Tells whether the program runs in a terminal: before Java 22 a console exists only then;
     * from Java 22 on, {@code Console.isTerminal()} says so.
     *
     * @return true in a terminal
     */
    static boolean attached() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return Boolean.TRUE.equals(isTerminal.invoke(console));
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }
}
