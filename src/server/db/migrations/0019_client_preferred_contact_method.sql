CREATE TYPE "public"."contact_method" AS ENUM('PHONE', 'LETTER', 'EMAIL', 'IN_PERSON');--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "preferred_contact_method" "contact_method";