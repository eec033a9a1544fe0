package io.github.shogunsdk.wasm;

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
 * Headless Chromium for the tests of the npm package in a browser: the system's {@code chromium}
 * and {@code chromedriver} (Debian packages {@code chromium} and {@code chromium-driver}), never a
 * downloaded one; {@code SHOGUN_CHROMIUM} and {@code SHOGUN_CHROMEDRIVER} name other paths.
 *
 * <p>Without them the tests are skipped with a message saying what to install, unless
 * {@code SHOGUN_REQUIRE_BROWSER=true} (as CI sets it) makes their absence a failure.
 */
final class Chromium implements AutoCloseable {

    private final ChromeDriver driver;
    private final Path profile;

    private Chromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** The driver of this browser. */
    ChromeDriver driver() {
        return driver;
    }

    /** Starts the browser, or skips (or fails, when required) the calling test. */
    static Chromium start() throws IOException {
        File chromium = new File(NodeRuntime.setting("SHOGUN_CHROMIUM", "/usr/bin/chromium"));
        File chromedriver = new File(NodeRuntime.setting("SHOGUN_CHROMEDRIVER", "/usr/bin/chromedriver"));
        if (!chromium.canExecute() || !chromedriver.canExecute()) {
            String missing = (chromium.canExecute() ? "" : chromium + " ") + (chromedriver.canExecute() ? "" : chromedriver);
            String message = "Browser tests of the npm package: " + missing.trim() + " not found; install the Debian "
                    + "packages chromium and chromium-driver to run them";
            if (NodeRuntime.setting("SHOGUN_REQUIRE_BROWSER", "false").toLowerCase(Locale.ROOT).equals("true")) {
                Assertions.fail(message + " (SHOGUN_REQUIRE_BROWSER=true makes this a failure)");
            }
            System.out.println("SKIPPED: " + message + ".");
            Assumptions.abort(message);
        }
        Path profile = Files.createTempDirectory("shogun-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        // Without the background-networking flags Chromium keeps trying hosts a closed network refuses.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--user-data-dir=" + profile);
        // The driver is named, so Selenium Manager never looks for (or downloads) one.
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver)
                .usingAnyFreePort().withTimeout(Duration.ofSeconds(60)).build();
        return new Chromium(new ChromeDriver(service, options), profile);
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
