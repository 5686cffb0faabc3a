CREATE TABLE "geocode_cache" (
	"address" text PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"formatted_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
