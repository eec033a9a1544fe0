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
 *
 * <p>A provider that cannot be loaded (a {@code META-INF/services} entry naming a missing class, a
 * class that is no provider, a constructor that throws) is skipped: one broken jar anywhere on the
 * class path must not hide the core. Its error is reported only when no provider loads at all.
 */
final class ProviderLookup {

    /** The system property that names the provider class to use. */
    static final String PROPERTY = "io.github.shogunsdk.provider";

    private static final String CORE = "io.github.shogunsdk.core.CoreProvider";

    /**
     * The most providers and failures the lookup goes through: the service loader only promises a
     * best effort to move past a failure, so an iterator that failed for ever must not loop for ever.
     */
    static final int MAX_ELEMENTS = 256;

    /** What to add when no provider is found, on the class path, the module path or in a jlink image. */
    static final String MISSING = "no Shogun SDK implementation found: add the artifact io.github.shogunsdk:shogun-core "
            + "to the class path, or to the module path with 'requires io.github.shogunsdk.core' in your module "
            + "(a jlink image needs that module too: link it with --add-modules io.github.shogunsdk.core or --bind-services)";

    private ProviderLookup() {
    }

    static <T> T find(Class<T> service, ClassLoader loader) {
        List<T> found = new ArrayList<>();
        Throwable firstError = null;
        Iterator<T> providers;
        try {
            providers = ServiceLoader.load(service, loader).iterator();
        } catch (ServiceConfigurationError | LinkageError e) {
            throw notLoaded(service, e);
        }
        for (int element = 0; element < MAX_ELEMENTS; element++) {
            try {
                if (!providers.hasNext()) {
                    break;
                }
                found.add(providers.next());
            } catch (ServiceConfigurationError | LinkageError e) {
                if (firstError == null) {
                    firstError = e;
                }
            }
        }
        if (found.isEmpty()) {
            if (firstError != null) {
                throw notLoaded(service, firstError);
            }
            // On the module path the launcher binds the core as soon as it is there; a jlink image
            // holds it only when something requires it or services are bound.
            throw new IllegalStateException(MISSING);
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

    /** The error, without the service's name that the service loader puts first, so the cut message keeps the cause. */
    private static IllegalStateException notLoaded(Class<?> service, Throwable error) {
        String message = String.valueOf(error.getMessage());
        String prefix = service.getName() + ": ";
        if (message.startsWith(prefix)) {
            message = message.substring(prefix.length());
        }
        return new IllegalStateException("the Shogun SDK implementation could not be loaded: "
                + Messages.oneLine(message), error);
    }
}
