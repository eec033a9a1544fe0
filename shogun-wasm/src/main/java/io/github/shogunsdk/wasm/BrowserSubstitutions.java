package io.github.shogunsdk.wasm;

import org.teavm.extension.spi.substitution.SimpleSubstitutionPolicy;
import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * Tells the browser compiler (TeaVM) which of the SDK's classes it replaces: the shipped reach
 * table data, whose download costs more in a browser than building the tables does. Registered
 * as a TeaVM substitution policy in {@code META-INF/services}; the JVM never loads it.
 */
public final class BrowserSubstitutions extends SimpleSubstitutionPolicy {

    /** Creates the policy; TeaVM's service loader calls this. */
    public BrowserSubstitutions() {
    }

    @Override
    public void contribute(SubstitutionSink sink) {
        sink.selectClasses(named("io.github.shogunsdk.core.internal.movegen.ReachTableData")).simpleNamePrefix("Browser");
    }
}
