package io.github.shogunsdk.cli.web;

/**
 * How much one {@code shogun serve} process holds at once ({@code --max-connections},
 * {@code --max-games}): the bounds a deployment raises for many players, while every per-client
 * share ({@code docs/WEB.md}, "Limits") stays as it is. Immutable.
 *
 * @param maxConnections the most connections open at once, live sockets included (1 to 100 000)
 * @param maxGames the most games held in memory at once (1 to 1 000 000); the database holds any number
 */
public record ServerCapacity(int maxConnections, int maxGames) {

    /** The most {@code --max-connections} allows: each connection costs buffers and a file descriptor. */
    public static final int MOST_CONNECTIONS = 100_000;
    /** The most {@code --max-games} allows. */
    public static final int MOST_GAMES = 1_000_000;
    /** The capacity of {@code shogun serve} without options: 128 connections, 200 games in memory. */
    public static final ServerCapacity DEFAULTS = new ServerCapacity(128, WebServer.MAX_GAMES);

    /**
     * Checks the bounds.
     *
     * @param maxConnections the most connections open at once, live sockets included (1 to 100 000)
     * @param maxGames the most games held in memory at once (1 to 1 000 000)
     * @throws IllegalArgumentException with a one-line message naming the option, if a bound is out of range
     */
    public ServerCapacity {
        if (maxConnections < 1 || maxConnections > MOST_CONNECTIONS) {
            throw new IllegalArgumentException("--max-connections is a whole number 1 to " + MOST_CONNECTIONS + ", not "
                    + maxConnections);
        }
        if (maxGames < 1 || maxGames > MOST_GAMES) {
            throw new IllegalArgumentException("--max-games is a whole number 1 to " + MOST_GAMES + ", not " + maxGames);
        }
    }
}
