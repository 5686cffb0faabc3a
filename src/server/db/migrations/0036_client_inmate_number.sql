ALTER TABLE "client" ADD COLUMN "inmate_number" text;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "housing_unit" text;