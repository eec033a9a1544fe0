package io.github.shogunsdk.wasm;

import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * The substitutions of the JavaScript build: those of {@link BrowserSubstitutions}, and the hot
 * classes of perft and move listing replaced by the class of the same package named with the
 * prefix {@code Js} (the board, legality, the reach tables and perft). TeaVM's JavaScript output
 * makes every Java {@code long} a BigInt, and every operation on one allocates; the replacements
 * hold each 64-square bitboard as two 32-bit ints, which JavaScript engines compute with directly.
 * WebAssembly has 64-bit integers, so its build keeps the SDK's own classes: this policy is listed
 * only in the class folder that the JavaScript compilation reads ({@code src/main/teavm-js}, see
 * the pom), never in the jar or on the JVM.
 */
public final class JavaScriptSubstitutions extends BrowserSubstitutions {

    /** Creates the policy; TeaVM's service loader calls this. */
    public JavaScriptSubstitutions() {
    }

    @Override
    public void contribute(SubstitutionSink sink) {
        super.contribute(sink);
        sink.selectClasses(named("io.github.shogunsdk.core.internal.board.Board")
                .or(named("io.github.shogunsdk.core.internal.legality.Legality"))
                .or(named("io.github.shogunsdk.core.internal.movegen.ReachTable"))
                .or(named("io.github.shogunsdk.core.internal.perft.Perft"))).simpleNamePrefix("Js");
    }
}
