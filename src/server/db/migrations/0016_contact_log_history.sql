-- A client's History also lists the entries of its contact logs, found by the client their
-- snapshot names. The index's expression gets the same small statistics target as the trail's
-- columns (migration 0015): at the default, ANALYZE would sample 30,000 whole snapshots again.
CREATE INDEX "audit_entry_contact_log_client_idx" ON "audit_entry" USING btree (("snapshot" ->> 'clientId'),"id") WHERE "audit_entry"."record_type" = 'ContactLog';--> statement-breakpoint
ALTER INDEX "audit_entry_contact_log_client_idx" ALTER COLUMN 1 SET STATISTICS 10;
