ALTER TABLE "audit_entry" ADD COLUMN "actor_name" text;--> statement-breakpoint
-- Entries written before names were kept take the name each account has now: the best known.
UPDATE "audit_entry" SET "actor_name" = "user"."name" FROM "user" WHERE "user"."id" = "audit_entry"."actor_id";
