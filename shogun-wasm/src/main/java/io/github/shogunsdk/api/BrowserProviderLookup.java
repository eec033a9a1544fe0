package io.github.shogunsdk.api;

import io.github.shogunsdk.core.CoreProvider;

/**
 * Stands in for {@code ProviderLookup} in the browser build ({@code BrowserSubstitutions} names
 * it): the page always carries the core, so the provider is the core's, made directly; the
 * service loader and the messages for a missing or broken implementation, which a page can never
 * show, stay out of the download.
 */
final class BrowserProviderLookup {

    private BrowserProviderLookup() {
    }

    /**
     * Returns the core's provider.
     *
     * @param <T> the service, {@code ShogunProvider}
     * @param service the service's class
     * @param loader not used
     * @return the core's provider
     */
    @SuppressWarnings("unchecked")
    static <T> T find(Class<T> service, ClassLoader loader) {
        return (T) new CoreProvider();
    }
}
