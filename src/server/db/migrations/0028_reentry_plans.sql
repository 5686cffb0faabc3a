CREATE TYPE "public"."reentry_step_status" AS ENUM('OPEN', 'DONE', 'NOT_NEEDED');--> statement-breakpoint
CREATE TABLE "reentry_step" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"offset_days" integer,
	"owner_id" text,
	"status" "reentry_step_status" DEFAULT 'OPEN' NOT NULL,
	"done_on" date,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "reentry_step_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"offset_days" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "reentry_step" ADD CONSTRAINT "reentry_step_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reentry_step" ADD CONSTRAINT "reentry_step_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reentry_step_client_idx" ON "reentry_step" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reentry_step_owner_idx" ON "reentry_step" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "audit_entry_reentry_step_client_idx" ON "audit_entry" USING btree (("snapshot" ->> 'clientId'),"id") WHERE "audit_entry"."record_type" = 'ReentryStep';--> statement-breakpoint
-- The default plan (product.md §3.3.1); admins change it on the Reentry page.
INSERT INTO "reentry_step_template" ("title", "offset_days") VALUES
	('ID documents', -30),
	('Housing secured', -14),
	('Pick-up arranged', -3),
	('First contact', 3),
	('Employment or training', 30),
	('Benefits applied', 30),
	('Mentor assigned', NULL);
