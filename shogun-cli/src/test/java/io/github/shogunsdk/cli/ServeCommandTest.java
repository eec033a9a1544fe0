package io.github.shogunsdk.cli;

import static io.github.shogunsdk.cli.CommandLine.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.cli.CommandLine.Result;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/**
 * {@code shogun serve}'s refusals: each is one line on standard error and exit status 2. (The
 * web game itself is tested by the web package's tests.)
 */
class ServeCommandTest {

    @Test
    void aBusyPortIsOneLineAndStatus2() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Result result = run("serve", "--port", Integer.toString(taken.getLocalPort()));
            assertEquals(2, result.status());
            assertEquals(1, result.err().lines().count(), result.err());
            assertTrue(result.err().contains("the port is in use"), result.err());
            assertEquals("", result.out());
        }
    }

    @Test
    void aPortOutOfRangeIsOneLineAndStatus2() {
        Result result = run("serve", "--port", "99999");
        assertEquals(2, result.status());
        assertEquals("shogun: the port is a whole number 0 to 65535, not '99999'\n", result.err());
    }

    @Test
    void anAddressThisMachineLacksIsOneLineNamingTheAddress() {
        Result result = run("serve", "--host", "192.0.2.1", "--port", "0");
        assertEquals(2, result.status());
        assertEquals(1, result.err().lines().count(), result.err());
        assertTrue(result.err().contains("this machine has no address 192.0.2.1"), result.err());
    }

    @Test
    void allowHostTakesAHostNameWithoutAPort() {
        Result result = run("serve", "--allow-host", "shogun.example", "--allow-host", "bad name");
        assertEquals(2, result.status());
        assertEquals("shogun serve: --allow-host takes a host name or address without a port, such as shogun.example, "
                + "not \"bad name\"\n", result.err());
    }

    @Test
    void publicOriginTakesASchemeAHostAndAPort() {
        Result result = run("serve", "--public-origin", "https://games.example/play");
        assertEquals(2, result.status());
        assertEquals("shogun serve: --public-origin: a public origin is http:// or https://, a host and an optional port, "
                + "without a path, such as https://games.example, not \"https://games.example/play\"\n", result.err());
        assertEquals("", result.out());
    }

    @Test
    void aDatabaseOtherThanPostgresIsOneLineWithoutItsCredentials() {
        Result result = run("serve", "--database", "jdbc:mysql://root:hunter2@db.example/games");
        assertEquals(2, result.status());
        assertEquals("shogun: --database takes a PostgreSQL JDBC URL such as jdbc:postgresql://localhost:5432/shogun, "
                + "not \"jdbc:mysql://…\"\n", result.err());
        assertEquals("", result.out());
    }

    @Test
    void dataAndDatabaseTogetherAreOneLine() {
        Result result = run("serve", "--data", "games", "--database", "jdbc:postgresql://localhost/shogun");
        assertEquals(2, result.status());
        assertEquals("shogun: --data and --database are two places to keep the games: give one\n", result.err());
    }

    @Test
    void keepDaysIsAWholeNumberOfDays() {
        Result result = run("serve", "--keep-days", "-1");
        assertEquals(2, result.status());
        assertEquals("shogun: --keep-days is a whole number of days 0 to 36500 (0 keeps every game), not '-1'\n",
                result.err());
    }

    @Test
    void maxConnectionsAndMaxGamesAreBoundedWholeNumbers() {
        Result connections = run("serve", "--max-connections", "100001");
        assertEquals(2, connections.status());
        assertEquals("shogun: --max-connections is a whole number 1 to 100000, not '100001'\n", connections.err());
        Result games = run("serve", "--max-games", "0");
        assertEquals(2, games.status());
        assertEquals("shogun: --max-games is a whole number 1 to 1000000, not '0'\n", games.err());
    }

    @Test
    void aPostgresThatDoesNotAnswerIsOneLineWithoutThePassword() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = free.getLocalPort();
        }
        Result result = run("serve", "--database", "jdbc:postgresql://127.0.0.1:" + port + "/games?password=hunter2");
        assertEquals(2, result.status());
        assertEquals(1, result.err().lines().count(), result.err());
        assertTrue(result.err().startsWith("shogun serve: cannot open PostgreSQL at jdbc:postgresql://127.0.0.1:" + port
                + "/games: "), result.err());
        assertTrue(!result.err().contains("hunter2"), result.err());
    }

    @Test
    void serveTakesNoPositionalArguments() {
        Result result = run("serve", "now");
        assertEquals(2, result.status());
        assertEquals(1, result.err().lines().count(), result.err());
    }
}
