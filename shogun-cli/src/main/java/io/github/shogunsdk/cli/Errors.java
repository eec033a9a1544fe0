package io.github.shogunsdk.cli;

/**
 * Words for the errors of the virtual machine that the command line reports as one line instead
 * of a stack trace: running out of memory or of stack. Each is a limit the SDK should have
 * refused earlier with a clear message, so it counts as an internal error (status 1).
 */
final class Errors {

    private Errors() {
    }

    /**
     * Describes a virtual-machine error in one line, suggesting what to do.
     *
     * @param e an {@link OutOfMemoryError} or a {@link StackOverflowError}
     * @return such as {@code "internal error: out of memory (Java heap space); ..."}
     */
    static String describe(VirtualMachineError e) {
        if (e instanceof OutOfMemoryError) {
            String what = e.getMessage() == null ? "" : " (" + ShogunCommand.oneLine(e) + ")";
            return "internal error: out of memory" + what + "; the input is larger than this Java may hold (raise it"
                    + " with java -Xmx)";
        }
        return "internal error: out of stack space; please report the command that caused it";
    }
}
