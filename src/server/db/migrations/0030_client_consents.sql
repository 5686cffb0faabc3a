CREATE TYPE "public"."consent_decision" AS ENUM('GIVEN', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."consent_kind" AS ENUM('BEING_SERVED', 'DATA_USAGE');--> statement-breakpoint
CREATE TYPE "public"."consent_method" AS ENUM('IN_PERSON', 'LETTER', 'FORM');--> statement-breakpoint
CREATE TABLE "client_consent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "consent_kind" NOT NULL,
	"decision" "consent_decision" NOT NULL,
	"decided_on" date DEFAULT now() NOT NULL,
	"method" "consent_method" NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "client_consent" ADD CONSTRAINT "client_consent_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_consent_client_idx" ON "client_consent" USING btree ("client_id","kind","decided_on");--> statement-breakpoint
CREATE INDEX "audit_entry_client_consent_client_idx" ON "audit_entry" USING btree (("snapshot" ->> 'clientId'),"id") WHERE "audit_entry"."record_type" = 'ClientConsent';--> statement-breakpoint
-- Carried over (product.md §3.3.4, decision 072): each consent a client's record holds becomes a
-- consent given on the client form, dated the client's first contact (or the record's creation),
-- recorded by whoever created the client, and audited as the system's creation, as a save would be.
WITH carried AS (
	INSERT INTO "client_consent" ("client_id", "kind", "decision", "decided_on", "method", "notes", "created_by")
	SELECT "id", given."kind"::"consent_kind", 'GIVEN', coalesce("first_contact_date", "created_at"::date), 'FORM', 'Ticked on the client form before consents were dated', "created_by"
	FROM "client"
	CROSS JOIN LATERAL (VALUES ('BEING_SERVED', "consent_given"), ('DATA_USAGE', "data_usage_consent")) AS given("kind", "ticked")
	WHERE given."ticked"
	RETURNING "id", "client_id", "kind", "decision", "decided_on", "method", "notes"
)
INSERT INTO "audit_entry" ("actor_id", "actor_email", "record_type", "record_id", "action", "changes", "snapshot")
SELECT NULL, 'system', 'ClientConsent', "id"::text, 'CREATE',
	jsonb_build_object(
		'clientId', jsonb_build_object('before', NULL, 'after', "client_id"),
		'kind', jsonb_build_object('before', NULL, 'after', "kind"),
		'decision', jsonb_build_object('before', NULL, 'after', "decision"),
		'decidedOn', jsonb_build_object('before', NULL, 'after', to_jsonb("decided_on")),
		'method', jsonb_build_object('before', NULL, 'after', "method"),
		'notes', jsonb_build_object('before', NULL, 'after', "notes")
	),
	jsonb_build_object('clientId', "client_id", 'kind', "kind", 'decision', "decision", 'decidedOn', "decided_on", 'method', "method", 'notes', "notes")
FROM carried;
