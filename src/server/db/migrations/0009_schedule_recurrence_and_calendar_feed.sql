CREATE TABLE "calendar_feed" (
	"volunteer_id" text PRIMARY KEY NOT NULL,
	"feed_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_feed_id_unique" UNIQUE("feed_id")
);
--> statement-breakpoint
ALTER TABLE "schedule" ADD COLUMN "recurrence_end_date" date;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_volunteer_id_volunteer_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteer"("id") ON DELETE cascade ON UPDATE no action;