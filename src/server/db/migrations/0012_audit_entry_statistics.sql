-- The audit trail's JSON columns are never searched by value, and statistics on them took a
-- quarter of ANALYZE's time for the whole (demo) database: ANALYZE leaves them out.
-- See docs/decisions/015-planner-statistics-and-start-up.md.
ALTER TABLE "audit_entry" ALTER COLUMN "changes" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "snapshot" SET STATISTICS 0;
