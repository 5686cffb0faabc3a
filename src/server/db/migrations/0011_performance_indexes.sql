CREATE INDEX "client_status_name_idx" ON "client" USING btree ("status","preferred_name","id");--> statement-breakpoint
CREATE INDEX "client_follow_up_idx" ON "client" USING btree ("follow_up_date");--> statement-breakpoint
CREATE INDEX "incident_status_idx" ON "incident_report" USING btree ("status");--> statement-breakpoint
CREATE INDEX "program_status_date_idx" ON "program" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "program_approval_date_idx" ON "program" USING btree ("approval_status","date","id");--> statement-breakpoint
CREATE INDEX "program_type_date_idx" ON "program" USING btree ("type","date","id");--> statement-breakpoint
CREATE INDEX "resource_request_resource_idx" ON "resource_request" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resource_reorder_idx" ON "resource" USING btree ("id") WHERE "resource"."reorder_threshold" is not null and "resource"."quantity" <= "resource"."reorder_threshold";--> statement-breakpoint
CREATE INDEX "schedule_status_start_idx" ON "schedule" USING btree ("status","start_time","id");--> statement-breakpoint
CREATE INDEX "volunteer_first_name_idx" ON "volunteer" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "volunteer_status_name_idx" ON "volunteer" USING btree ("status","first_name","id");