package io.github.shogunsdk.cli.web.store;

import io.github.shogunsdk.api.spi.Messages;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Where the games are kept: an embedded H2 database in a folder ({@code shogun serve --data DIR},
 * the default), or PostgreSQL by its JDBC URL ({@code --database jdbc:postgresql://…}). Its
 * {@link #toString()} never shows credentials. Immutable.
 */
public final class StoreLocation {

    /** The PostgreSQL JDBC URL's scheme, the only one {@code --database} takes. */
    public static final String POSTGRES_PREFIX = "jdbc:postgresql:";

    /** The embedded database's file name in its folder (H2 adds {@code .mv.db}). */
    static final String EMBEDDED_NAME = "shogun";

    private final Path folder;
    private final String url;
    private final String user;
    private final String password;

    private StoreLocation(Path folder, String url, String user, String password) {
        this.folder = folder;
        this.url = url;
        this.user = user;
        this.password = password;
    }

    /**
     * The embedded database in a folder, which is created (readable by its owner only) when it starts.
     *
     * @param folder the folder
     * @return the location
     */
    public static StoreLocation embedded(Path folder) {
        return new StoreLocation(folder.toAbsolutePath().normalize(), null, null, null);
    }

    /**
     * The default folder of the embedded database: {@code $XDG_DATA_HOME/shogun}, or
     * {@code ~/.local/share/shogun} when that variable is not set (or not an absolute path).
     *
     * @param environment the process's environment, such as {@link System#getenv()}
     * @param home the user's home folder
     * @return the folder
     */
    public static Path defaultFolder(Map<String, String> environment, Path home) {
        String xdg = environment.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isEmpty() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "shogun");
        }
        return home.resolve(".local").resolve("share").resolve("shogun");
    }

    /**
     * PostgreSQL by its JDBC URL. The user and password come from the URL ({@code ?user=…&password=…})
     * or, when it has none, from the environment: {@code SHOGUN_DATABASE_USER} and
     * {@code SHOGUN_DATABASE_PASSWORD}, else {@code PGUSER} and {@code PGPASSWORD}.
     *
     * @param url the URL, {@code jdbc:postgresql://host:port/database…}
     * @param environment the process's environment, such as {@link System#getenv()}
     * @return the location
     * @throws IllegalArgumentException if the URL is not a PostgreSQL JDBC URL, in one line
     */
    public static StoreLocation postgres(String url, Map<String, String> environment) {
        Objects.requireNonNull(url, "url");
        if (!url.toLowerCase(Locale.ROOT).startsWith(POSTGRES_PREFIX) || url.length() > 2_000) {
            String shown = url.length() > 40 ? url.substring(0, 40) + "…" : url;
            int colon = shown.indexOf("//");
            throw new IllegalArgumentException("--database takes a PostgreSQL JDBC URL such as "
                    + "jdbc:postgresql://localhost:5432/shogun, not " + Messages.quote(colon < 0 ? shown
                            : shown.substring(0, colon) + "//…"));
        }
        String user = first(environment, "SHOGUN_DATABASE_USER", "PGUSER");
        String password = first(environment, "SHOGUN_DATABASE_PASSWORD", "PGPASSWORD");
        return new StoreLocation(null, url, user, password);
    }

    private static String first(Map<String, String> environment, String name, String fallback) {
        String value = environment.get(name);
        return value != null && !value.isEmpty() ? value : environment.get(fallback);
    }

    /**
     * Tells whether this is PostgreSQL, which several processes may share.
     *
     * @return true for PostgreSQL, false for the embedded database
     */
    public boolean postgres() {
        return url != null;
    }

    /**
     * The folder of the embedded database.
     *
     * @return the folder, or null for PostgreSQL
     */
    public Path folder() {
        return folder;
    }

    /**
     * The JDBC URL to connect to. The embedded database writes each commit to its file before the
     * commit returns ({@code WRITE_DELAY=0}), so a committed change survives {@code kill -9}; and
     * it appends every commit to its file rather than writing into space freed earlier
     * ({@code REUSE_SPACE=FALSE}): with reuse, {@code WebKillRestartTest} lost an acknowledged
     * change in each of two runs of 50 kills, without it none in 50. The file is compacted when
     * the store opens.
     *
     * @return the URL, which may hold credentials: never print it
     */
    String jdbcUrl() {
        return url != null ? url : "jdbc:h2:file:" + folder.resolve(EMBEDDED_NAME) + ";WRITE_DELAY=0;REUSE_SPACE=FALSE";
    }

    /** The user from the environment, or null (the URL's own, if any, wins). */
    String user() {
        return user;
    }

    /** The password from the environment, or null. */
    String password() {
        return password;
    }

    /**
     * Creates the embedded database's folder when missing, readable and writable by its owner only
     * (on file systems with POSIX permissions).
     *
     * @throws StoreException if it cannot be created
     */
    void prepare() {
        if (folder == null) {
            return;
        }
        try {
            if (!Files.isDirectory(folder)) {
                if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                    Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(
                            PosixFilePermissions.fromString("rwx------")));
                } else {
                    Files.createDirectories(folder);
                }
            }
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            throw new StoreException("cannot create the data folder " + Messages.oneLine(folder.toString()) + ": "
                    + Messages.oneLine(String.valueOf(e.getMessage())), e);
        }
    }

    /**
     * Where the games are, for messages: the folder, or the URL's host, port and database without
     * its parameters or credentials.
     */
    @Override
    public String toString() {
        if (url == null) {
            return "the data folder " + folder;
        }
        String rest = url.substring(POSTGRES_PREFIX.length());
        int query = rest.indexOf('?');
        rest = query < 0 ? rest : rest.substring(0, query);
        int at = rest.lastIndexOf('@');
        if (rest.startsWith("//") && at > 1) {
            rest = "//" + rest.substring(at + 1);
        }
        return "PostgreSQL at " + Messages.oneLine(POSTGRES_PREFIX + rest);
    }
}
