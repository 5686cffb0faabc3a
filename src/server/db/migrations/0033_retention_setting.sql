CREATE TABLE "retention_setting" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"closed_client_years" integer DEFAULT 7 NOT NULL,
	"contact_log_years" integer DEFAULT 7 NOT NULL,
	"audit_years" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
