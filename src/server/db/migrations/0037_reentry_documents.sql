CREATE TYPE "public"."document_kind" AS ENUM('STATE_ID', 'DRIVERS_LICENCE', 'SOCIAL_SECURITY_CARD', 'BIRTH_CERTIFICATE', 'HEALTH_INSURANCE_CARD', 'RELEASE_PAPERS', 'PROOF_OF_ADDRESS', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."document_place" AS ENUM('WITH_CLIENT', 'PROGRAMME_COPY', 'FACILITY_PROPERTY');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('NEEDED', 'REQUESTED', 'IN_HAND', 'NOT_NEEDED');--> statement-breakpoint
CREATE TABLE "reentry_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"document" "document_kind" NOT NULL,
	"status" "document_status" DEFAULT 'NEEDED' NOT NULL,
	"kept_at" "document_place",
	"offset_days" integer,
	"requested_on" date,
	"received_on" date,
	"name_on_document" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "reentry_document_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" "document_kind" NOT NULL,
	"offset_days" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "reentry_document" ADD CONSTRAINT "reentry_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reentry_document_client_idx" ON "reentry_document" USING btree ("client_id","document");--> statement-breakpoint
CREATE INDEX "audit_entry_reentry_document_client_idx" ON "audit_entry" USING btree (("snapshot" ->> 'clientId'),"id") WHERE "audit_entry"."record_type" = 'ReentryDocument';--> statement-breakpoint
-- The default checklist of papers (product.md §3.3.3); admins change it on the Reentry page.
INSERT INTO "reentry_document_template" ("document", "offset_days") VALUES
	('STATE_ID', -60),
	('SOCIAL_SECURITY_CARD', -60),
	('BIRTH_CERTIFICATE', -60),
	('RELEASE_PAPERS', 0),
	('HEALTH_INSURANCE_CARD', 30),
	('PROOF_OF_ADDRESS', 30);
