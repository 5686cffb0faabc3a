ALTER TABLE "schedule" ADD COLUMN "last_end_time" timestamp with time zone;--> statement-breakpoint
-- Existing rows: one-offs end at their end time; a series with no end date never does; a
-- series with an end date is given a bound no earlier than its real last end in any time zone
-- (the day after the end date, plus 14 hours, plus the visit's length). The service keeps the
-- exact value from the next write on.
UPDATE "schedule" SET "last_end_time" = CASE
  WHEN NOT "is_recurring" OR "recurring_pattern" IS NULL THEN "end_time"
  WHEN "recurrence_end_date" IS NULL THEN '9999-12-31 23:59:59+00'::timestamptz
  ELSE (("recurrence_end_date" + 1)::timestamp AT TIME ZONE 'UTC')
    + interval '14 hours' + ("end_time" - "start_time")
END;--> statement-breakpoint
ALTER TABLE "schedule" ALTER COLUMN "last_end_time" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "schedule_last_end_idx" ON "schedule" USING btree ("last_end_time");
