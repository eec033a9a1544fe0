package io.github.shogunsdk.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.shogunsdk.api.Shogun;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@code Shogun} chooses among the providers on a class path, each test on a class path of its
 * own: a class loader over the API's classes, the core's, this test tree's (for the other providers)
 * and folders holding {@code META-INF/services} files, so that the API's lookup starts afresh.
 */
class ProviderLookupTest {

    private static final String SERVICES = "META-INF/services/io.github.shogunsdk.api.spi.ShogunProvider";
    private static final String PROPERTY = "io.github.shogunsdk.provider";
    private static final String CORE_RULES = "io.github.shogunsdk.core.internal.rules.CoreRules";

    @TempDir
    Path temp;

    @Test
    void aSecondProviderLosesToTheCoreThoughItsNameSortsFirst() throws Exception {
        Path another = services("another", AnotherProvider.class.getName());
        assertEquals(CORE_RULES, rulesClass(classPath(another, true)));
        // Without the core, the same class path finds the other provider: it was there to lose.
        assertEquals("UnsupportedOperationException: " + AnotherProvider.MESSAGE, rulesClass(classPath(another, false)));
    }

    @Test
    void theSystemPropertyNamesTheProvider() throws Exception {
        Path another = services("another", AnotherProvider.class.getName());
        String previous = System.getProperty(PROPERTY);
        try {
            System.setProperty(PROPERTY, AnotherProvider.class.getName());
            assertEquals("UnsupportedOperationException: " + AnotherProvider.MESSAGE, rulesClass(classPath(another, true)));
            System.setProperty(PROPERTY, CoreProvider.class.getName());
            assertEquals(CORE_RULES, rulesClass(classPath(another, true)));
        } finally {
            if (previous == null) {
                System.clearProperty(PROPERTY);
            } else {
                System.setProperty(PROPERTY, previous);
            }
        }
    }

    @Test
    void badServicesEntriesBesideTheCoreAreSkipped() throws Exception {
        // A missing class, a class that is no provider, a provider whose constructor throws, and (in a
        // file of its own, as it spoils its whole file) a line that is no class name at all.
        Path bad = services("bad", "org.example.Missing", "java.lang.String", AnotherProvider.Broken.class.getName());
        Path malformed = services("malformed", "not a class name!");
        assertEquals(CORE_RULES, rulesClass(classPath(bad, malformed, true)));
        // Without the core, the first failure is what the lookup reports.
        assertEquals("IllegalStateException: the Shogun SDK implementation could not be loaded: "
                + "Provider org.example.Missing not found",
                rulesClass(classPath(bad, malformed, false)));
    }

    /** A folder with a services file listing the given lines. */
    private Path services(String name, String... lines) throws IOException {
        Path folder = temp.resolve(name);
        Path file = folder.resolve(SERVICES);
        Files.createDirectories(file.getParent());
        Files.write(file, List.of(lines));
        return folder;
    }

    private static URLClassLoader classPath(Path services, boolean withCore) throws Exception {
        return classPath(services, null, withCore);
    }

    /** The API, the given services folders (before the core, so that they are met first), the core if asked, and this test tree. */
    private static URLClassLoader classPath(Path first, Path second, boolean withCore) throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(location(Shogun.class));
        urls.add(first.toUri().toURL());
        if (second != null) {
            urls.add(second.toUri().toURL());
        }
        if (withCore) {
            urls.add(location(CoreProvider.class));
        }
        urls.add(location(AnotherProvider.class));
        return new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }

    private static URL location(Class<?> type) throws MalformedURLException, URISyntaxException {
        return type.getProtectionDomain().getCodeSource().getLocation().toURI().toURL();
    }

    /** The class of what {@code Shogun.rules()} returns on a class path, or the exception it throws. */
    private static String rulesClass(URLClassLoader loader) throws Exception {
        try (loader) {
            Class<?> shogun = loader.loadClass(Shogun.class.getName());
            assertEquals(loader, shogun.getClassLoader(), "the API must be loaded afresh");
            return shogun.getMethod("rules").invoke(null).getClass().getName();
        } catch (InvocationTargetException e) {
            Throwable thrown = e.getCause();
            assertInstanceOf(RuntimeException.class, thrown);
            return thrown.getClass().getSimpleName() + ": " + thrown.getMessage();
        }
    }
}
