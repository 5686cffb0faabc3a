ALTER TABLE "program" ADD COLUMN "clearance_override_reason" text;--> statement-breakpoint
ALTER TABLE "program" ADD COLUMN "clearance_override_missing" text;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "clearance_override_reason" text;--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "clearance_override_missing" text;