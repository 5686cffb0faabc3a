-- Generated client ids (C-00001, …) are counted in a one-row table instead of a sequence: the
-- count goes up inside the transaction that creates the client, so a dry-run or failed import
-- gives back the numbers it drew (decision 041). The count goes on from the sequence's.
CREATE TABLE "client_number_counter" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_number" bigint NOT NULL,
	CONSTRAINT "client_number_counter_single" CHECK ("client_number_counter"."single")
);
--> statement-breakpoint
INSERT INTO "client_number_counter" ("single", "last_number")
	SELECT true, "last_value" FROM "public"."client_number_seq" WHERE "is_called";
--> statement-breakpoint
DROP SEQUENCE "public"."client_number_seq";
