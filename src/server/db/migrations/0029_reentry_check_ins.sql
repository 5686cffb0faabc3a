CREATE TYPE "public"."check_in_point" AS ENUM('DAY_30', 'DAY_90', 'DAY_180');--> statement-breakpoint
CREATE TABLE "reentry_check_in" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"checkpoint" "check_in_point" NOT NULL,
	"release_date" date,
	"held_on" date DEFAULT now() NOT NULL,
	"housing_status" "housing_status",
	"employment_status" "employment_status",
	"community_support" text[] DEFAULT '{}' NOT NULL,
	"returned_to_custody" boolean DEFAULT false NOT NULL,
	"facility_id" uuid,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "reentry_check_in" ADD CONSTRAINT "reentry_check_in_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reentry_check_in" ADD CONSTRAINT "reentry_check_in_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reentry_check_in_client_idx" ON "reentry_check_in" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reentry_check_in_once_idx" ON "reentry_check_in" USING btree ("client_id","release_date","checkpoint");--> statement-breakpoint
CREATE INDEX "audit_entry_reentry_check_in_client_idx" ON "audit_entry" USING btree (("snapshot" ->> 'clientId'),"id") WHERE "audit_entry"."record_type" = 'ReentryCheckIn';