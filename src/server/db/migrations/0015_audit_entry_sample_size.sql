-- ANALYZE keeps 300 rows per point of the largest statistics target in memory (30,000 at the
-- default 100). On the audit trail, whose rows carry whole record snapshots, that sample took
-- about 40 MB: on PGlite the WebAssembly memory grew by that much the first time maintenance
-- analyzed the table and never gave it back (the load drill's memory bound failed on it).
-- At 10 the sample is 3,000 rows, and the most common values still name every action and the
-- common record types: enough for the trail's queries, which go through its indexes.
-- See docs/decisions/015-planner-statistics-and-start-up.md.
ALTER TABLE "audit_entry" ALTER COLUMN "id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "occurred_at" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "actor_id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "actor_email" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "record_type" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "record_id" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "audit_entry" ALTER COLUMN "action" SET STATISTICS 10;
