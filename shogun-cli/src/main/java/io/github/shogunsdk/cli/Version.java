package io.github.shogunsdk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The SDK's version, as the build wrote it into {@code version.properties} beside this class.
 */
final class Version {

    private Version() {
    }

    /**
     * Returns the SDK's version.
     *
     * @return such as {@code 0.1.0-SNAPSHOT}; {@code unknown} when the build left no version
     */
    static String sdk() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", "").strip();
            return version.isEmpty() || version.startsWith("${") ? "unknown" : version;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
