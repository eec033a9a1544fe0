package io.github.shogunsdk.cli.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium for the browser tests: the system's {@code chromium} and {@code chromedriver}
 * (Debian packages {@code chromium} and {@code chromium-driver}), never a downloaded one.
 *
 * <p>Without them the tests are skipped with a message saying what to install, unless
 * {@code SHOGUN_REQUIRE_BROWSER=true} (a system property or an environment variable, as CI sets
 * it) makes their absence a failure. {@code SHOGUN_CHROMIUM} and {@code SHOGUN_CHROMEDRIVER} name
 * other paths.
 */
final class Browser implements AutoCloseable {

    /** Why the browser tests are skipped, or null. */
    private static String skipped;

    private final ChromeDriver driver;
    private final Path profile;

    private Browser(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    ChromeDriver driver() {
        return driver;
    }

    /**
     * Starts the browser. When it is not installed, prints why and returns null, so the tests can
     * skip; with {@code SHOGUN_REQUIRE_BROWSER=true} it fails instead.
     */
    static Browser start() throws IOException {
        File chromium = new File(setting("SHOGUN_CHROMIUM", "/usr/bin/chromium"));
        File chromedriver = new File(setting("SHOGUN_CHROMEDRIVER", "/usr/bin/chromedriver"));
        if (!chromium.canExecute() || !chromedriver.canExecute()) {
            String missing = (chromium.canExecute() ? "" : chromium + " ") + (chromedriver.canExecute() ? "" : chromedriver + " ");
            String message = "Browser tests of the web game: " + missing.trim() + " not found; install the Debian packages "
                    + "chromium and chromium-driver to run them";
            if (setting("SHOGUN_REQUIRE_BROWSER", "false").toLowerCase(Locale.ROOT).equals("true")) {
                Assertions.fail(message + " (SHOGUN_REQUIRE_BROWSER=true makes this a failure)");
            }
            System.out.println("SKIPPED: " + message + ".");
            skipped = message;
            return null;
        }
        Path profile = Files.createTempDirectory("shogun-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--no-default-browser-check", "--disable-extensions", "--user-data-dir=" + profile,
                "--window-size=1200,900", "--lang=en-GB");
        // The driver is named, so Selenium Manager never looks for (or downloads) one.
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver)
                .usingAnyFreePort().withTimeout(Duration.ofSeconds(30)).build();
        return new Browser(new ChromeDriver(service, options), profile);
    }

    /** Skips the calling test when the browser is not installed, saying what to install. */
    static void assumeInstalled() {
        Assumptions.assumeTrue(skipped == null, () -> skipped);
    }

    private static String setting(String name, String otherwise) {
        String property = System.getProperty(name);
        if (property != null && !property.isBlank()) {
            return property;
        }
        String variable = System.getenv(name);
        return variable != null && !variable.isBlank() ? variable : otherwise;
    }

    @Override
    public void close() throws IOException {
        try {
            driver.quit();
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
        }
    }
}
