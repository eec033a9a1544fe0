-- The web game's games (io.github.shogunsdk.cli.web.store.StoredGame), one row each. Written in the
-- SQL that H2 and PostgreSQL both read: this one set of migrations runs on both.
CREATE TABLE shogun_games (
    id            VARCHAR(32)       NOT NULL PRIMARY KEY,
    revision      BIGINT            NOT NULL,
    owner         VARCHAR(64)       NOT NULL,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at   TIMESTAMP WITH TIME ZONE,
    record        VARCHAR(1000000)  NOT NULL,
    node_path     VARCHAR(16000)    NOT NULL,
    mode          VARCHAR(32)       NOT NULL,
    engine        VARCHAR(200)      NOT NULL,
    state_version INTEGER           NOT NULL,
    state         VARCHAR(100000)   NOT NULL
);

-- The sweep deletes the games that last changed before a time.
CREATE INDEX shogun_games_updated_at ON shogun_games (updated_at);
CREATE INDEX shogun_games_finished_at ON shogun_games (finished_at);
