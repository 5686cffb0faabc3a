-- A resource's Available / Low Stock / Out of Stock now follows its stock (product.md §4.6), and
-- the last distribution stays empty until there is one. Existing rows are brought in line once,
-- each change audited as the system's, as a save would be; statuses set by hand are kept.
WITH before AS (
	SELECT "id", "status", "last_distributed_date" FROM "resource"
),
changed AS (
	UPDATE "resource" AS r SET
		"status" = CASE
			WHEN r."status" NOT IN ('AVAILABLE', 'LOW_STOCK', 'OUT_OF_STOCK') THEN r."status"
			WHEN r."quantity" <= 0 THEN 'OUT_OF_STOCK'::"resource_status"
			WHEN r."reorder_threshold" IS NOT NULL AND r."quantity" <= r."reorder_threshold" THEN 'LOW_STOCK'::"resource_status"
			ELSE 'AVAILABLE'::"resource_status"
		END,
		"last_distributed_date" = CASE WHEN r."times_distributed" = 0 THEN NULL ELSE r."last_distributed_date" END,
		"version" = r."version" + 1,
		"updated_at" = now()
	FROM before AS b
	WHERE b."id" = r."id" AND (
		(r."status" IN ('AVAILABLE', 'LOW_STOCK', 'OUT_OF_STOCK') AND r."status" <> CASE
			WHEN r."quantity" <= 0 THEN 'OUT_OF_STOCK'::"resource_status"
			WHEN r."reorder_threshold" IS NOT NULL AND r."quantity" <= r."reorder_threshold" THEN 'LOW_STOCK'::"resource_status"
			ELSE 'AVAILABLE'::"resource_status"
		END)
		OR (r."times_distributed" = 0 AND r."last_distributed_date" IS NOT NULL)
	)
	RETURNING r."id", r."title", r."status", r."last_distributed_date", b."status" AS "status_before", b."last_distributed_date" AS "last_before"
)
INSERT INTO "audit_entry" ("actor_id", "actor_email", "record_type", "record_id", "action", "changes", "snapshot")
SELECT NULL, 'system', 'Resource', "id", 'UPDATE',
	CASE WHEN "status" <> "status_before"
		THEN jsonb_build_object('status', jsonb_build_object('before', "status_before", 'after', "status"))
		ELSE '{}'::jsonb END
	|| CASE WHEN "last_before" IS DISTINCT FROM "last_distributed_date"
		THEN jsonb_build_object('lastDistributedDate', jsonb_build_object('before', to_jsonb("last_before"), 'after', NULL))
		ELSE '{}'::jsonb END,
	jsonb_build_object('title', "title", 'status', "status")
FROM changed;
