package io.github.shogunsdk.cli.sep;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/** A broken engine for the tests: it speaks the protocol but always answers the illegal d1d4. */
public final class IllegalMoveEngine {

    private IllegalMoveEngine() {
    }

    /**
     * Answers on standard output until {@code quit} or the end of standard input.
     *
     * @param args not used
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null && !line.equals("quit")) {
            switch (line.split(" ")[0]) {
                case "sep" -> System.out.println("sepok");
                case "isready" -> System.out.println("readyok");
                case "go" -> System.out.println("bestmove d1d4");
                default -> {
                }
            }
            System.out.flush();
        }
    }
}
