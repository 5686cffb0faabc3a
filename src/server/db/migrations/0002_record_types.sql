CREATE TYPE "public"."client_gender" AS ENUM('MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY');--> statement-breakpoint
CREATE TYPE "public"."client_status" AS ENUM('ACTIVE', 'INACTIVE', 'FOLLOW_UP', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."employment_status" AS ENUM('EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'SELF_EMPLOYED', 'UNEMPLOYED_LOOKING', 'UNEMPLOYED_NOT_LOOKING', 'STUDENT', 'RETIRED', 'UNABLE_TO_WORK');--> statement-breakpoint
CREATE TYPE "public"."housing_status" AS ENUM('STABLE', 'TEMPORARY', 'TRANSITIONAL', 'HALFWAY_HOUSE', 'HOMELESS', 'SHELTER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."religious_status" AS ENUM('INTERESTED', 'SEEKING', 'CONVERTED', 'ACTIVE_BELIEVER', 'INACTIVE', 'DECLINED', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."contact_kind" AS ENUM('VISIT', 'CALL', 'LETTER', 'MESSAGE');--> statement-breakpoint
CREATE TYPE "public"."incident_status" AS ENUM('OPEN', 'UNDER_REVIEW', 'RESOLVED', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."incident_type" AS ENUM('SECURITY', 'MEDICAL', 'BEHAVIORAL', 'PROGRAM_DISRUPTION', 'FACILITY_ISSUE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('PENDING', 'APPROVED', 'DENIED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."program_status" AS ENUM('SCHEDULED', 'COMPLETED', 'CANCELLED', 'POSTPONED');--> statement-breakpoint
CREATE TYPE "public"."program_type" AS ENUM('JUMAH_PRAYER', 'ISLAMIC_STUDY', 'QURAN_CLASS', 'COUNSELING', 'REENTRY_PREP', 'RAMADAN', 'EID', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."resource_request_status" AS ENUM('PENDING', 'APPROVED', 'DENIED', 'FULFILLED');--> statement-breakpoint
CREATE TYPE "public"."resource_category" AS ENUM('INCARCERATION_RELIGIOUS', 'INCARCERATION_EDUCATIONAL', 'POST_INCARCERATION_BASIC_NEEDS', 'POST_INCARCERATION_SERVICES', 'GENERAL');--> statement-breakpoint
CREATE TYPE "public"."resource_status" AS ENUM('AVAILABLE', 'LOW_STOCK', 'OUT_OF_STOCK', 'PENDING_APPROVAL', 'DISCONTINUED', 'NEEDS_RENEWAL');--> statement-breakpoint
CREATE TYPE "public"."resource_type" AS ENUM('QURAN', 'PRAYER_MAT', 'RELIGIOUS_TEXT', 'HIJAB', 'KUFI', 'DHIKR_BEADS', 'HALAL_MEALS', 'BOOK', 'PAMPHLET', 'STUDY_MATERIAL', 'VIDEO', 'AUDIO', 'CORRESPONDENCE_COURSE', 'HOUSING', 'EMPLOYMENT', 'SKILLS_TRAINING', 'EDUCATION', 'HEALTHCARE', 'MENTAL_HEALTH', 'ADDICTION_RECOVERY', 'FAMILY', 'LEGAL_ASSISTANCE', 'DOCUMENTATION', 'FINANCIAL_LITERACY', 'FOOD', 'CLOTHING', 'TRANSPORTATION', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."recurring_pattern" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY');--> statement-breakpoint
CREATE TYPE "public"."request_type" AS ENUM('NEW', 'ADJUSTMENT');--> statement-breakpoint
CREATE TYPE "public"."schedule_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."background_check_status" AS ENUM('PENDING', 'PASSED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."clearance_status" AS ENUM('PENDING', 'APPROVED', 'DENIED', 'REVOKED');--> statement-breakpoint
CREATE TYPE "public"."volunteer_gender" AS ENUM('MALE', 'FEMALE');--> statement-breakpoint
CREATE TYPE "public"."volunteer_status" AS ENUM('ACTIVE', 'INACTIVE', 'ON_LEAVE', 'PENDING_CLEARANCE');--> statement-breakpoint
CREATE SEQUENCE "public"."client_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "client" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"account_id" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"contact_number" text,
	"preferred_name" text NOT NULL,
	"age" integer,
	"gender" "client_gender" DEFAULT 'MALE' NOT NULL,
	"religious_status" "religious_status" DEFAULT 'INTERESTED' NOT NULL,
	"language" text[] DEFAULT '{"English"}' NOT NULL,
	"conversion_date" date,
	"programs_attended" text[] DEFAULT '{}' NOT NULL,
	"interest_areas" text[] DEFAULT '{}' NOT NULL,
	"incarcerated" boolean DEFAULT true NOT NULL,
	"facility_id" uuid,
	"release_date" date,
	"reentry_plan" boolean,
	"current_address" text,
	"employment_status" "employment_status",
	"housing_status" "housing_status",
	"community_support" text[] DEFAULT '{}' NOT NULL,
	"first_contact_date" date NOT NULL,
	"last_contact_date" date,
	"assigned_volunteer_id" text,
	"follow_up_date" date,
	"notes" text,
	"special_needs" text,
	"accommodations" text,
	"consent_given" boolean DEFAULT false NOT NULL,
	"data_usage_consent" boolean DEFAULT false NOT NULL,
	"status" "client_status" DEFAULT 'ACTIVE' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "client_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "contact_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"volunteer_id" text NOT NULL,
	"date" date NOT NULL,
	"kind" "contact_kind" NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "incident_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"location" text NOT NULL,
	"type" "incident_type" DEFAULT 'SECURITY' NOT NULL,
	"description" text NOT NULL,
	"involved_inmates" text[] DEFAULT '{}' NOT NULL,
	"witness_volunteers" text[] DEFAULT '{}' NOT NULL,
	"reported_to_facility" boolean DEFAULT false NOT NULL,
	"facility_response_required" boolean DEFAULT false NOT NULL,
	"facility_response" text,
	"status" "incident_status" DEFAULT 'OPEN' NOT NULL,
	"resolution_notes" text DEFAULT '' NOT NULL,
	"follow_up_needed" boolean DEFAULT false NOT NULL,
	"follow_up_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "program" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"volunteer_id" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"type" "program_type" DEFAULT 'OTHER' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"location" text NOT NULL,
	"attendees" integer DEFAULT 0 NOT NULL,
	"new_attendees" integer DEFAULT 0 NOT NULL,
	"curriculum" text,
	"material_requested" text[] DEFAULT '{}' NOT NULL,
	"approval_status" "approval_status" DEFAULT 'PENDING' NOT NULL,
	"approval_date" date,
	"follow_up_needed" boolean DEFAULT false NOT NULL,
	"follow_up_notes" text,
	"status" "program_status" DEFAULT 'SCHEDULED' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"resources_used" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "resource_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"requester_id" text NOT NULL,
	"requester_name" text NOT NULL,
	"facility_id" uuid,
	"quantity" integer NOT NULL,
	"status" "resource_request_status" DEFAULT 'PENDING' NOT NULL,
	"request_date" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfillment_date" timestamp with time zone,
	"notes" text,
	"fulfilled_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "resource" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" "resource_type" DEFAULT 'OTHER' NOT NULL,
	"category" "resource_category" DEFAULT 'GENERAL' NOT NULL,
	"language" text DEFAULT 'English' NOT NULL,
	"topic" text,
	"url" text,
	"file_type" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"reorder_threshold" integer,
	"cost_per_unit" double precision,
	"facility_id" uuid,
	"facility_approved" boolean DEFAULT false NOT NULL,
	"approved_facilities" text[] DEFAULT '{}' NOT NULL,
	"restricted_facilities" text[] DEFAULT '{}' NOT NULL,
	"provider_name" text,
	"contact_info" text,
	"service_area" text,
	"eligibility_criteria" text,
	"application_process" text,
	"waitlist_time" text,
	"location" text,
	"times_distributed" integer DEFAULT 0 NOT NULL,
	"last_distributed_date" timestamp with time zone,
	"status" "resource_status" DEFAULT 'AVAILABLE' NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "schedule" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"volunteer_id" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" "schedule_status" DEFAULT 'PENDING' NOT NULL,
	"request_type" "request_type" DEFAULT 'NEW' NOT NULL,
	"original_schedule_id" uuid,
	"request_reason" text,
	"admin_response" text,
	"admin_id" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_pattern" "recurring_pattern",
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "volunteer" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text,
	"gender" "volunteer_gender" DEFAULT 'MALE' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"specializations" text[] DEFAULT '{}' NOT NULL,
	"availability" text[] DEFAULT '{}' NOT NULL,
	"credentials" text[] DEFAULT '{}' NOT NULL,
	"assigned_facility" uuid,
	"status" "volunteer_status" DEFAULT 'ACTIVE' NOT NULL,
	"clearance_status" "clearance_status",
	"clearance_expiration" date,
	"background_check_date" date,
	"background_check_status" "background_check_status",
	"training_completed" boolean DEFAULT false NOT NULL,
	"training_completion_date" date,
	"total_volunteer_hours" integer DEFAULT 0 NOT NULL,
	"last_activity_date" date,
	"date_joined" date DEFAULT now() NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "volunteer_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_assigned_volunteer_id_volunteer_id_fk" FOREIGN KEY ("assigned_volunteer_id") REFERENCES "public"."volunteer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_log" ADD CONSTRAINT "contact_log_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_log" ADD CONSTRAINT "contact_log_volunteer_id_user_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report" ADD CONSTRAINT "incident_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_report" ADD CONSTRAINT "incident_report_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program" ADD CONSTRAINT "program_volunteer_id_volunteer_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program" ADD CONSTRAINT "program_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_request" ADD CONSTRAINT "resource_request_resource_id_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resource"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_request" ADD CONSTRAINT "resource_request_requester_id_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_request" ADD CONSTRAINT "resource_request_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource" ADD CONSTRAINT "resource_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_volunteer_id_volunteer_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_facility_id_facility_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule" ADD CONSTRAINT "schedule_original_schedule_id_schedule_id_fk" FOREIGN KEY ("original_schedule_id") REFERENCES "public"."schedule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer" ADD CONSTRAINT "volunteer_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer" ADD CONSTRAINT "volunteer_assigned_facility_facility_id_fk" FOREIGN KEY ("assigned_facility") REFERENCES "public"."facility"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_preferred_name_idx" ON "client" USING btree ("preferred_name","id");--> statement-breakpoint
CREATE INDEX "client_assigned_volunteer_idx" ON "client" USING btree ("assigned_volunteer_id");--> statement-breakpoint
CREATE INDEX "client_facility_idx" ON "client" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "contact_log_client_idx" ON "contact_log" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "incident_date_idx" ON "incident_report" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "incident_reporter_idx" ON "incident_report" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "program_date_idx" ON "program" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "program_volunteer_idx" ON "program" USING btree ("volunteer_id");--> statement-breakpoint
CREATE INDEX "program_facility_idx" ON "program" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "resource_request_date_idx" ON "resource_request" USING btree ("request_date","id");--> statement-breakpoint
CREATE INDEX "resource_request_requester_idx" ON "resource_request" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "resource_title_idx" ON "resource" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "schedule_start_idx" ON "schedule" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "schedule_volunteer_idx" ON "schedule" USING btree ("volunteer_id");