-- Games as they happen: one row per table, one row per action.
CREATE TABLE games (
	id         TEXT PRIMARY KEY,
	created    INTEGER NOT NULL,           -- unix seconds
	ruleset    TEXT NOT NULL,
	seats      TEXT NOT NULL,              -- JSON: what sits in each seat ("human", "greedy", ...)
	tokens     TEXT NOT NULL,              -- JSON: each seat's secret and the invitation's
	deck0_name TEXT NOT NULL,
	deck0      TEXT NOT NULL,
	deck1_name TEXT NOT NULL DEFAULT '',
	deck1      TEXT NOT NULL DEFAULT '',   -- '' while the table waits for its second player
	first      INTEGER NOT NULL DEFAULT -1,
	seed       TEXT NOT NULL DEFAULT '',   -- decimal; '' until the game starts
	nonce      TEXT NOT NULL DEFAULT '',
	seed_hash  TEXT NOT NULL DEFAULT '',
	start_hash TEXT NOT NULL DEFAULT '',
	over       INTEGER NOT NULL DEFAULT 0,
	winner     INTEGER NOT NULL DEFAULT -1,
	reason     TEXT NOT NULL DEFAULT ''
);

CREATE TABLE actions (
	game  TEXT NOT NULL REFERENCES games(id),
	seq   INTEGER NOT NULL,                -- 1, 2, ...
	kind  TEXT NOT NULL,
	card  INTEGER NOT NULL,
	idx   INTEGER NOT NULL,
	area  INTEGER NOT NULL,
	n     INTEGER NOT NULL,
	hash  TEXT NOT NULL,
	PRIMARY KEY (game, seq)
);
