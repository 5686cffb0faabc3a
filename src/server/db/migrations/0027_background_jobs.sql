CREATE TABLE "clearance_reminder" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clearance_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"recipient" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'RUNNING' NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "clearance_reminder" ADD CONSTRAINT "clearance_reminder_clearance_id_volunteer_clearance_id_fk" FOREIGN KEY ("clearance_id") REFERENCES "public"."volunteer_clearance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_reminder_once_key" ON "clearance_reminder" USING btree ("clearance_id","expires_on","days_before","recipient");--> statement-breakpoint
CREATE INDEX "job_run_job_started_idx" ON "job_run" USING btree ("job","started_at");