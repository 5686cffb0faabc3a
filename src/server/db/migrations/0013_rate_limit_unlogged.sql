-- Request counters change on every request (API_RATE_LIMIT counts in this table when several
-- processes share PostgreSQL). Unlogged: an update writes no WAL and a commit waits for no disk
-- flush. After a crash the counters start again from zero, which only forgets a minute's counts.
ALTER TABLE "auth_rate_limit" SET UNLOGGED;
