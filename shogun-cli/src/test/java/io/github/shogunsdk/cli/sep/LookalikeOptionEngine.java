package io.github.shogunsdk.cli.sep;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * An engine for the tests whose only option is {@code Haſh} (with a long s), which only a
 * Unicode case fold takes for {@code Hash}: it refuses {@code setoption name Hash} as an unknown
 * option, and otherwise answers {@code sep} and {@code isready}.
 */
public final class LookalikeOptionEngine {

    private LookalikeOptionEngine() {
    }

    /**
     * Answers until the end of standard input.
     *
     * @param args not used
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.equals("sep")) {
                System.out.println("id name Lookalike\noption name Ha\u017Fh type spin default 16 min 1 max 1024\nsepok");
            } else if (line.equals("isready")) {
                System.out.println("readyok");
            } else if (line.startsWith("setoption name Hash ")) {
                System.out.println("info string error setoption: unknown option Hash");
            } else if (line.equals("quit")) {
                return;
            }
            System.out.flush();
        }
    }
}
