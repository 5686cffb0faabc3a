CREATE TYPE "public"."volunteer_clearance_status" AS ENUM('PENDING', 'APPROVED', 'DENIED', 'REVOKED');--> statement-breakpoint
CREATE TABLE "volunteer_clearance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"volunteer_id" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"status" "volunteer_clearance_status" DEFAULT 'PENDING' NOT NULL,
	"granted_on" date,
	"expires_on" date,
	"reference" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "volunteer_clearance" ADD CONSTRAINT "volunteer_clearance_volunteer_id_volunteer_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_clearance" ADD CONSTRAINT "volunteer_clearance_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_clearance_volunteer_facility_key" ON "volunteer_clearance" USING btree ("volunteer_id","facility_id");--> statement-breakpoint
CREATE INDEX "volunteer_clearance_expires_idx" ON "volunteer_clearance" USING btree ("expires_on");--> statement-breakpoint
-- Carried over (product.md §3.2.1): a volunteer's single clearance of product.md §3.2 becomes their
-- clearance at their assigned facility, each audited as the system's creation, as a save would be.
-- Volunteers without an assigned facility keep theirs on their record (decision 065).
WITH carried AS (
	INSERT INTO "volunteer_clearance" ("volunteer_id", "facility_id", "status", "expires_on", "notes")
	SELECT "id", "assigned_facility", "clearance_status"::text::"volunteer_clearance_status", "clearance_expiration", 'Carried over from the volunteer''s single clearance'
	FROM "volunteer"
	WHERE "assigned_facility" IS NOT NULL AND "clearance_status" IS NOT NULL
	RETURNING "id", "volunteer_id", "facility_id", "status", "expires_on", "notes"
)
INSERT INTO "audit_entry" ("actor_id", "actor_email", "record_type", "record_id", "action", "changes", "snapshot")
SELECT NULL, 'system', 'VolunteerClearance', "id"::text, 'CREATE',
	jsonb_build_object(
		'volunteerId', jsonb_build_object('before', NULL, 'after', "volunteer_id"),
		'facilityId', jsonb_build_object('before', NULL, 'after', "facility_id"),
		'status', jsonb_build_object('before', NULL, 'after', "status"),
		'expiresOn', jsonb_build_object('before', NULL, 'after', to_jsonb("expires_on")),
		'notes', jsonb_build_object('before', NULL, 'after', "notes")
	),
	jsonb_build_object('volunteerId', "volunteer_id", 'facilityId', "facility_id", 'status', "status", 'expiresOn', "expires_on", 'notes', "notes")
FROM carried;
