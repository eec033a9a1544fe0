package io.github.shogunsdk.api;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import io.github.shogunsdk.api.spi.Messages;
import java.util.ServiceLoader;

/**
 * Finds the SDK's implementation through the service loader and chooses one deterministically.
 *
 * <p>The system property {@value #PROPERTY} names the provider class to use when it is set.
 * Otherwise the SDK's own core provider wins when present, and among other providers the one whose
 * class name sorts first. Only the service loader's iterator is used (no {@code findFirst} or
 * streams), so the lookup also works where the class library is small, such as WebAssembly builds.
 */
final class ProviderLookup {

    /** The system property that names the provider class to use. */
    static final String PROPERTY = "io.github.shogunsdk.provider";

    private static final String CORE = "io.github.shogunsdk.core.CoreProvider";

    private ProviderLookup() {
    }

    static <T> T find(Class<T> service, ClassLoader loader) {
        List<T> found = new ArrayList<>();
        try {
            Iterator<T> providers = ServiceLoader.load(service, loader).iterator();
            while (providers.hasNext()) {
                found.add(providers.next());
            }
        } catch (ServiceConfigurationError | LinkageError e) {
            throw new IllegalStateException("the Shogun SDK implementation could not be loaded: "
                    + Messages.oneLine(String.valueOf(e.getMessage())), e);
        }
        if (found.isEmpty()) {
            throw new IllegalStateException("no Shogun SDK implementation found: add the artifact "
                    + "io.github.shogunsdk:shogun-core to the class path or module path");
        }
        String wanted = System.getProperty(PROPERTY);
        if (wanted != null) {
            for (T provider : found) {
                if (provider.getClass().getName().equals(wanted)) {
                    return provider;
                }
            }
            throw new IllegalStateException("the system property " + PROPERTY + " names the Shogun SDK provider "
                    + Messages.quote(wanted) + ", which is not on the class path or module path");
        }
        T chosen = null;
        for (T provider : found) {
            String name = provider.getClass().getName();
            if (name.equals(CORE)) {
                return provider;
            }
            if (chosen == null || name.compareTo(chosen.getClass().getName()) < 0) {
                chosen = provider;
            }
        }
        return chosen;
    }
}
