package io.github.shogunsdk.cli.sep;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/** A broken engine for the tests: it introduces itself, then never answers a {@code go} nor a {@code stop}. */
public final class SilentEngine {

    private SilentEngine() {
    }

    /**
     * Answers {@code sep} and {@code isready} until the end of standard input; ignores everything else.
     *
     * @param args not used
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            switch (line.split(" ")[0]) {
                case "sep" -> System.out.println("id name Silent\nsepok");
                case "isready" -> System.out.println("readyok");
                default -> {
                }
            }
            System.out.flush();
        }
    }
}
