package io.github.shogunsdk.json.contract;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** What a jar's service and registration files name: one class a line. */
public final class ServiceFiles {

    private ServiceFiles() {
    }

    /**
     * Returns the lines of a resource of a class's jar, without blanks.
     *
     * @param owner a class of the jar
     * @param resource the resource's absolute name, such as {@code /META-INF/services/…}
     * @return the names it holds
     * @throws IOException when it cannot be read
     */
    public static List<String> named(Class<?> owner, String resource) throws IOException {
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no resource " + resource + " beside " + owner.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(line -> !line.isEmpty()).toList();
        }
    }
}
