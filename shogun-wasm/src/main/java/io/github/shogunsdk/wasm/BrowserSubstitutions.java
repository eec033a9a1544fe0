package io.github.shogunsdk.wasm;

import org.teavm.extension.spi.substitution.SimpleSubstitutionPolicy;
import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * Tells the browser compiler (TeaVM) which of the SDK's classes it replaces, each by the class of
 * the same package named with the prefix {@code Browser}: the shipped reach table data, whose
 * download costs more in a browser than building the tables does, the engine's backoff, which
 * uses what a single-threaded browser lacks, the engine's threads, of which a page has one, and
 * the provider lookup, since a page always carries the core. No rules class is replaced: both
 * builds, WebAssembly and JavaScript, compile the board, legality, reaches and perft the JVM runs.
 * Registered as a TeaVM substitution policy in {@code META-INF/services}, where both compilations
 * find it. The JVM never loads it.
 */
public final class BrowserSubstitutions extends SimpleSubstitutionPolicy {

    /** Creates the policy; TeaVM's service loader calls this. */
    public BrowserSubstitutions() {
    }

    @Override
    public void contribute(SubstitutionSink sink) {
        sink.selectClasses(named("io.github.shogunsdk.core.internal.movegen.ReachTableData")
                .or(named("io.github.shogunsdk.core.internal.engine.Backoff"))
                .or(named("io.github.shogunsdk.core.internal.engine.SearchThreads"))
                .or(named("io.github.shogunsdk.api.ProviderLookup"))).simpleNamePrefix("Browser");
    }
}
