package io.github.shogunsdk.cli.web.store;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A throwaway PostgreSQL cluster for tests: {@code initdb} and {@code pg_ctl} of Debian's
 * {@code postgresql} package in a temporary folder, on a free loopback port, started once per test
 * JVM and stopped at its end. As root, the programs run as the {@code postgres} user (PostgreSQL
 * refuses root). Without PostgreSQL the tests that need it are skipped with a message, unless
 * {@code SHOGUN_REQUIRE_POSTGRES=true} (a system property or environment variable, set by CI)
 * makes that a failure. {@code SHOGUN_POSTGRES_BIN} names the folder of the programs when they are
 * elsewhere than {@code /usr/lib/postgresql/<version>/bin}.
 */
public final class PostgresCluster {

    private static final String USER = "shogun";
    private static PostgresCluster running;
    private static String absent;

    private final Path folder;
    private final Path bin;
    private final int port;
    private final boolean asPostgres;
    private final AtomicInteger databases = new AtomicInteger();

    private PostgresCluster(Path folder, Path bin, int port, boolean asPostgres) {
        this.folder = folder;
        this.bin = bin;
        this.port = port;
        this.asPostgres = asPostgres;
    }

    /**
     * The cluster of this test JVM, started on first use; skips the test (or fails it, when
     * PostgreSQL is required) when PostgreSQL is not installed.
     *
     * @return the running cluster
     */
    public static synchronized PostgresCluster get() {
        if (running == null && absent == null) {
            Path bin = findBin();
            if (bin == null) {
                absent = "PostgreSQL is not installed (Debian: apt-get install postgresql; or set SHOGUN_POSTGRES_BIN "
                        + "to the folder of initdb and pg_ctl)";
            } else {
                try {
                    running = start(bin);
                    Runtime.getRuntime().addShutdownHook(new Thread(running::stop, "postgres-cluster-stop"));
                } catch (IOException | InterruptedException | RuntimeException e) {
                    fail("cannot start a PostgreSQL cluster with " + bin + ": " + e.getMessage(), e);
                }
            }
        }
        if (running == null) {
            if (required()) {
                fail(absent + "; SHOGUN_REQUIRE_POSTGRES=true requires it");
            }
            assumeTrue(false, absent);
        }
        return running;
    }

    /** Whether PostgreSQL is required: SHOGUN_REQUIRE_POSTGRES=true as a system property or environment variable. */
    static boolean required() {
        String value = System.getProperty("SHOGUN_REQUIRE_POSTGRES", System.getenv("SHOGUN_REQUIRE_POSTGRES"));
        return "true".equalsIgnoreCase(value);
    }

    private static Path findBin() {
        String named = System.getenv("SHOGUN_POSTGRES_BIN");
        if (named != null && !named.isEmpty()) {
            return Files.isExecutable(Path.of(named, "initdb")) ? Path.of(named) : null;
        }
        Path versions = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(versions)) {
            return null;
        }
        try (Stream<Path> list = Files.list(versions)) {
            return list.map(version -> version.resolve("bin")).filter(bin -> Files.isExecutable(bin.resolve("initdb")))
                    .max(Comparator.comparingInt(PostgresCluster::major)).orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    private static int major(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static PostgresCluster start(Path bin) throws IOException, InterruptedException {
        boolean root = "root".equals(System.getProperty("user.name"));
        Path folder = Files.createTempDirectory("shogun-postgres");
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        PostgresCluster cluster = new PostgresCluster(folder, bin, port, root);
        if (root) {
            cluster.run(List.of("chown", "postgres:postgres", folder.toString()), false);
        }
        Path data = folder.resolve("data");
        // No fsync: the tests end JVMs, never this cluster, which is thrown away afterwards.
        cluster.run(List.of(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", USER, "-A", "trust",
                "--no-sync", "-E", "UTF8", "--locale=C"), true);
        cluster.run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l",
                folder.resolve("log").toString(), "-w", "-t", "60", "-o", "-p " + port + " -k " + folder
                        + " -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200", "start"), true);
        return cluster;
    }

    /** Runs a program to its end (as postgres when asked and root), failing with its output when it fails. */
    private void run(List<String> command, boolean postgresUser) throws IOException, InterruptedException {
        List<String> words = new ArrayList<>();
        if (postgresUser && asPostgres) {
            words.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        words.addAll(command);
        Process process = new ProcessBuilder(words).redirectErrorStream(true).directory(folder.toFile()).start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IOException(String.join(" ", words) + " failed: "
                    + new String(output, StandardCharsets.UTF_8).strip());
        }
    }

    /**
     * Makes a new empty database in the cluster.
     *
     * @return its JDBC URL, with the cluster's user in it
     */
    public String newDatabase() {
        String name = "shogun_test_" + databases.incrementAndGet();
        try (Connection connection = DriverManager.getConnection(url("postgres"));
                Statement create = connection.createStatement()) {
            create.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create a database: " + e.getMessage(), e);
        }
        return url(name);
    }

    private String url(String database) {
        return String.format(Locale.ROOT, "jdbc:postgresql://127.0.0.1:%d/%s?user=%s", port, database, USER);
    }

    /**
     * The store location of a database of this cluster.
     *
     * @param url the database's URL
     * @return the location
     */
    public static StoreLocation location(String url) {
        return StoreLocation.postgres(url, Map.of());
    }

    private void stop() {
        try {
            run(List.of(bin.resolve("pg_ctl").toString(), "-D", folder.resolve("data").toString(), "-m", "immediate",
                    "stop"), true);
        } catch (IOException | InterruptedException e) {
            // The folder is removed below all the same.
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // Left in the temporary folder.
        }
    }
}
